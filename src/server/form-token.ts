// The inquiry form's time trap, decided by the server's clock alone: the form fetches a signed
// token when it is shown; the inquiry brings it back, and the token's signed issue time says how
// long the visitor took. A client can neither forge the time nor turn the check off by leaving
// the token out (an inquiry without one is flagged, and kept for review).
import { jwtVerify, SignJWT } from 'jose';
import { serverSecret } from './env';

const PURPOSE = 'inquiry-form';
const VALID_FOR_SECONDS = 24 * 3600;

/** A token saying "this form was shown at `issuedAt`". */
export async function issueFormToken(issuedAt = new Date()): Promise<string> {
  const iat = Math.floor(issuedAt.getTime() / 1000);
  // shownAt in ms: the JWT's own iat is whole seconds, too coarse for a 3-second check.
  return new SignJWT({ purpose: PURPOSE, shownAt: issuedAt.getTime() })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + VALID_FOR_SECONDS)
    .sign(serverSecret());
}

/** How long ago the form was shown, in ms; null for a missing, forged or expired token. */
export async function formTokenAgeMs(token: string | undefined): Promise<number | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, serverSecret(), { algorithms: ['HS256'] });
    const shownAt = payload['shownAt'];
    return payload['purpose'] === PURPOSE && typeof shownAt === 'number' ? Date.now() - shownAt : null;
  } catch {
    return null;
  }
}
