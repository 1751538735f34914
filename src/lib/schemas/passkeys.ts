// Staff passkeys (WebAuthn, decision 080): what the browser sends back from a ceremony, as
// @simplewebauthn/browser reports it, checked for shape here and for everything else by
// @simplewebauthn/server.
import { z } from 'zod';
import { requiredText } from './fields';

const base64url = z
  .string()
  .regex(/^[A-Za-z0-9_-]*$/, 'Not base64url')
  .max(16_384);
const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;

const credential = {
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['cross-platform', 'platform']).exactOptional(),
  // Extensions are not asked for; whatever the browser adds is not read.
  clientExtensionResults: z.object({}),
};

export const RegistrationResponseSchema = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.exactOptional(),
    transports: z.array(z.enum(TRANSPORTS)).max(10).exactOptional(),
    publicKeyAlgorithm: z.number().int().exactOptional(),
    publicKey: base64url.exactOptional(),
  }),
});

export const AuthenticationResponseSchema = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.exactOptional(),
  }),
});

export const PASSKEY_NAME_MAX = 60;
const passkeyName = requiredText('Give the passkey a name, e.g. "Work laptop" or "Phone"', PASSKEY_NAME_MAX);

/** `POST /api/passkeys` and `POST /api/passkeys/recovery`: the new passkey's name and the browser's answer. */
export const RegisterPasskeySchema = z.object({
  name: passkeyName,
  response: RegistrationResponseSchema,
});
export type RegisterPasskeyData = z.output<typeof RegisterPasskeySchema>;

/** `POST /api/passkeys/sign-in`. */
export const PasskeySignInSchema = z.object({ response: AuthenticationResponseSchema });
export type PasskeySignInData = z.output<typeof PasskeySignInSchema>;

/** When a challenge expires: a ceremony takes a minute at most. */
export const CHALLENGE_MINUTES = 5;
/** The reset link's chance to register a passkey (decision 080) lasts a little longer. */
export const RECOVERY_MINUTES = 15;

export const PASSKEY_REQUIRED =
  'Admins of this team sign in with a passkey. Choose "Sign in with a passkey". No passkey on this device? Use "Forgot password?": the e-mailed link lets you register one.';
export const PASSKEY_NOT_ACCEPTED = 'This passkey was not accepted. Try again, or sign in another way.';
export const PASSKEY_UNKNOWN = 'This passkey is not registered for any account here (it may have been removed). Sign in another way.';
export const PASSKEY_CHALLENGE_GONE = 'This passkey request has expired or was already used. Please try again.';
