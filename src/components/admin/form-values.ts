import { omittedValue, type Shape } from '~/src/lib/schemas/shape';

/** A record's value as a form field shows it: text, or `fallback` when there is none. */
export const fieldText = (value: string | number | null | undefined, fallback = '') =>
  value === null || value === undefined ? fallback : String(value);

/** A value as its form control holds it: checkboxes a boolean, text lists comma-separated, the rest text. */
function controlValue(field: Shape[string], value: unknown): string | boolean | unknown[] {
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) {
    const text = value.join(', ');
    // A list typed as text (amenities) is edited as text; one that is not (photo keys) stays a list.
    return field.safeParse(text).success ? text : value;
  }
  return value === null || value === undefined ? '' : String(value);
}

/**
 * A form's starting values, one per field of its schema: the record's value, or for a new record
 * what the schema gives a field left out (its default, else blank). `overrides` holds the fields a
 * form shows differently. A field without a control keeps its value through a save.
 */
export function schemaFormValues<Input>(shape: Shape, record: object | null, overrides: Partial<Input> = {}): Input {
  const values = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => {
      const stored: unknown = record ? (record as Record<string, unknown>)[key] : omittedValue(field)?.value;
      return [key, controlValue(field, stored)];
    }),
  );
  // Each value is the record's own or the schema's default, in the text a form control holds: input the schema accepts.
  return { ...values, ...overrides } as Input;
}
