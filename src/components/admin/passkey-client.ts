// The browser's side of passkeys (decision 080): the ceremonies run by @simplewebauthn/browser,
// loaded with their first use so the sign-in screen's first paint does not wait for it.
import { apiSend, errorMessage } from '~/src/lib/api/client';
import type { PasskeyCreationOptionsSchema } from '~/src/lib/api/responses';
import type { z } from 'zod';

const browserLibrary = () => import('@simplewebauthn/browser');
// The answers' schemas load with the first ceremony, as every admin answer's do (decision 037).
const responses = () => import('~/src/lib/api/responses');

type CreationOptions = z.output<typeof PasskeyCreationOptionsSchema>;

/** Whether this browser can use passkeys at all. */
export async function canUsePasskeys(): Promise<boolean> {
  return (await browserLibrary()).browserSupportsWebAuthn();
}

/**
 * Signs in with a passkey: the browser asks the person to choose one. With `autofill`, the choice
 * is offered in the username field's suggestions instead (conditional UI), where the browser
 * supports it; null when it does not. A later ceremony (the button) cancels a waiting autofill.
 */
export async function signInWithPasskey({ autofill = false } = {}) {
  const { startAuthentication, browserSupportsWebAuthnAutofill } = await browserLibrary();
  if (autofill && !(await browserSupportsWebAuthnAutofill())) return null;
  const optionsJSON = await apiSend('POST', '/api/passkeys/sign-in-options', {}, () =>
    responses().then((r) => r.PasskeyRequestOptionsSchema),
  );
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  return apiSend('POST', '/api/passkeys/sign-in', { response }, () => responses().then((r) => r.SignInSchema));
}

/** Ends a waiting autofill request (the sign-in screen is leaving). */
export async function cancelPasskeyRequest(): Promise<void> {
  (await browserLibrary()).WebAuthnAbortService.cancelCeremony();
}

/** Creates a passkey on this device for the options given; answers what the browser made. */
async function createCredential(optionsJSON: CreationOptions) {
  return (await browserLibrary()).startRegistration({ optionsJSON });
}

/** Registers a new passkey for the signed-in person. */
export async function registerPasskey(name: string) {
  const options = await apiSend('POST', '/api/passkeys/registration-options', {}, () =>
    responses().then((r) => r.PasskeyCreationOptionsSchema),
  );
  const response = await createCredential(options);
  return apiSend('POST', '/api/passkeys', { name, response }, () => responses().then((r) => r.RegisteredPasskeySchema));
}

/** Registers the passkey a reset link asked for; answers the session it opens. */
export async function registerRecoveryPasskey(name: string, options: CreationOptions) {
  const response = await createCredential(options);
  return apiSend('POST', '/api/passkeys/recovery', { name, response }, () => responses().then((r) => r.SignInSchema));
}

/** The person closed the browser's dialog, or another ceremony took over: nothing to report. */
export function isCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError' || error.message.includes('cancel'));
}

/** What to tell the person when a passkey did not work: the API's message, or the browser's reason. */
export function passkeyProblem(error: unknown, fallback: string): string {
  if (error instanceof Error && error.name === 'InvalidStateError') return 'This device already holds a passkey for your account.';
  return errorMessage(error) ?? fallback;
}
