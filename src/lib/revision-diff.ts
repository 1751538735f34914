// What changed between two versions of a record: field by field, computed on read from
// the stored records (a revision is never rewritten). Lists (photos, amenities) say what was added
// and removed; nested objects (the site content) are compared field by field under a dotted name.
// Office hours (the site content's contact.hours) are compared and shown as the site writes them.
// Pure, so the admin computes "Review their change" with the same rules as the history.
import { officeHoursText, type OfficeHours } from './office-hours';

/** Bookkeeping every version has: never shown as a change. */
const IGNORED = new Set(['id', 'version', 'createdAt', 'updatedAt']);

export type FieldChange =
  | { field: string; kind: 'changed'; before: unknown; after: unknown }
  | { field: string; kind: 'list'; added: unknown[]; removed: unknown[]; reordered: boolean };

type Json = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** Empty text, null and a missing field all read as "no value". */
const blank = (value: unknown) => (value === undefined || value === '' ? null : value);

const isOfficeHours = (value: unknown): value is OfficeHours =>
  isPlainObject(value) && Array.isArray(value['days']) && Array.isArray(value['closedDates']);

/**
 * Office hours as one line, 'Monday - Friday 9:00 AM - 6:00 PM; closed 2026-11-27': a day's times
 * apart from its weekday mean nothing, and hours stored as text before decision 048 compare equal.
 */
function readable(value: unknown): unknown {
  if (!isOfficeHours(value)) return value;
  const closed = value.closedDates.map(({ date }) => date);
  return [officeHoursText(value), ...(closed.length > 0 ? [`closed ${closed.join(', ')}`] : [])].join('; ');
}

function diffInto(changes: FieldChange[], prefix: string, before: Json, after: Json) {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  for (const key of keys) {
    if (!prefix && IGNORED.has(key)) continue;
    const field = prefix ? `${prefix}.${key}` : key;
    const [a, b] = [readable(blank(before[key])), readable(blank(after[key]))];
    if (same(a, b)) continue;
    if (isPlainObject(a) && isPlainObject(b)) {
      diffInto(changes, field, a, b);
    } else if (Array.isArray(a) || Array.isArray(b)) {
      const [from, to] = [Array.isArray(a) ? a : [], Array.isArray(b) ? b : []];
      const added = to.filter((item) => !from.some((old) => same(old, item)));
      const removed = from.filter((item) => !to.some((now) => same(now, item)));
      changes.push({ field, kind: 'list', added, removed, reordered: added.length === 0 && removed.length === 0 });
    } else {
      changes.push({ field, kind: 'changed', before: a, after: b });
    }
  }
}

/** The changes from `before` to `after` (two records as the API answers them), in field order. */
export function diffRecords(before: Json, after: Json): FieldChange[] {
  const changes: FieldChange[] = [];
  diffInto(changes, '', before, after);
  return changes;
}
