/** A record's value as a form field shows it: text, or `fallback` when there is none. */
export const fieldText = (value: string | number | null | undefined, fallback = '') =>
  value === null || value === undefined ? fallback : String(value);
