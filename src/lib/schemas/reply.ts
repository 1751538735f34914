// Replies from the admin (decision 055): a reply's subject and text, the templates staff
// start one from, and the placeholders both may hold. Placeholders are filled on the server
// (src/server/replies.ts) with `fillPlaceholders`; a name it does not know is refused, never sent.
import { z } from 'zod';
import { cleanText, requiredText } from './fields';

/** The placeholders a template or reply may hold, and what each is filled with. */
export const REPLY_PLACEHOLDERS = {
  firstName: "the visitor's first name",
  unit: 'the unit they asked about',
  leasingContact: 'the leasing contact (name, phone, e-mail)',
} as const;
export type ReplyPlaceholder = keyof typeof REPLY_PLACEHOLDERS;
export type PlaceholderValues = Record<ReplyPlaceholder, string>;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const isKnown = (name: string): name is ReplyPlaceholder => Object.hasOwn(REPLY_PLACEHOLDERS, name);
const knownList = Object.keys(REPLY_PLACEHOLDERS)
  .map((name) => `{{${name}}}`)
  .join(', ');

/** The placeholders in `text` that are not known, each once, as written. */
export function unknownPlaceholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].filter(([, name = '']) => !isKnown(name)).map(([whole]) => whole))];
}

/** `text` with each known placeholder replaced by its value (unknown ones are refused before this). */
export const fillPlaceholders = (text: string, values: PlaceholderValues) =>
  text.replace(PLACEHOLDER, (whole, name: string) => (isKnown(name) ? values[name] : whole));

const knownPlaceholdersOnly = (text: string) => unknownPlaceholders(text).length === 0;
/** 'Unknown placeholder {{name}}: use {{firstName}}, {{unit}}, {{leasingContact}}' */
const unknownMessage = {
  error: (issue: { input: unknown }) => `Unknown placeholder ${unknownPlaceholders(String(issue.input)).join(', ')}: use ${knownList}`,
};

export const MAX_REPLY_SUBJECT = 200;
export const MAX_REPLY_BODY = 10_000;

/** One line: a line break in a subject would start a new mail header (header injection). */
const subjectField = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  z
    .string({ error: 'Please write a subject' })
    .refine((text) => !/[\r\n]/.test(text), 'Please keep the subject on one line')
    .pipe(cleanText(MAX_REPLY_SUBJECT, { tooLong: `Please keep the subject under ${MAX_REPLY_SUBJECT} characters` }))
    .pipe(z.string().min(1, 'Please write a subject'))
    .refine(knownPlaceholdersOnly, unknownMessage),
);

const bodyField = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  z
    .string({ error: 'Please write a reply' })
    .pipe(cleanText(MAX_REPLY_BODY, { multiline: true, tooLong: 'Please keep a reply under 10,000 characters' }))
    .pipe(z.string().min(1, 'Please write a reply'))
    .refine(knownPlaceholdersOnly, unknownMessage),
);

/** `POST /api/contact-submissions/:id/replies`: what the composer sends. */
export const ReplySchema = z.object({
  subject: subjectField,
  body: bodyField,
  // Drawn by the composer once per reply: the same key twice sends once (a double click, a retry).
  idempotencyKey: z.uuid({ error: 'The reply needs an idempotency key (a UUID)' }),
});
export type ReplyInput = z.input<typeof ReplySchema>;
export type ReplyData = z.output<typeof ReplySchema>;

/** `POST /api/reply-templates`, `PUT /api/reply-templates/:id` (admins). */
export const ReplyTemplateSchema = z.object({
  name: requiredText('Please name the template', 80),
  subject: subjectField,
  body: bodyField,
});
export type ReplyTemplateInput = z.input<typeof ReplyTemplateSchema>;
export type ReplyTemplateData = z.output<typeof ReplyTemplateSchema>;

/** A reply's delivery: claimed and sent like an inquiry's e-mail (src/server/replies.ts). */
export const REPLY_SEND_STATES = ['pending', 'sending', 'sent', 'failed'] as const;
export type ReplySendState = (typeof REPLY_SEND_STATES)[number];
