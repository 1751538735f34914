// A plain HTML page answered by a function (no script, no style: API answers carry a CSP of
// default-src 'none'): the page a person sees after an e-mail link or a form posted without script.
import { siteConfig } from '~/src/lib/site-config';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `body` is HTML already escaped by the caller. */
export function htmlPage(title: string, body: string, status = 200): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${escapeHtml(siteConfig.name)}</title></head><body><main><h1>${escapeHtml(title)}</h1>
${body}</main></body></html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}
