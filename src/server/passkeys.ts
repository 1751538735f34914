// Staff passkeys (WebAuthn, decision 080): registering one from the Account dialog or from a
// password-reset link, removing one, and signing in with one. @simplewebauthn/server does every
// check of the browser's answer (CBOR, signatures, challenge, origin, RP ID, flags); this module
// keeps the challenges single-use (db/queries/passkeys.ts takeChallenge) and decides who it is.
// The relying party is the site the request came to: its origin, and its host name as RP ID.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import { findAdminUserById } from '~/db/queries/admin-users';
import { readTeamSettings } from '~/db/queries/lead-assignment';
import {
  countUserPasskeys,
  deletePasskey,
  findPasskeyByCredential,
  insertPasskey,
  listUserCredentials,
  listUserPasskeys,
  markPasskeyUsed,
  storeChallenge,
  takeChallenge,
  type ChallengeKind,
} from '~/db/queries/passkeys';
import { clearBucket } from '~/db/queries/rate-limits';
import {
  CHALLENGE_MINUTES,
  PASSKEY_CHALLENGE_GONE,
  PASSKEY_NOT_ACCEPTED,
  PASSKEY_UNKNOWN,
  RECOVERY_MINUTES,
  type PasskeySignInData,
  type RegisterPasskeyData,
} from '~/src/lib/schemas/passkeys';
import { isAdminRole, publicUser, type PublicUser } from '~/src/lib/schemas/staff-roles';
import { siteConfig } from '~/src/lib/site-config';
import { AppError } from './errors';
import type { AdminSession } from './sessions';
import { bucketOf, FAILED_LOGINS, takeAttempt } from './throttle';

/** The site a ceremony runs for: the request's own origin (a preview deploy or localhost works too). */
export interface RelyingParty {
  origin: string;
  rpId: string;
}

export const relyingPartyOf = (url: string): RelyingParty => {
  const { origin, hostname } = new URL(url);
  return { origin, rpId: hostname };
};

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** What the Account dialog lists: never the key itself. */
export interface PasskeySummary {
  id: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}
const summary = ({ id, name, createdAt, lastUsedAt }: PasskeySummary): PasskeySummary => ({ id, name, createdAt, lastUsedAt });

export async function listOwnPasskeys({ user }: AdminSession): Promise<PasskeySummary[]> {
  return (await listUserPasskeys(user.id)).map(summary);
}

async function creationOptions(user: PublicUser, kind: ChallengeKind, site: RelyingParty, minutes: number) {
  const options = await generateRegistrationOptions({
    rpName: siteConfig.name,
    rpID: site.rpId,
    userName: user.username,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(`staff-${user.id}`),
    attestationType: 'none',
    // A discoverable credential: the sign-in screen asks for no username.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    excludeCredentials: (await listUserCredentials(user.id)).map(({ credentialId, transports }) => ({ id: credentialId, transports })),
    timeout: minutes * 60_000,
  });
  await storeChallenge({ challenge: options.challenge, kind, userId: user.id, origin: site.origin, expiresAt: minutesFromNow(minutes) });
  return options;
}

/** The options for a new passkey of the signed-in person. */
export function registrationOptions({ user }: AdminSession, site: RelyingParty): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return creationOptions(user, 'register', site, CHALLENGE_MINUTES);
}

/** The challenge a browser answered (unverified: only to find the stored one, which is then checked). */
function answeredChallenge(clientDataJSON: string): string {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    if (typeof challenge === 'string' && challenge !== '') return challenge;
  } catch {
    // Garbage is answered below like an unknown challenge.
  }
  throw new AppError('invalid', PASSKEY_CHALLENGE_GONE);
}

/** Takes the answered challenge (single-use, unexpired, this kind, this origin) or refuses. */
async function takeAnsweredChallenge(clientDataJSON: string, kind: ChallengeKind, site: RelyingParty) {
  const challenge = answeredChallenge(clientDataJSON);
  const taken = await takeChallenge(challenge, kind, site.origin);
  if (!taken) throw new AppError('invalid', PASSKEY_CHALLENGE_GONE);
  return { challenge, userId: taken.userId };
}

async function verifyAndStore(userId: number, expectedChallenge: string, { name, response }: RegisterPasskeyData, site: RelyingParty) {
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge,
      expectedOrigin: site.origin,
      expectedRPID: site.rpId,
      requireUserVerification: false,
    });
  } catch (error) {
    throw new AppError('invalid', PASSKEY_NOT_ACCEPTED, { body: { reason: error instanceof Error ? error.message : 'unknown' } });
  }
  if (!verification.verified) throw new AppError('invalid', PASSKEY_NOT_ACCEPTED);
  const { credential } = verification.registrationInfo;
  if (await findPasskeyByCredential(credential.id)) throw new AppError('conflict', 'This passkey is already registered');
  const stored = await insertPasskey({
    userId,
    credentialId: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    signCount: credential.counter,
    transports: credential.transports ?? [],
    name,
  });
  return summary(stored);
}

/** Registers the signed-in person's new passkey from the browser's answer to registrationOptions. */
export async function registerPasskey(session: AdminSession, data: RegisterPasskeyData, site: RelyingParty): Promise<PasskeySummary> {
  const { challenge, userId } = await takeAnsweredChallenge(data.response.response.clientDataJSON, 'register', site);
  // Issued to someone else (another session's options): refused, and the challenge is spent.
  if (userId !== session.user.id) throw new AppError('invalid', PASSKEY_CHALLENGE_GONE);
  return verifyAndStore(session.user.id, challenge, data, site);
}

/** Removes one of the signed-in person's passkeys: it signs no one in from now on. */
export async function removePasskey({ user }: AdminSession, id: number): Promise<void> {
  if ((await deletePasskey(user.id, id)) === null) throw new AppError('not-found', 'Passkey not found');
}

/** Whether the team requires a passkey of this person (admins, when the team setting is on). */
export async function isPasskeyRequired(user: { role: string }): Promise<boolean> {
  return isAdminRole(user.role) && (await readTeamSettings()).requirePasskeysForAdmins;
}

/**
 * After a password reset of someone the team requires a passkey of: the options to register one
 * at once (decision 080). Registering it (registerRecoveryPasskey) signs them in.
 */
export async function recoveryOptions(userId: number, site: RelyingParty): Promise<PublicKeyCredentialCreationOptionsJSON | null> {
  const account = await findAdminUserById(userId);
  if (!account?.active || !(await isPasskeyRequired(account))) return null;
  return creationOptions(publicUser(account), 'recover', site, RECOVERY_MINUTES);
}

/** Registers the passkey a reset link asked for; answers the person to sign in. */
export async function registerRecoveryPasskey(data: RegisterPasskeyData, site: RelyingParty): Promise<PublicUser> {
  const { challenge, userId } = await takeAnsweredChallenge(data.response.response.clientDataJSON, 'recover', site);
  const account = userId === null ? undefined : await findAdminUserById(userId);
  if (!account?.active) throw new AppError('invalid', PASSKEY_CHALLENGE_GONE);
  await verifyAndStore(account.id, challenge, data, site);
  return publicUser(account);
}

/** The options for signing in: any passkey of this site (the browser offers the ones it holds). */
export async function signInOptions(site: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: site.rpId,
    userVerification: 'preferred',
    timeout: CHALLENGE_MINUTES * 60_000,
  });
  await storeChallenge({
    challenge: options.challenge,
    kind: 'sign-in',
    userId: null,
    origin: site.origin,
    expiresAt: minutesFromNow(CHALLENGE_MINUTES),
  });
  return options;
}

/**
 * The person a passkey signs in; 401 otherwise, 429 after too many failures. Each attempt counts
 * against the sign-in throttle of the address before anything is looked at (decision 009), the
 * password's per-address limit; a failure for a known account counts against that account's
 * password attempts from the address too. A success clears the address's passkey count.
 */
export async function verifyPasskeySignIn({ response }: PasskeySignInData, address: string, site: RelyingParty): Promise<PublicUser> {
  const fromAddress = `passkey:${address}`;
  await takeAttempt(FAILED_LOGINS, fromAddress);
  const { challenge } = await takeAnsweredChallenge(response.response.clientDataJSON, 'sign-in', site);
  const found = await findPasskeyByCredential(response.id);
  // A deactivated account's passkey answers like an unknown one.
  if (!found || !found.user.active) throw new AppError('unauthorized', PASSKEY_UNKNOWN);
  const { passkey, user } = found;
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: site.origin,
      expectedRPID: site.rpId,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.signCount,
        transports: passkey.transports.filter(isTransport),
      },
      requireUserVerification: false,
    });
  } catch {
    verification = null;
  }
  if (!verification?.verified || !(await markPasskeyUsed(passkey.id, passkey.signCount, verification.authenticationInfo.newCounter))) {
    await takeAttempt(FAILED_LOGINS, `${user.username.toLowerCase()}:${address}`);
    throw new AppError('unauthorized', PASSKEY_NOT_ACCEPTED);
  }
  await clearBucket(bucketOf(FAILED_LOGINS, fromAddress));
  return publicUser(user);
}

const TRANSPORTS = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const);
type Transport = typeof TRANSPORTS extends Set<infer T> ? T : never;
const isTransport = (value: string): value is Transport => (TRANSPORTS as Set<string>).has(value);

/** Turning the team's requirement on needs a passkey of one's own: the admin would be locked out next time. */
export async function ensureOwnPasskey({ user }: AdminSession): Promise<void> {
  if ((await countUserPasskeys(user.id)) === 0) {
    throw new AppError('conflict', 'Register a passkey for your own account first (Account), then require passkeys for admins.');
  }
}
