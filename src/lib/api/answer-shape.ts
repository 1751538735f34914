// The API's answer for a record, read from the schema of the body that writes it: each field
// answers its parsed value, an optional one null when empty. Checks (lengths, ranges) are the
// writer's business: an answer is only checked for its types, so a record stored under older rules
// still shows.
import { z } from 'zod';
import { optionalKeys, type Shape } from '../schemas/shape';

/** A parsed value as JSON answers it: empty optional values are null. */
export type AnswerOf<T> = undefined extends T ? Exclude<T, undefined> | null : T;
export type AnswerShape<S extends Shape> = { [K in keyof S]-?: z.ZodType<AnswerOf<z.output<S[K]>>> };

/** The plain type a field's parsed value has: wrappers, preprocessing and transforms looked through. */
function answerType(field: z.core.$ZodType): z.ZodType {
  const def = field._zod.def;
  switch (def.type) {
    case 'pipe': {
      const { in: input, out } = def as z.core.$ZodPipeDef;
      // z.preprocess(fn, schema) pipes a transform into the schema; schema.transform(fn) the reverse.
      return answerType(out._zod.def.type === 'transform' ? input : out);
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
      return answerType((def as z.core.$ZodOptionalDef).innerType);
    case 'array':
      return z.array(answerType((def as z.core.$ZodArrayDef).element));
    case 'enum':
      return z.enum(Object.values((def as z.core.$ZodEnumDef).entries) as [string, ...string[]]);
    case 'string':
      return z.string();
    case 'number':
      return z.number();
    case 'boolean':
      return z.boolean();
    default:
      throw new Error(`No answer type for a ${def.type} field`);
  }
}

/** The answer's fields for a body schema's fields, in the same order. */
export function answerShape<S extends Shape>(shape: S): AnswerShape<S> {
  const optional = new Set<string>(optionalKeys(shape));
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, optional.has(key) ? answerType(field).nullable() : answerType(field)]),
  ) as AnswerShape<S>;
}
