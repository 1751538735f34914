// A draft beside a published record (decisions 027 and 030): the body the kind's own form
// would save (validated with that kind's schema on the server), the version it started from and,
// for a scheduled one, when it goes live. The admin's draft controls and /api/drafts share these.
import './fields';
import { z } from 'zod';
import { DRAFT_KINDS } from './content-kinds';

const version = z.number({ error: 'The version must be a whole number' }).int().min(1).nullable().optional();

/** When the scheduled publishing makes it live: an ISO time in the future, or null (not scheduled). */
const publishAt = z
  .string({ error: 'Choose a date and time to publish' })
  .refine((text) => !Number.isNaN(Date.parse(text)), 'Choose a date and time to publish')
  .nullable()
  .optional();

/**
 * The save time (`updatedAt`) of the draft the form started from, or null when it started with
 * none: a save over a draft someone else saved since is refused (409), so neither edit is lost
 * unseen. Omitted: saved over whatever draft there is ('Overwrite').
 */
const startedFrom = z
  .string({ error: 'The draft time must be a date' })
  .refine((text) => !Number.isNaN(Date.parse(text)), 'The draft time must be a date')
  .nullable()
  .optional();

/** The draft's body: an object; the kind's schema says what it must hold. */
const body = z.record(z.string(), z.unknown(), { error: 'The draft must have a body' });

/** POST /api/drafts: saves the draft of a record (entityId) or of a new one (no entityId). */
export const DraftSaveSchema = z.object({
  kind: z.enum(DRAFT_KINDS, { error: 'Unknown kind of draft' }),
  entityId: z.number({ error: 'The record id must be a whole number' }).int().min(1).nullable().optional(),
  data: body,
  baseVersion: version,
  publishAt,
  startedFrom,
});
export type DraftSaveInput = z.input<typeof DraftSaveSchema>;

/** PUT /api/drafts/:id: a new body and/or schedule for a saved draft. */
export const DraftUpdateSchema = z.object({ data: body.optional(), baseVersion: version, publishAt, startedFrom });
export type DraftUpdateInput = z.input<typeof DraftUpdateSchema>;

/** A draft as GET /api/drafts answers it: enough for the admin's lists and dialogs. */
export const DraftJsonSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DRAFT_KINDS),
  entityId: z.number().int().nullable(),
  /** 'Unit 210', 'Harbor Building', 'Site content': what the admin calls the record. */
  label: z.string(),
  data: z.record(z.string(), z.unknown()),
  baseVersion: z.number().int().nullable(),
  publishAt: z.string().nullable(),
  publishError: z.string().nullable(),
  savedByName: z.string(),
  updatedAt: z.string(),
  /** Where staff see it applied: `/preview/listing/?draft=12`. */
  previewPath: z.string(),
});
export type DraftJson = z.infer<typeof DraftJsonSchema>;
