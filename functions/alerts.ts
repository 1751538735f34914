// Availability alerts: sign up (public), the confirm and unsubscribe links of their e-mails, and
// the admin's list of active alerts (criteria only, never addresses).
// The links open a small page whose button POSTs: link scanners that fetch every URL in an e-mail
// must not confirm or cancel anything. Unsubscribe also takes RFC 8058's one-click POST.
import type { Config } from '@netlify/functions';
import { AlertSchema } from '~/src/lib/schemas/alert';
import { SPACE_TYPE_OPTIONS } from '~/src/lib/schemas/unit';
import { confirm, listAlerts, subscribe, unsubscribe } from '~/src/server/alerts';
import { AppError } from '~/src/server/errors';
import { requireStaff } from './_shared/auth';
import { answerFormPost, isFormPost, type PageField } from './_shared/form-post';
import { fillLeadSourceFields, LEAD_SOURCE_FIELDS, withLeadSource } from './_shared/lead-source';
import { escapeHtml, htmlPage } from './_shared/html-page';
import { json } from './_shared/http';
import { clientAddress, readJsonObject, validate } from './_shared/request';
import { routes } from './_shared/routes';

export const config: Config = {
  path: ['/api/alerts', '/api/alerts/:token/confirm', '/api/alerts/:token/unsubscribe'],
};

/** The page a person sees after following an e-mail link, in the site's layout. */
function page(req: Request, title: string, text: string, button?: string, status = 200): Promise<Response> {
  const form = button ? `<form method="post"><p><button type="submit" class="btn-primary">${escapeHtml(button)}</button></p></form>` : '';
  return htmlPage(
    req,
    title,
    `<p>${escapeHtml(text)}</p>\n${form}\n<p><a href="/availability" class="text-brand-700 underline">See available space</a></p>`,
    status,
  );
}

const tokenParam = (params: Record<string, string>) => {
  const token = params['token'] ?? '';
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) throw new AppError('not-found', 'This alert link is not valid.');
  return token;
};

/** Runs a link's action, then answers the page; an unknown token answers a 404 page. */
async function linkPage(req: Request, action: () => Promise<void>, title: string, text: string, button?: string): Promise<Response> {
  try {
    await action();
    return await page(req, title, text, button);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not-found') return page(req, 'Link not valid', error.message, undefined, 404);
    throw error;
  }
}

/** The alert form again, as a plain page (src/components/listings/AlertSignup.tsx). */
const ALERT_FORM_FIELDS: PageField[] = [
  { kind: 'email', name: 'email', label: 'Your e-mail', autocomplete: 'email' },
  {
    kind: 'select',
    name: 'spaceType',
    label: 'Type of space',
    options: [{ value: '', label: 'Any type' }, ...SPACE_TYPE_OPTIONS.filter((o) => o.value !== 'all')],
  },
  { kind: 'text', name: 'minSquareFootage', label: 'At least (sq ft)' },
  { kind: 'text', name: 'maxSquareFootage', label: 'At most (sq ft)' },
  { kind: 'hidden', name: 'buildingId' },
  { kind: 'errors', name: 'buildingId' },
  { kind: 'hidden', name: 'website' },
  ...LEAD_SOURCE_FIELDS,
];

const CONFIRM_TEXT = 'One click and we will e-mail you when matching space opens up.';

export default routes(config, {
  '/api/alerts': {
    POST: async (req, context) => {
      if (isFormPost(req)) {
        return answerFormPost(req, {
          schema: AlertSchema,
          toInput: (fields) => Object.fromEntries(fillLeadSourceFields(fields, req)),
          save: (alert) => subscribe(withLeadSource(alert, req), clientAddress(req, context)),
          sentPage: '/availability/alert-sent',
          form: { title: 'Please check your alert', action: '/api/alerts', fields: ALERT_FORM_FIELDS, button: 'Alert me' },
        });
      }
      await subscribe(withLeadSource(validate(AlertSchema, await readJsonObject(req)), req), clientAddress(req, context));
      return json({ success: true }, { status: 201 });
    },
    GET: async (req) => {
      await requireStaff(req);
      return json(await listAlerts());
    },
  },
  '/api/alerts/:token/confirm': {
    GET: async (req, { params }) =>
      linkPage(req, async () => void tokenParam(params), 'Confirm your alert', CONFIRM_TEXT, 'Confirm my alert'),
    POST: async (req, { params }) =>
      linkPage(req, () => confirm(tokenParam(params)), 'Your alert is on', 'We will e-mail you when matching space becomes available.'),
  },
  '/api/alerts/:token/unsubscribe': {
    GET: async (req, { params }) =>
      linkPage(
        req,
        async () => void tokenParam(params),
        'Stop these alerts?',
        'You will get no more availability alerts at this address.',
        'Unsubscribe',
      ),
    // Also RFC 8058's one-click POST (body List-Unsubscribe=One-Click) from the mail client.
    POST: async (req, { params }) =>
      linkPage(req, () => unsubscribe(tokenParam(params)), 'Unsubscribed', 'You will get no more availability alerts.'),
  },
});
