// Where a public form's lead came from (decision 054): the first touch the form sent,
// or, when it sent none (no script, or sent before the script ran), the utm query of the page it
// was sent from, read from the request's Referer: only this site's own page counts (browsers send
// it under the site's strict-origin-when-cross-origin policy), and nothing else of it is kept.
import { LEAD_SOURCE_FIELD_NAMES, leadSourceOf, type LeadSourceFields } from '~/src/lib/lead-source';
import type { PageField } from './form-post';

/** The page the request was sent from, when the browser names it. */
function sendingPage(req: Request): URL | null {
  const referer = req.headers.get('referer');
  if (!referer) return null;
  try {
    return new URL(referer);
  } catch {
    return null;
  }
}

/** The parsed body with its lead-source fields as they are stored. */
export const withLeadSource = <T extends LeadSourceFields>(data: T, req: Request): T => ({
  ...data,
  ...leadSourceOf(data, sendingPage(req), new URL(req.url).host),
});

/** The hidden fields a form's error page carries again, so a corrected form still sends its first touch. */
export const LEAD_SOURCE_FIELDS: PageField[] = LEAD_SOURCE_FIELD_NAMES.map((name): PageField => ({ kind: 'hidden', name }));

/**
 * A plain form post's fields with the first touch filled in from its page (as withLeadSource), in
 * place: the error page shows them again as hidden fields, so the corrected form, sent from that
 * page, still says where the visit came from.
 */
export function fillLeadSourceFields(fields: URLSearchParams, req: Request): URLSearchParams {
  const sent = Object.fromEntries(LEAD_SOURCE_FIELD_NAMES.map((name) => [name, fields.get(name) || undefined]));
  const resolved: Record<string, string | undefined> = { ...withLeadSource(sent, req) };
  for (const name of LEAD_SOURCE_FIELD_NAMES) {
    const value = resolved[name];
    if (value) fields.set(name, value);
    else fields.delete(name);
  }
  return fields;
}
