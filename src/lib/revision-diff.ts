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

/** 'unitNumber' → 'Unit number', 'data.hero.title' → 'Hero title'. */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/^data\./, '')
    .replace(/\./g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A value as a person reads it in the History, never as JSON: '(empty)', 'Yes'/'No', text and
 * numbers as they are, a list's items one after another, an object (a list item such as a
 * benefit or a fact) as its fields, 'Title: Prime Location, Text: On the waterfront'.
 */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '(empty)' : value.map(describeItem).join(', ');
  if (isPlainObject(value)) {
    const fields = Object.entries(value).filter(([, field]) => blank(field) !== null);
    return fields.length === 0 ? '(empty)' : fields.map(([key, field]) => `${fieldLabel(key)}: ${describeValue(field)}`).join(', ');
  }
  return String(value);
}

/** One list item: quoted when it is an object's fields, so items stay apart from each other. */
export const describeItem = (item: unknown): string => (isPlainObject(item) ? `“${describeValue(item)}”` : describeValue(item));

/** What a list change says: 'added A, B; removed C', or 'reordered'. */
export function listChangeText(change: Extract<FieldChange, { kind: 'list' }>): string {
  if (change.reordered) return 'reordered';
  const listed = (values: unknown[]) => values.map(describeItem).join(', ');
  return [change.added.length > 0 && `added ${listed(change.added)}`, change.removed.length > 0 && `removed ${listed(change.removed)}`]
    .filter(Boolean)
    .join('; ');
}
