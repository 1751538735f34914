// Field helpers shared by the schemas. Forms send strings; JSON clients send numbers and booleans:
// both are accepted. Blank optional fields become undefined ("empty optional fields omitted").
import '../zod-setup';
import { z } from 'zod';
import { numberFromText } from '../format';
import { MAX_PHOTOS } from '../photo-rules';

/** Photo keys in Blobs: `<uuid>.<ext>`, the only names the API stores or serves. */
export const IMAGE_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|gif|avif)$/;
/** A unit's floor plan: a photo key, or a PDF stored beside the photos (decision 025). */
export const FLOOR_PLAN_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|gif|avif|pdf)$/;

const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
const blankToUndefined = (value: unknown) => (isBlank(value) ? undefined : value);
const toNumber = (value: unknown) => (isBlank(value) ? undefined : typeof value === 'string' ? numberFromText(value) : value);
// A checkbox posts 'on' or its value ('1'); JSON clients send booleans.
const toBoolean = (value: unknown) =>
  value === 'true' || value === 'on' || value === '1' ? true : value === 'false' || value === '' || value === '0' ? false : value;

// Text that reaches the database fits it and cannot spoof a screen: bidirectional overrides (which
// can reverse what a name shows, e.g. in the admin list or an e-mail subject) are removed, and
// control characters are refused (Postgres cannot even store NUL). Multi-line text keeps tab and
// line breaks.
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
// Matching control characters is the point of these two patterns.
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_CONTROLS = /[\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const CONTROL_CHARACTER_MESSAGE = 'Remove the control characters from this text';

/** A string with bidi overrides removed, trimmed, free of control characters, at most `max` long. */
export const cleanText = (max: number, { multiline = false, tooLong = `Must be at most ${max} characters` } = {}) =>
  z
    .string()
    .transform((text) => text.replace(BIDI_CONTROLS, '').trim())
    .refine((text) => !(multiline ? MULTI_LINE_CONTROLS : SINGLE_LINE_CONTROLS).test(text), CONTROL_CHARACTER_MESSAGE)
    .refine((text) => text.length <= max, tooLong);

export const requiredText = (message: string, max = 200) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string({ error: message }).pipe(cleanText(max)).pipe(z.string().min(1, message)),
  );

/** An e-mail address as a person types it (spaces around it dropped). */
export const emailAddress = (message = 'Please enter a valid email address') =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.email({ error: message }).max(254, message));

export const optionalText = (max = 500) => z.preprocess(blankToUndefined, cleanText(max).optional());

/** Text that may span lines (descriptions, messages). */
export const multilineText = (max = 5000) => z.preprocess(blankToUndefined, cleanText(max, { multiline: true }).optional());

/** Whole numbers stored in Postgres `integer` columns never exceed this. */
export const MAX_INTEGER = 2_147_483_647;

/** A record's id: a positive whole number, as a number or plain decimal digits ("1e0" is refused). */
export const idNumber = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v === '' ? undefined : v),
    z.number({ error: message }).int(message).min(1, message).max(MAX_INTEGER, message),
  );

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
      .array(cleanText(300))
      .max(50)
      .transform((items) => [...new Set(items.filter(Boolean))]),
  );

export const imageKey = z.string().regex(IMAGE_KEY_PATTERN, 'Unknown image');
export const floorPlanKey = z.string().regex(FLOOR_PLAN_KEY_PATTERN, 'Unknown floor plan');
export const imageList = () =>
  z.preprocess(
    (v) => (isBlank(v) ? [] : v),
    z
      .array(imageKey)
      .max(MAX_PHOTOS, `At most ${MAX_PHOTOS} photos`)
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

const YEAR_BUILT_MESSAGE = 'Year built must be between 1800 and the current year';
/** A building's or a unit's year built: 1800 to this year (docs/PRODUCT.md §9). */
export const yearBuilt = () =>
  optionalNumber(
    z
      .number()
      .int(YEAR_BUILT_MESSAGE)
      .min(1800, YEAR_BUILT_MESSAGE)
      .refine((year) => year <= currentYear(), YEAR_BUILT_MESSAGE),
    YEAR_BUILT_MESSAGE,
  );

/** A US state as two letters; a ZIP code as five digits, or ZIP+4 (the Site tab's and a unit's). */
export const STATE_PATTERN = /^[A-Za-z]{2}$/;
export const STATE_MESSAGE = 'State is two letters, e.g. MA';
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
export const ZIP_MESSAGE = 'ZIP code is five digits, e.g. 02127';
