// Values from the JSON Schemas of the OpenAPI document, as fast-check arbitraries: valid ones
// (in range, at their bounds), and invalid ones made from a valid value by breaking one thing.
// Refinements the schemas cannot state (a tour slot in office hours) are left to chance: the
// server must answer those with a documented 4xx too.
import fc from 'fast-check';

export type JsonSchema = { [key: string]: unknown };
type Json = unknown;

const asSchemas = (value: unknown): JsonSchema[] => (Array.isArray(value) ? (value as JsonSchema[]) : []);

/** Text that is valid for a `format`, else text at the schema's bounds. */
function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const min = Number(schema['minLength'] ?? 0);
  const max = Math.min(Number(schema['maxLength'] ?? Math.max(min, 40)), 5000);
  switch (schema['format']) {
    case 'email':
      return fc.emailAddress();
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'uri':
    case 'url':
      return fc.webUrl({ validSchemes: ['https'] });
  }
  if (typeof schema['pattern'] === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema['pattern'])).filter((s) => s.length >= min && s.length <= max);
    } catch {
      // A pattern JavaScript cannot read: any text.
    }
  }
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength: min, maxLength: max }) },
    { weight: 1, arbitrary: fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }) },
    // The bounds themselves.
    { weight: 1, arbitrary: fc.constantFrom(...new Set([min, max])).map((n) => 'x'.repeat(n)) },
  );
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lower =
    schema['minimum'] ?? (schema['exclusiveMinimum'] !== undefined ? Number(schema['exclusiveMinimum']) + (integer ? 1 : 1e-6) : undefined);
  const upper =
    schema['maximum'] ?? (schema['exclusiveMaximum'] !== undefined ? Number(schema['exclusiveMaximum']) - (integer ? 1 : 1e-6) : undefined);
  const min = Math.max(Number(lower ?? -1e9), integer ? -2147483648 : -1e12);
  const max = Math.min(Number(upper ?? 1e9), integer ? 2147483647 : 1e12);
  if (integer) return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
  return fc.oneof(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), fc.constantFrom(min, max));
}

/** An arbitrary of values `schema` accepts (as far as JSON Schema says). */
export function valid(schema: JsonSchema | boolean | undefined, depth = 0): fc.Arbitrary<Json> {
  if (schema === undefined || schema === true || Object.keys(schema as object).length === 0) return anyJson(depth);
  if (schema === false) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema['const']);
  if (Array.isArray(schema['enum'])) return fc.constantFrom(...(schema['enum'] as Json[]));
  const choices = [...asSchemas(schema['anyOf']), ...asSchemas(schema['oneOf'])];
  if (choices.length > 0)
    return fc.oneof(...choices.map((choice) => valid({ ...schema, anyOf: undefined, oneOf: undefined, ...choice }, depth)));
  const all = asSchemas(schema['allOf']);
  if (all.length > 0) return valid(Object.assign({}, ...all) as JsonSchema, depth);
  const type = schema['type'];
  if (Array.isArray(type)) return fc.oneof(...type.map((t: string) => valid({ ...schema, type: t }, depth)));
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = Number(schema['minItems'] ?? 0);
      const maxLength = Math.min(Number(schema['maxItems'] ?? minLength + 4), minLength + 6);
      return fc.array(valid(schema['items'] as JsonSchema, depth + 1), { minLength, maxLength });
    }
    case 'object':
    case undefined: {
      const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
      if (Object.keys(properties).length === 0)
        return type === 'object' ? fc.dictionary(fc.string({ maxLength: 10 }), anyJson(depth + 1), { maxKeys: 3 }) : anyJson(depth);
      const required = new Set((schema['required'] ?? []) as string[]);
      return fc.record(Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, valid(value, depth + 1)])), {
        requiredKeys: Object.keys(properties).filter((key) => required.has(key)),
      });
    }
  }
  return anyJson(depth);
}

/** Any JSON value, small. */
export function anyJson(depth = 0): fc.Arbitrary<Json> {
  return depth > 2 ? fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)) : fc.jsonValue({ maxDepth: 2 });
}

/** Values no client should send for a field: wrong types, out of range, hostile text, names of Object's own properties. */
export const hostile: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>('toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf'),
  fc.constantFrom<Json>(null, true, -1, 0, 2147483648, 1e308, -1e308, '', ' ', '0', '-1', 'NaN', '1e309', [], {}, [null], { $ne: 1 }),
  fc.constantFrom('\u0000', 'a\u0007b', '\u202Eevil', '<script>alert(1)</script>', "' or 1=1 --", '😀'.repeat(300), 'x'.repeat(20_000)),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A value `schema` should refuse, most of the time: a valid one with one part broken. */
export function invalid(schema: JsonSchema): fc.Arbitrary<Json> {
  return fc.tuple(valid(schema), hostile, fc.nat(), fc.nat(3)).map(([value, bad, pick, how]) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return bad;
    const record = { ...(value as Record<string, Json>) };
    const keys = Object.keys((schema['properties'] ?? {}) as object);
    if (keys.length === 0) return bad;
    const key = keys[pick % keys.length]!;
    if (how === 0) delete record[key];
    else if (how === 1) record['unexpected'] = bad;
    else record[key] = bad;
    return record;
  });
}
