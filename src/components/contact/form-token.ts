// The contact form's time-trap token (src/server/form-token.ts), asked for as the page is shown: by
// the page's own script, since the form's island hydrates only once the browser is idle. Counted
// from then, a visitor who let the browser fill the form in and sent it at once could look like a
// robot ('too fast': kept under Spam, no e-mail to the team).
import { ApiError, apiGet } from '~/src/lib/api/client';
import { FormTokenAnswer } from '~/src/lib/api/form-token-answer';

let current: Promise<string | undefined> | undefined;

function ask(): Promise<string | undefined> {
  return apiGet('/api/contact-submissions/form-token', FormTokenAnswer).then(
    ({ token }) => token,
    (error: unknown) => {
      console.error('Could not fetch the form token', error);
      return undefined;
    },
  );
}

/** The token of the form as this page showed it: asked for once, by whoever comes first. */
export function formTokenOfPage(): Promise<string | undefined> {
  current ??= ask();
  return current;
}

/** A new token, for the form shown again after a send. */
export function renewFormToken(): Promise<string | undefined> {
  current = ask();
  return current;
}

/**
 * The confirm token a refused send brings (409: the token was missing or expired, e.g. a page left
 * open past a day): the next press sends with it and is taken (decision 024).
 */
export function takeConfirmToken(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  try {
    const body: unknown = JSON.parse(error.body);
    const token = typeof body === 'object' && body !== null && 'formToken' in body ? body.formToken : undefined;
    if (typeof token !== 'string') return false;
    current = Promise.resolve(token);
    return true;
  } catch {
    return false;
  }
}
