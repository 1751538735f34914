// What a schema's fields say about themselves, read from the schema so that nothing lists them by
// hand: which fields a body may leave out (a PUT clears them) and what each takes when left out (a
// new record's form). Adding a field to a schema updates every list derived here.
import type { z } from 'zod';

export type Shape = Readonly<Record<string, z.ZodType>>;

/** The keys whose value may be missing once parsed: optional fields without a default. */
export type OptionalKey<S extends Shape> = { [K in keyof S]: undefined extends z.output<S[K]> ? K : never }[keyof S] & string;

/** What a field becomes when the body leaves it out: its default, undefined for an optional field; none when required. */
export function omittedValue(field: z.ZodType): { value: unknown } | undefined {
  const parsed = field.safeParse(undefined);
  return parsed.success ? { value: parsed.data } : undefined;
}

/** The schema's optional fields (no default), in the schema's order. */
export function optionalKeys<S extends Shape>(shape: S): OptionalKey<S>[] {
  return Object.keys(shape).filter((key) => {
    const omitted = omittedValue(shape[key]!);
    return omitted !== undefined && omitted.value === undefined;
  }) as OptionalKey<S>[];
}
