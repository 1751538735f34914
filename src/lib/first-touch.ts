// The visit's first touch as the page's early script kept it (src/components/layout/LeadSourceScript.astro):
// the islands send it in their JSON, as the script puts it in a form's hidden fields for a plain post.
import { FIRST_TOUCH_KEY, KEEP_FIRST_TOUCH, LEAD_SOURCE_FIELD_NAMES, type LeadSourceFields } from './lead-source';

/** What the visit's first page said of where it came from; empty when unknown (storage off, or no script). */
export function readFirstTouch(): LeadSourceFields {
  let kept: unknown;
  // The early script stores the first touch only when it must (a form sent, the page left): now.
  const keep: unknown = Reflect.get(window, Symbol.for(KEEP_FIRST_TOUCH));
  if (typeof keep === 'function') keep();
  try {
    kept = JSON.parse(sessionStorage.getItem(FIRST_TOUCH_KEY) ?? 'null');
  } catch {
    return {};
  }
  if (typeof kept !== 'object' || kept === null) return {};
  const record = kept as Record<string, unknown>;
  return Object.fromEntries(
    LEAD_SOURCE_FIELD_NAMES.flatMap((name) => (typeof record[name] === 'string' && record[name] ? [[name, record[name]]] : [])),
  );
}
