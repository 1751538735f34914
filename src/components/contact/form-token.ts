// The contact form's time-trap token (src/server/form-token.ts), asked for as the page is shown: by
// the page's own script, since the form's island hydrates only once the browser is idle. Counted
// from then, a visitor who let the browser fill the form in and sent it at once could look like a
// robot ('too fast': kept under Spam, no e-mail to the team).
import { apiGet } from '~/src/lib/api/client';
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
