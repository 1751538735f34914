import { optionalKeys, type OptionalKey, type Shape } from '~/src/lib/schemas/shape';

/**
 * The optional fields of a body's schema, each null: what a PUT writes for those it leaves out.
 * Read from the schema, so a field added there is cleared here without another list.
 */
export function clearedFields<S extends Shape>(shape: S) {
  return Object.fromEntries(optionalKeys(shape).map((key) => [key, null])) as Record<OptionalKey<S>, null>;
}

/**
 * The row a PUT writes: every optional column the input leaves out (or blank) becomes null, so
 * an edit replaces the record instead of silently keeping old values.
 */
export function replaceRow<Cleared extends Record<string, null>, Input extends object>(cleared: Cleared, input: Input) {
  const present = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  return { ...cleared, ...present } as Omit<Cleared, keyof Input> & {
    [K in keyof Input]: Exclude<Input[K], undefined> | (K extends keyof Cleared ? null : never);
  };
}
