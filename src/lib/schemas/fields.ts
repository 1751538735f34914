// Field helpers shared by the schemas. Forms send strings; JSON clients send numbers and booleans:
// both are accepted. Blank optional fields become undefined ("empty optional fields omitted").
import { z } from 'zod';

/** Photo keys in Blobs: `<uuid>.<ext>`, the only names the API stores or serves. */
export const IMAGE_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|gif|avif)$/;

const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
const blankToUndefined = (value: unknown) => (isBlank(value) ? undefined : value);
const toNumber = (value: unknown) =>
  isBlank(value) ? undefined : typeof value === 'string' ? Number(value.trim().replace(/,/g, '')) : value;
const toBoolean = (value: unknown) => (value === 'true' || value === 'on' ? true : value === 'false' || value === '' ? false : value);

export const requiredText = (message: string, max = 200) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`),
  );

export const optionalText = (max = 5000) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, `Must be at most ${max} characters`).optional());

/** A number; `missing` is the message for a blank or non-numeric value. */
export const requiredNumber = (schema: z.ZodNumber, missing: string) => z.preprocess(toNumber, z.number({ error: missing }).pipe(schema));

export const optionalNumber = (schema: z.ZodNumber, invalid = 'Must be a number') =>
  z.preprocess(toNumber, z.number({ error: invalid }).pipe(schema).optional());

export const flag = () => z.preprocess(toBoolean, z.boolean({ error: 'Must be true or false' })).default(false);

/** A list of short texts, from an array or from one comma- or line-separated string. */
export const textList = () =>
  z.preprocess(
    (v) => (isBlank(v) ? [] : typeof v === 'string' ? v.split(/[\n,]/) : v),
    z
      .array(z.string().trim().max(300))
      .max(50)
      .transform((items) => [...new Set(items.filter(Boolean))]),
  );

export const imageKey = z.string().regex(IMAGE_KEY_PATTERN, 'Unknown image');
export const imageList = () =>
  z.preprocess(
    (v) => (isBlank(v) ? [] : v),
    z
      .array(imageKey)
      .max(50, 'At most 50 photos')
      .transform((keys) => [...new Set(keys)]),
  );

export const webAddress = () =>
  z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/, error: 'Enter a full web address starting with https://' })
      .max(2000)
      .optional(),
  );

export const currentYear = () => new Date().getFullYear();
