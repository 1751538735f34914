// Availability alerts: sign up (public), the confirm and unsubscribe links of their e-mails, and
// the admin's list of active alerts (criteria only, never addresses).
// The links open a small page whose button POSTs: link scanners that fetch every URL in an e-mail
// must not confirm or cancel anything. Unsubscribe also takes RFC 8058's one-click POST.
import type { Config } from '@netlify/functions';
import { AlertSchema } from '~/src/lib/schemas/alert';
import { siteConfig } from '~/src/lib/site-config';
import { confirm, listAlerts, subscribe, unsubscribe } from '~/src/server/alerts';
import { AppError } from '~/src/server/errors';
import { requireAdmin } from './_shared/auth';
import { json } from './_shared/http';
import { clientAddress, readJsonObject, validate } from './_shared/request';
import { routes } from './_shared/routes';

export const config: Config = {
  path: ['/api/alerts', '/api/alerts/:token/confirm', '/api/alerts/:token/unsubscribe'],
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain page (no script, no style): the answer a person sees after following an e-mail link. */
function page(title: string, text: string, button?: string, status = 200): Response {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} | ${escape(siteConfig.name)}</title></head><body><main><h1>${escape(title)}</h1><p>${escape(text)}</p>
${button ? `<form method="post"><button type="submit">${escape(button)}</button></form>` : ''}
<p><a href="/availability">See available space</a></p></main></body></html>`;
  return new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

const tokenParam = (params: Record<string, string>) => {
  const token = params['token'] ?? '';
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) throw new AppError('not-found', 'This alert link is not valid.');
  return token;
};

/** Runs a link's action, then answers the page; an unknown token answers a 404 page. */
async function linkPage(action: () => Promise<void>, title: string, text: string, button?: string): Promise<Response> {
  try {
    await action();
    return page(title, text, button);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not-found') return page('Link not valid', error.message, undefined, 404);
    throw error;
  }
}

const CONFIRM_TEXT = 'One click and we will e-mail you when matching space opens up.';

export default routes(config, {
  '/api/alerts': {
    POST: async (req, context) => {
      await subscribe(validate(AlertSchema, await readJsonObject(req)), clientAddress(req, context));
      return json({ success: true }, { status: 201 });
    },
    GET: async (req) => {
      await requireAdmin(req);
      return json(await listAlerts());
    },
  },
  '/api/alerts/:token/confirm': {
    GET: async (_req, { params }) => linkPage(async () => void tokenParam(params), 'Confirm your alert', CONFIRM_TEXT, 'Confirm my alert'),
    POST: async (_req, { params }) =>
      linkPage(() => confirm(tokenParam(params)), 'Your alert is on', 'We will e-mail you when matching space becomes available.'),
  },
  '/api/alerts/:token/unsubscribe': {
    GET: async (_req, { params }) =>
      linkPage(
        async () => void tokenParam(params),
        'Stop these alerts?',
        'You will get no more availability alerts at this address.',
        'Unsubscribe',
      ),
    // Also RFC 8058's one-click POST (body List-Unsubscribe=One-Click) from the mail client.
    POST: async (_req, { params }) =>
      linkPage(() => unsubscribe(tokenParam(params)), 'Unsubscribed', 'You will get no more availability alerts.'),
  },
});
