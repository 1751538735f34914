// A public form posted by the browser itself (before its script runs, or without script):
// application/x-www-form-urlencoded or multipart/form-data. The fields go through the same schema
// as the JSON body; success answers 303 to a prebuilt result page, an error answers the form again
// as a page in the site's layout, with its messages and the values kept, so nothing personal goes into a URL
// (decision 024).
import type { z } from 'zod';
import { AppError } from '~/src/server/errors';
import { escapeHtml, htmlPage } from './html-page';
import { readBodyText, validate } from './request';

const MAX_FORM_BYTES = 64 * 1024;
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** Whether the request is a browser's own form post rather than the islands' JSON. */
export const isFormPost = (req: Request) =>
  FORM_TYPES.includes((req.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '');

/** The posted fields (files ignored); repeated names keep every value, in order (`getAll`). */
async function readFormFields(req: Request): Promise<URLSearchParams> {
  if ((req.headers.get('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    return new URLSearchParams(await readBodyText(req, MAX_FORM_BYTES));
  }
  if (Number(req.headers.get('content-length') ?? 0) > MAX_FORM_BYTES) throw new AppError('too-large', 'Request body is too large');
  let data: FormData;
  try {
    data = await req.formData();
  } catch {
    throw new AppError('invalid', 'The form could not be read. Please try again.');
  }
  const fields = new URLSearchParams();
  for (const [name, value] of data) if (typeof value === 'string') fields.append(name, value);
  return fields;
}

/**
 * A plain form post is a "simple" request another site could make from a visitor's browser; only
 * this site's own pages may send one (the browser says so in Sec-Fetch-Site, or Origin).
 */
function refuseCrossSite(req: Request) {
  const site = req.headers.get('sec-fetch-site');
  const origin = req.headers.get('origin');
  if (site === 'cross-site' || (origin && origin !== 'null' && origin !== new URL(req.url).origin)) {
    throw new AppError('forbidden', 'Please send this form from our site.');
  }
}

/** One control of the form as the error page shows it again. */
export type PageField =
  | { kind: 'text' | 'email' | 'textarea'; name: string; label: string; autocomplete?: string }
  | { kind: 'select'; name: string; label: string; options: { value: string; label: string }[]; index?: number }
  | { kind: 'checkbox'; name: string; label: string }
  | { kind: 'hidden'; name: string }
  | { kind: 'errors'; name: string };

function fieldHtml(field: PageField, fields: URLSearchParams, fieldErrors: Record<string, string[]>): string {
  const value = escapeHtml(field.kind === 'select' ? (fields.getAll(field.name)[field.index ?? 0] ?? '') : (fields.get(field.name) ?? ''));
  const name = escapeHtml(field.name);
  const id = escapeHtml(`${field.name}-${field.kind === 'select' ? (field.index ?? 0) : 0}`);
  // Each message once: every tour choice outside the hours gives the same one.
  const errors = [...new Set(fieldErrors[field.name])].map((message) => `<strong>${escapeHtml(message)}</strong>`).join(' ');
  const error = errors ? ` <span id="${id}-error">${errors}</span>` : '';
  const described = errors ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  switch (field.kind) {
    case 'hidden':
      return `<input type="hidden" name="${name}" value="${value}">`;
    case 'errors':
      return errors ? `<p>${errors}</p>` : '';
    case 'checkbox':
      return `<p><label><input type="checkbox" name="${name}" value="1"${fields.has(field.name) ? ' checked' : ''}> ${escapeHtml(field.label)}</label></p>`;
    case 'textarea':
      return `<p><label for="${id}">${escapeHtml(field.label)}</label><br><textarea class="input" id="${id}" name="${name}" rows="6"${described}>${value}</textarea>${error}</p>`;
    case 'select': {
      const options = field.options
        .map(
          (o) =>
            `<option value="${escapeHtml(o.value)}"${escapeHtml(o.value) === value ? ' selected' : ''}>${escapeHtml(o.label)}</option>`,
        )
        .join('');
      return `<p><label for="${id}">${escapeHtml(field.label)}</label> <select class="input" id="${id}" name="${name}"${described}>${options}</select>${error}</p>`;
    }
    default: {
      const autocomplete = field.autocomplete ? ` autocomplete="${escapeHtml(field.autocomplete)}"` : '';
      return `<p><label for="${id}">${escapeHtml(field.label)}</label><br><input class="input" id="${id}" type="${field.kind}" name="${name}" value="${value}"${autocomplete}${described}>${error}</p>`;
    }
  }
}

interface FormPost<S extends z.ZodType> {
  schema: S;
  /** The schema's input from the posted fields. */
  toInput: (fields: URLSearchParams) => Record<string, unknown>;
  /** Does what the JSON POST does with the parsed body. */
  save: (data: z.output<S>) => Promise<unknown>;
  /** Where a success sends the browser (a prebuilt page, no data in it). */
  sentPage: string;
  /** The form shown again on an error: its title, controls and button. */
  form: { title: string; action: string; fields: PageField[]; button: string };
  /**
   * A form whose posts need a server-signed token (the contact form's, decision 024): every page
   * showing the form again carries a fresh one in `field`, the one the refusal brought if it did
   * (an answer asking for one more press), else `issue()`'s; that refusal's page is titled `title`.
   */
  token?: { field: string; issue: () => Promise<string>; title: string };
}

/** The token a refusal carries in its answer's body under `field`, if any. */
function tokenIn(error: AppError, field: string): string | null {
  const token = error.details.body?.[field];
  return typeof token === 'string' ? token : null;
}

/**
 * Answers a browser's plain post: 303 to `sentPage` once saved; an invalid or refused one (400,
 * 403, 413, 429, 503) with the form again, its messages and the values as posted, in the site's layout.
 */
export async function answerFormPost<S extends z.ZodType>(req: Request, post: FormPost<S>): Promise<Response> {
  let fields = new URLSearchParams();
  try {
    refuseCrossSite(req);
    fields = await readFormFields(req);
    await post.save(validate(post.schema, post.toInput(fields)));
    return new Response(null, { status: 303, headers: { location: post.sentPage, 'cache-control': 'no-store' } });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fieldErrors = error.details.fieldErrors ?? {};
    const { action, button } = post.form;
    let title = post.form.title;
    let controls = post.form.fields.map((field) => fieldHtml(field, fields, fieldErrors)).join('\n');
    if (post.token) {
      const asked = tokenIn(error, post.token.field);
      if (asked) title = post.token.title;
      const token = new URLSearchParams([[post.token.field, asked ?? (await post.token.issue())]]);
      controls += `\n${fieldHtml({ kind: 'hidden', name: post.token.field }, token, {})}`;
    }
    const body = `<p role="alert"><strong>${escapeHtml(error.message)}</strong></p>
<form method="post" action="${escapeHtml(action)}" class="max-w-xl">
${controls}
<p><button type="submit" class="btn-primary">${escapeHtml(button)}</button></p>
</form>`;
    const response = await htmlPage(req, title, body, error.status);
    for (const [name, value] of Object.entries(error.details.headers ?? {})) response.headers.set(name, value);
    return response;
  }
}
