// A page a function answers: a form posted without script and refused, the filtered availability
// list without script, the page an alert's e-mail link opens. It is drawn in the site's layout:
// the prebuilt page /page-frame (src/pages/page-frame.astro), read from the site itself, with the
// title and body put in its place. If the frame cannot be read, the same words as a plain page,
// so the answer is never lost to a layout.
import { PAGE_FRAME } from '~/src/lib/page-frame';
import { siteConfig } from '~/src/lib/site-config';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const FRAME_WAIT_MS = 3000;
/** netlify.toml's Content-Security-Policy header for pages (a test keeps the two the same). */
export const PAGE_POLICY =
  "img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; media-src 'none'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-src 'none'; frame-ancestors 'none'";

/** The frame's HTML, or null when it cannot be read (a test calling the handler without a site). */
async function readFrame(req: Request): Promise<string | null> {
  try {
    const answer = await fetch(new URL(PAGE_FRAME.path, req.url), { signal: AbortSignal.timeout(FRAME_WAIT_MS) });
    const html = answer.ok ? await answer.text() : '';
    return html.includes(PAGE_FRAME.title) && html.includes(PAGE_FRAME.body) ? html : null;
  } catch {
    return null;
  }
}

const plainPage = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${escapeHtml(siteConfig.name)}</title></head><body><main><h1>${escapeHtml(title)}</h1>
${body}</main></body></html>`;

/**
 * `body` is HTML already escaped by the caller, with no script or inline style: the frame's own
 * Content-Security-Policy (its <meta>) governs the page.
 */
export async function htmlPage(req: Request, title: string, body: string, status = 200): Promise<Response> {
  const frame = await readFrame(req);
  const html = frame ? frame.replaceAll(PAGE_FRAME.title, escapeHtml(title)).replace(PAGE_FRAME.body, body) : plainPage(title, body);
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // In the frame: the policy of every page (netlify.toml), beside the frame's <meta> that names
      // script and style sources. The plain page runs and loads nothing.
      'content-security-policy': frame ? PAGE_POLICY : "default-src 'none'; frame-ancestors 'none'",
    },
  });
}
