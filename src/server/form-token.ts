// The inquiry form's time trap, decided by the server's clock alone: the form fetches a signed
// token when it is shown; the inquiry brings it back, and the token's signed issue time says how
// long the visitor took. A client can neither forge the time nor turn the check off by leaving
// the token out: an inquiry without a valid one is not taken yet but answered with the form again
// and a "confirm" token, and the second press is taken (decision 024).
import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { serverSecret } from './env';

const PURPOSES = { form: 'inquiry-form', confirm: 'inquiry-confirm' } as const;
/** 'form': the form as the page showed it; 'confirm': the form shown again to a person who sent it once. */
export type FormTokenKind = keyof typeof PURPOSES;
export const FORM_TOKEN_VALID_SECONDS = 24 * 3600;

/** A token saying "this form was shown at `issuedAt`"; a confirm token also names itself, so it is taken once. */
export async function issueFormToken(issuedAt = new Date(), kind: FormTokenKind = 'form'): Promise<string> {
  const iat = Math.floor(issuedAt.getTime() / 1000);
  // shownAt in ms: the JWT's own iat is whole seconds, too coarse for a 3-second check.
  const token = new SignJWT({ purpose: PURPOSES[kind], shownAt: issuedAt.getTime() })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + FORM_TOKEN_VALID_SECONDS);
  if (kind === 'confirm') token.setJti(randomUUID());
  return token.sign(serverSecret());
}

/** What a valid token claims: its kind, how long ago its form was shown, and a confirm token's own id. */
export interface FormTokenClaim {
  kind: FormTokenKind;
  ageMs: number;
  /** A confirm token's id: the inquiry it brings is stored under it, once (src/server/inquiries.ts). */
  id: string | null;
}

/** The token's claim at `now`; null for a missing, forged or expired token. */
export async function readFormToken(token: string | undefined, now = new Date()): Promise<FormTokenClaim | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, serverSecret(), { algorithms: ['HS256'], currentDate: now });
    const shownAt = payload['shownAt'];
    const kind = payload['purpose'] === PURPOSES.confirm ? 'confirm' : payload['purpose'] === PURPOSES.form ? 'form' : null;
    if (!kind || typeof shownAt !== 'number') return null;
    if (kind === 'confirm' && !payload.jti) return null;
    return { kind, ageMs: now.getTime() - shownAt, id: payload.jti ?? null };
  } catch {
    return null;
  }
}

/** The form shown again for one more press (docs/PRODUCT.md §8): its page title and the sentence above it. */
export const CONFIRM_SEND = {
  title: 'Almost sent',
  message: 'Your message is not sent yet. Please check it and press Send Message once more.',
} as const;
