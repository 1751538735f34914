// Every operation the functions serve, once: its role, parameters, body and answers, as the zod
// schemas the functions themselves validate with and the admin checks answers against. The
// OpenAPI document (./document.ts) is generated from this table, and a test compares it with the
// route tables of functions/*.ts, so a route or schema cannot change on one side only.
import { z } from 'zod';
import { ActivityPageSchema, ActivityQuerySchema } from '~/src/lib/schemas/activity';
import { AlertSchema } from '~/src/lib/schemas/alert';
import { BuildingSchema } from '~/src/lib/schemas/building';
import { REVISION_KINDS } from '~/src/lib/schemas/content-kinds';
import { DraftJsonSchema, DraftSaveSchema, DraftUpdateSchema } from '~/src/lib/schemas/draft';
import { GalleryImageUpdateSchema } from '~/src/lib/schemas/gallery';
import { inquirySchema, InquiryStatusSchema } from '~/src/lib/schemas/inquiry';
import { BulkInquirySchema, BulkResultSchema, InquiryPageSchema, TrashRestoreSchema } from '~/src/lib/schemas/inquiry-bulk';
import { InquiryExportSchema } from '~/src/lib/schemas/inquiry-export';
import { LeadAssigneeSchema, LeadNoteSchema, LeadStageChangeSchema, TeamSettingsSchema } from '~/src/lib/schemas/lead';
import { LeadSourceFilterSchema } from '~/src/lib/schemas/lead-source';
import { ChangePasswordSchema, LoginSchema } from '~/src/lib/schemas/login';
import { PasskeySignInSchema, RegisterPasskeySchema } from '~/src/lib/schemas/passkeys';
import { ReplySchema, ReplyTemplateSchema } from '~/src/lib/schemas/reply';
import {
  ErasureReceiptSchema,
  PersonErasureSchema,
  PersonExportSchema,
  PersonLookupSchema,
  PersonSummarySchema,
} from '~/src/lib/schemas/people-data';
import { SiteContentSchema } from '~/src/lib/schemas/site-content';
import {
  AcceptInvitationSchema,
  InviteSchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  ProfileSchema,
  StaffLinkCheckSchema,
  UpdateUserSchema,
} from '~/src/lib/schemas/staff';
import { STAFF_ROLES } from '~/src/lib/schemas/staff-roles';
import { tourScheduleSchema } from '~/src/lib/schemas/tour';
import { TRASH_KINDS } from '~/src/lib/schemas/trash';
import { UnitSchema } from '~/src/lib/schemas/unit';
import { ExpectedVersionSchema } from '~/src/lib/schemas/version';
import { DEFAULT_OFFICE_HOURS } from '~/src/lib/office-hours';
import * as answers from '~/src/lib/api/responses';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Who may call: anyone, any signed-in staff member (admin or agent), or the admin role only. */
export type Role = 'public' | 'staff' | 'admin';

export interface Body {
  /** application/json (the default), a browser's plain form post, multipart files, or any text. */
  type: 'json' | 'form' | 'multipart' | 'text';
  schema: z.ZodType;
}
export interface Answer {
  description: string;
  /** Absent: no body (204, 303, 304). */
  schema?: z.ZodType;
  /** application/json unless named. */
  type?: string;
  headers?: Record<string, string>;
}
export interface Operation {
  summary: string;
  role: Role;
  /** Staff may call, but only the admin role may do this (an agent gets 403 "Only an admin can …"). */
  adminOnlyWhen?: string;
  query?: z.ZodObject;
  headers?: Record<string, z.ZodType>;
  bodies?: Body[];
  answers: Record<number, Answer>;
  /** Counted per address or account: 429 with Retry-After beyond the limit. */
  throttled?: boolean;
  /** A write that names the version it started from: 409 when another came first. */
  conflicts?: boolean;
}

// Shapes the functions answer in place (functions/*.ts), named here once.
const id = z.number().int();
const Success = z.object({ success: z.literal(true) });
const Deleted = z.object({ success: z.literal(true), id });
const UserSchema = z.object({ id, username: z.string(), name: z.string().optional(), role: z.enum(STAFF_ROLES) }).loose();
const SignedIn = z.object({ authenticated: z.literal(true), userId: id, token: z.string(), user: UserSchema });
const Row = z.looseObject({ id });
/** An HTML page in the site's layout (a link's page, or a plain form again with its errors). */
const Html = z.string();

/** The error shape of every 4xx and 5xx (functions/_shared/http.ts). */
export const ErrorSchema = z
  .object({
    message: z.string(),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
    // A 409 over a newer version says which one came first (src/server/versions.ts).
    conflict: answers.ConflictSchema.optional(),
  })
  .loose();

/** The parameters named in a path (`:id`), as the functions read them (functions/_shared/request.ts idParam). */
export const PATH_PARAMETERS: Record<string, z.ZodType> = {
  id: z.string().regex(/^[1-9]\d{0,9}$/),
  replyId: z.string().regex(/^[1-9]\d{0,9}$/),
  version: z.string().regex(/^[1-9]\d{0,9}$/),
  kind: z.string().min(1),
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/),
  key: z.string().min(1),
};

const json = (schema: z.ZodType): Body[] => [{ type: 'json', schema }];
const ok = (schema: z.ZodType, description = 'Done'): Record<number, Answer> => ({ 200: { description, schema } });
const created = (schema: z.ZodType, description = 'Created'): Record<number, Answer> => ({ 201: { description, schema } });
/** A PUT's body: the record's fields (a schema that transforms after parsing: its input's) and the version it started from. */
const withVersion = (schema: z.ZodObject | z.ZodPipe<z.ZodObject, z.ZodType>) =>
  z.object({ ...(schema instanceof z.ZodPipe ? schema.in.shape : schema.shape), ...ExpectedVersionSchema.shape });
/** Public reads answer 304 to a matching If-None-Match (decision 012). */
const cached = (schema: z.ZodType): Record<number, Answer> => ({
  200: { description: 'The record(s)', schema },
  304: { description: 'Not modified' },
});
const linkPage: Record<number, Answer> = {
  200: { description: 'The page', schema: Html, type: 'text/html' },
  404: { description: 'Link not valid (a page)', schema: Html, type: 'text/html' },
};
const formPostAnswers: Record<number, Answer> = {
  303: { description: 'A plain form post was stored: on to the result page' },
  400: { description: 'A plain form post was refused: the form again with its errors', schema: Html, type: 'text/html' },
};

/** The Trash names its kinds in a 400 (the history, which has more, answers 404). */
const unknownKind: Record<number, Answer> = { 400: { description: 'Unknown kind', schema: ErrorSchema } };

const unit = withVersion(UnitSchema);
const building = withVersion(BuildingSchema);
const hours = DEFAULT_OFFICE_HOURS;

export const OPERATIONS: { [path: string]: Partial<{ [M in Method]: Operation }> } = {
  '/api/auth/me': { GET: { summary: 'Who is signed in', role: 'public', answers: ok(answers.SessionSchema) } },
  '/api/auth/login': {
    POST: {
      summary: 'Sign in',
      role: 'public',
      throttled: true,
      bodies: json(LoginSchema),
      answers: {
        ...ok(SignedIn, 'Signed in; sets the session cookie'),
        401: { description: 'Invalid username or password', schema: ErrorSchema },
        403: { description: 'An admin the team requires a passkey of: the password alone does not sign in', schema: ErrorSchema },
      },
    },
  },
  '/api/auth/logout': { POST: { summary: 'Sign out this session', role: 'public', answers: ok(Success) } },
  '/api/auth/logout-everywhere': {
    POST: {
      summary: 'End every session of the signed-in account',
      role: 'staff',
      answers: ok(z.object({ success: z.literal(true), signedOut: z.number() })),
    },
  },
  '/api/auth/password': {
    POST: { summary: 'Change one’s password', role: 'staff', throttled: true, bodies: json(ChangePasswordSchema), answers: ok(Success) },
  },
  '/api/auth/profile': {
    PUT: { summary: 'Change one’s name and e-mail', role: 'staff', bodies: json(ProfileSchema), answers: ok(answers.ProfileAnswerSchema) },
  },
  '/api/auth/password-reset': {
    POST: {
      summary: 'Ask for a password reset link (same answer, account or not)',
      role: 'public',
      throttled: true,
      bodies: json(PasswordResetRequestSchema),
      answers: ok(z.object({ success: z.literal(true), message: z.string() })),
    },
  },
  '/api/auth/password-reset/confirm': {
    POST: {
      summary: 'Set a new password from a reset link',
      role: 'public',
      throttled: true,
      bodies: json(PasswordResetConfirmSchema),
      answers: ok(answers.PasswordResetAnswerSchema),
    },
  },
  '/api/auth/password-reset/check': {
    POST: {
      summary: 'Whether a reset link still works (looks, never uses it)',
      role: 'public',
      throttled: true,
      bodies: json(StaffLinkCheckSchema),
      answers: ok(answers.StaffLinkCheckAnswerSchema),
    },
  },

  '/api/passkeys': {
    GET: { summary: 'One’s own passkeys', role: 'staff', answers: ok(answers.PasskeyListSchema) },
    POST: {
      summary: 'Register a passkey for oneself',
      role: 'staff',
      bodies: json(RegisterPasskeySchema),
      answers: created(answers.RegisteredPasskeySchema),
    },
  },
  '/api/passkeys/registration-options': {
    POST: { summary: 'Options (a new challenge) to register a passkey', role: 'staff', answers: ok(answers.PasskeyCreationOptionsSchema) },
  },
  '/api/passkeys/recovery': {
    POST: {
      summary: 'Register the passkey a reset link asked for, and sign in',
      role: 'public',
      bodies: json(RegisterPasskeySchema),
      answers: ok(SignedIn, 'Signed in; sets the session cookie'),
    },
  },
  '/api/passkeys/sign-in-options': {
    POST: {
      summary: 'Options (a new challenge) to sign in with a passkey',
      role: 'public',
      answers: ok(answers.PasskeyRequestOptionsSchema),
    },
  },
  '/api/passkeys/sign-in': {
    POST: {
      summary: 'Sign in with a passkey',
      role: 'public',
      throttled: true,
      bodies: json(PasskeySignInSchema),
      answers: {
        ...ok(SignedIn, 'Signed in; sets the session cookie'),
        401: { description: 'Passkey not registered or not accepted', schema: ErrorSchema },
      },
    },
  },
  '/api/passkeys/:id': { DELETE: { summary: 'Remove one of one’s passkeys', role: 'staff', answers: ok(Success) } },

  '/api/users': { GET: { summary: 'Staff accounts and pending invitations', role: 'admin', answers: ok(answers.TeamSchema) } },
  '/api/users/invitations': {
    POST: { summary: 'Invite a colleague', role: 'admin', bodies: json(InviteSchema), answers: created(Row) },
  },
  '/api/users/invitations/:id': { DELETE: { summary: 'Withdraw an invitation', role: 'admin', answers: ok(Success) } },
  '/api/users/:id': {
    PUT: { summary: 'Change a colleague’s role or access', role: 'admin', bodies: json(UpdateUserSchema), answers: ok(z.looseObject({})) },
  },
  '/api/invitations/accept': {
    POST: {
      summary: 'Join the team from an invitation link',
      role: 'public',
      throttled: true,
      bodies: json(AcceptInvitationSchema),
      answers: created(SignedIn),
    },
  },
  '/api/invitations/check': {
    POST: {
      summary: 'Whether an invitation link still works (looks, never uses it)',
      role: 'public',
      throttled: true,
      bodies: json(StaffLinkCheckSchema),
      answers: ok(answers.StaffLinkCheckAnswerSchema),
    },
  },

  '/api/properties': {
    GET: { summary: 'Every unit', role: 'public', answers: cached(answers.UnitListJsonSchema) },
    POST: { summary: 'Create a unit', role: 'staff', bodies: json(UnitSchema), answers: created(answers.UnitJsonSchema) },
  },
  '/api/properties/featured': { GET: { summary: 'The featured units', role: 'public', answers: cached(answers.UnitListJsonSchema) } },
  '/api/properties/:id': {
    GET: { summary: 'One unit', role: 'public', answers: cached(answers.UnitJsonSchema) },
    PUT: { summary: 'Change a unit', role: 'staff', conflicts: true, bodies: json(unit), answers: ok(answers.UnitJsonSchema) },
    DELETE: { summary: 'Move a unit to the Trash', role: 'staff', answers: ok(Deleted) },
  },
  '/api/buildings': {
    GET: { summary: 'Every building', role: 'public', answers: cached(answers.BuildingListJsonSchema) },
    POST: { summary: 'Create a building', role: 'staff', bodies: json(BuildingSchema), answers: created(answers.BuildingJsonSchema) },
  },
  '/api/buildings/:id': {
    GET: { summary: 'One building', role: 'public', answers: cached(answers.BuildingJsonSchema) },
    PUT: { summary: 'Change a building', role: 'staff', conflicts: true, bodies: json(building), answers: ok(answers.BuildingJsonSchema) },
    DELETE: { summary: 'Move a building to the Trash', role: 'staff', answers: ok(Deleted) },
  },
  '/api/gallery': {
    GET: {
      summary: 'Gallery images',
      role: 'public',
      query: z.object({ featured: z.enum(['true', 'false', '']).optional() }),
      answers: cached(answers.GalleryImageListJsonSchema),
    },
    POST: {
      summary: 'Add gallery images (multipart: files, description_{i}, category_{i}, featured_{i}, alt_{i})',
      role: 'staff',
      bodies: [{ type: 'multipart', schema: z.object({ images: z.array(z.string()) }).loose() }],
      answers: created(answers.GalleryImageListJsonSchema),
    },
  },
  '/api/gallery/:id': {
    PUT: {
      summary: 'Change a gallery image’s words',
      role: 'staff',
      conflicts: true,
      bodies: json(withVersion(GalleryImageUpdateSchema)),
      answers: ok(answers.GalleryImageJsonSchema),
    },
    DELETE: { summary: 'Move a gallery image to the Trash', role: 'staff', answers: ok(Deleted) },
  },
  '/api/image/:key': {
    GET: {
      summary: 'A stored photo or floor plan (JSON `{ data }` when Accept prefers application/json)',
      role: 'public',
      answers: {
        200: { description: 'The bytes', schema: z.string(), type: 'application/octet-stream' },
        304: { description: 'Not modified' },
      },
    },
  },
  '/api/upload': {
    POST: {
      summary: 'Store photos (repeated `images` files)',
      role: 'staff',
      bodies: [{ type: 'multipart', schema: z.object({ images: z.array(z.string()) }) }],
      answers: created(z.object({ filenames: z.array(z.string()) })),
    },
  },
  '/api/upload/floor-plan': {
    POST: {
      summary: 'Store a floor plan (one `file`: an image or a PDF)',
      role: 'staff',
      bodies: [{ type: 'multipart', schema: z.object({ file: z.string() }) }],
      answers: created(z.object({ filename: z.string() })),
    },
  },

  '/api/contact-submissions': {
    GET: {
      summary: 'The inbox (?spam=only|include, ?source=, ?limit and ?before for pages)',
      role: 'staff',
      query: z.object({
        spam: z.string().optional(),
        source: LeadSourceFilterSchema.shape.source,
        limit: InquiryPageSchema.shape.limit,
        before: InquiryPageSchema.shape.before,
      }),
      answers: ok(
        z.union([
          answers.InquiryListJsonSchema,
          z.object({ items: answers.InquiryListJsonSchema, total: z.number().int(), nextBefore: id.nullable() }),
        ]),
      ),
    },
    POST: {
      summary: 'Send an inquiry (the contact form)',
      role: 'public',
      throttled: true,
      bodies: [
        { type: 'json', schema: inquirySchema(hours) },
        { type: 'form', schema: z.record(z.string(), z.string()) },
        { type: 'multipart', schema: z.record(z.string(), z.string()) },
      ],
      answers: {
        ...created(z.object({ success: z.literal(true), id: id.nullable() })),
        ...formPostAnswers,
        // Without a valid form token: one more press, with a confirm token (decision 024); a plain post gets the form again.
        409: {
          description: 'No valid form token: send again with this confirm token',
          schema: ErrorSchema.extend({ formToken: z.string() }),
        },
      },
    },
  },
  '/api/contact-submissions/form-token': {
    GET: { summary: 'A token the contact form sends back', role: 'public', answers: ok(z.object({ token: z.string() })) },
  },
  '/api/contact-submissions/bulk': {
    POST: {
      summary: 'Mark read, delete or "not spam" many inquiries at once',
      role: 'staff',
      bodies: json(BulkInquirySchema),
      answers: ok(BulkResultSchema),
    },
  },
  '/api/contact-submissions/empty-spam': {
    POST: { summary: 'Move every spam inquiry to the Trash', role: 'staff', answers: ok(BulkResultSchema) },
  },
  '/api/contact-submissions/export': {
    POST: {
      summary: 'Record a CSV export of the inquiries in view (the admin saves the file only after this answers)',
      role: 'staff',
      bodies: json(InquiryExportSchema),
      answers: ok(Success, 'Recorded in the activity log'),
    },
  },
  '/api/contact-submissions/:id': { DELETE: { summary: 'Move an inquiry to the Trash', role: 'staff', answers: ok(Deleted) } },
  '/api/contact-submissions/:id/status': {
    PUT: {
      summary: 'Mark an inquiry new, read or archived',
      role: 'staff',
      bodies: json(InquiryStatusSchema),
      answers: ok(answers.InquiryJsonSchema),
    },
  },
  '/api/contact-submissions/:id/not-spam': {
    PUT: { summary: 'Move an inquiry out of Spam', role: 'staff', answers: ok(answers.InquiryJsonSchema) },
  },
  '/api/contact-submissions/:id/notify': {
    PUT: { summary: 'Send the inquiry e-mail again', role: 'staff', answers: ok(answers.InquiryJsonSchema) },
  },
  '/api/contact-submissions/:id/stage': {
    PUT: { summary: 'Move a lead to a stage', role: 'staff', bodies: json(LeadStageChangeSchema), answers: ok(answers.InquiryJsonSchema) },
  },
  '/api/contact-submissions/:id/notes': {
    POST: {
      summary: 'Add a note to a lead',
      role: 'staff',
      bodies: json(LeadNoteSchema),
      answers: created(answers.InquiryEventJsonSchema),
    },
  },
  '/api/contact-submissions/:id/history': {
    GET: { summary: 'A lead’s events, oldest first', role: 'staff', answers: ok(answers.InquiryEventListJsonSchema) },
  },
  '/api/contact-submissions/:id/replied': {
    PUT: { summary: 'Record the first response', role: 'staff', answers: ok(answers.InquiryJsonSchema) },
  },
  '/api/contact-submissions/:id/assignee': {
    PUT: {
      summary: 'Give a lead to a colleague (or to no one)',
      role: 'staff',
      bodies: json(LeadAssigneeSchema),
      answers: ok(answers.InquiryJsonSchema),
    },
  },
  '/api/contact-submissions/:id/replies': {
    GET: { summary: 'Replies sent on an inquiry', role: 'staff', answers: ok(answers.InquiryReplyListJsonSchema) },
    POST: {
      summary: 'Reply to an inquiry by e-mail (200 with the same reply for a repeat)',
      role: 'staff',
      bodies: json(ReplySchema),
      answers: { ...ok(answers.InquiryReplyJsonSchema, 'A repeat of a stored reply'), ...created(answers.InquiryReplyJsonSchema) },
    },
  },
  '/api/contact-submissions/:id/reply-draft': {
    GET: {
      summary: 'A reply filled in from a template',
      role: 'staff',
      query: z.object({ template: PATH_PARAMETERS['id']! }),
      answers: ok(answers.ReplyDraftJsonSchema),
    },
  },
  '/api/contact-submissions/:id/replies/:replyId/send': {
    PUT: { summary: 'Send a reply again', role: 'staff', answers: ok(answers.InquiryReplyJsonSchema) },
  },
  '/api/contact-submissions/:id/tour': {
    PUT: {
      summary: 'Confirm or move a tour',
      role: 'staff',
      bodies: json(tourScheduleSchema(hours)),
      answers: ok(answers.InquiryJsonSchema),
    },
    DELETE: { summary: 'Cancel a tour', role: 'staff', answers: ok(answers.InquiryJsonSchema) },
  },
  '/api/contact-submissions/:id/tour/preview': {
    GET: {
      summary: 'The invitation a tour at ?start= would send',
      role: 'staff',
      query: z.object({ start: z.string() }),
      answers: ok(answers.TourInvitePreviewJsonSchema),
    },
  },
  '/api/contact-submissions/:id/tour/invite': {
    POST: { summary: 'Send the tour invitation again', role: 'staff', answers: ok(answers.InquiryJsonSchema) },
  },

  '/api/reply-templates': {
    GET: { summary: 'Reply templates', role: 'staff', answers: ok(answers.ReplyTemplateListJsonSchema) },
    POST: {
      summary: 'Create a reply template',
      role: 'admin',
      bodies: json(ReplyTemplateSchema),
      answers: created(answers.ReplyTemplateJsonSchema),
    },
  },
  '/api/reply-templates/:id': {
    PUT: {
      summary: 'Change a reply template',
      role: 'admin',
      bodies: json(ReplyTemplateSchema),
      answers: ok(answers.ReplyTemplateJsonSchema),
    },
    DELETE: { summary: 'Delete a reply template', role: 'admin', answers: ok(Deleted) },
  },
  '/api/team-settings': {
    GET: { summary: 'Round-robin assignment and who can be given leads', role: 'staff', answers: ok(answers.TeamSettingsJsonSchema) },
    PUT: {
      summary: 'Turn round-robin assignment on or off; set how long closed leads keep personal details',
      role: 'admin',
      bodies: json(TeamSettingsSchema),
      answers: ok(z.looseObject({})),
    },
  },

  '/api/alerts': {
    GET: { summary: 'Confirmed availability alerts (criteria only)', role: 'staff', answers: ok(answers.AlertSummaryListSchema) },
    POST: {
      summary: 'Sign up for availability alerts',
      role: 'public',
      throttled: true,
      bodies: [
        { type: 'json', schema: AlertSchema },
        { type: 'form', schema: z.record(z.string(), z.string()) },
        { type: 'multipart', schema: z.record(z.string(), z.string()) },
      ],
      answers: { ...created(Success), ...formPostAnswers },
    },
  },
  '/api/alerts/:token/confirm': {
    GET: { summary: 'The confirm page of an alert e-mail', role: 'public', answers: linkPage },
    POST: { summary: 'Confirm an alert', role: 'public', answers: linkPage },
  },
  '/api/alerts/:token/unsubscribe': {
    GET: { summary: 'The unsubscribe page of an alert e-mail', role: 'public', answers: linkPage },
    POST: { summary: 'Unsubscribe (also RFC 8058 one-click)', role: 'public', answers: linkPage },
  },

  '/api/dashboard': { GET: { summary: 'The Dashboard’s figures', role: 'staff', answers: ok(answers.DashboardSchema) } },
  '/api/activity': {
    GET: { summary: 'The activity log, newest first', role: 'admin', query: ActivityQuerySchema, answers: ok(ActivityPageSchema) },
  },
  '/api/people-data/lookup': {
    POST: {
      summary: 'What is held about an e-mail address',
      role: 'admin',
      bodies: json(PersonLookupSchema),
      answers: ok(PersonSummarySchema),
    },
  },
  '/api/people-data/export': {
    POST: {
      summary: 'Everything held about an e-mail address, as one JSON file',
      role: 'admin',
      bodies: json(PersonLookupSchema),
      answers: ok(PersonExportSchema, 'The file (an attachment)'),
    },
  },
  '/api/people-data/erase': {
    POST: {
      summary: 'Erase everything held about an e-mail address',
      role: 'admin',
      bodies: json(PersonErasureSchema),
      answers: ok(ErasureReceiptSchema),
    },
  },
  '/api/activity/export': {
    GET: {
      summary: 'The activity log lines the filters keep, as CSV in office time (the export is recorded)',
      role: 'admin',
      query: ActivityQuerySchema,
      answers: { 200: { description: 'The CSV', schema: z.string(), type: 'text/csv' } },
    },
  },
  '/api/backup': {
    GET: {
      summary: 'Every table and photo as one .tar.gz',
      role: 'admin',
      answers: { 200: { description: 'The archive', schema: z.string(), type: 'application/gzip' } },
    },
  },
  '/api/publish-status': {
    GET: { summary: 'Whether the public site shows every change', role: 'staff', answers: ok(answers.PublishStatusSchema) },
  },
  '/api/publish-status/retry': {
    POST: {
      summary: 'Start a failed build again',
      role: 'staff',
      answers: { 202: { description: 'Started', schema: answers.PublishStatusSchema } },
    },
  },
  '/api/deploy-events': {
    POST: {
      summary: 'Netlify’s deploy notifications (JWS in X-Webhook-Signature)',
      role: 'public',
      headers: { 'x-webhook-signature': z.string() },
      bodies: [{ type: 'json', schema: z.looseObject({}) }],
      answers: {
        ...ok(z.object({ success: z.literal(true), outcome: z.string() })),
        401: { description: 'The signature is missing or wrong', schema: ErrorSchema },
      },
    },
  },
  '/api/listing-views': {
    POST: {
      summary: 'Count a listing view (sendBeacon; junk counts nothing)',
      role: 'public',
      bodies: [
        { type: 'text', schema: z.string() },
        { type: 'json', schema: z.object({ unitId: id }) },
      ],
      answers: { 204: { description: 'Counted, or ignored' } },
    },
  },
  '/api/site-content': {
    GET: { summary: 'The published site content', role: 'public', answers: cached(answers.SiteContentRecordSchema) },
    PUT: {
      summary: 'Change the site content',
      role: 'admin',
      conflicts: true,
      bodies: json(z.object({ ...SiteContentSchema.shape, ...ExpectedVersionSchema.shape })),
      answers: ok(answers.SiteContentRecordSchema),
    },
  },
  '/api/drafts': {
    GET: { summary: 'Every draft', role: 'staff', answers: ok(answers.DraftListJsonSchema) },
    POST: {
      summary: 'Save a draft (of kind `site`: the admin role only)',
      role: 'staff',
      adminOnlyWhen: 'kind is site',
      bodies: json(DraftSaveSchema),
      answers: created(DraftJsonSchema),
    },
  },
  '/api/drafts/:id': {
    GET: { summary: 'One draft', role: 'staff', answers: ok(DraftJsonSchema) },
    PUT: {
      summary: 'Change a draft',
      role: 'staff',
      adminOnlyWhen: 'kind is site',
      conflicts: true,
      bodies: json(DraftUpdateSchema),
      answers: ok(DraftJsonSchema),
    },
    DELETE: { summary: 'Discard a draft', role: 'staff', adminOnlyWhen: 'kind is site', answers: ok(Deleted) },
  },
  '/api/drafts/:id/publish': {
    POST: { summary: 'Publish a draft', role: 'staff', adminOnlyWhen: 'kind is site', conflicts: true, answers: ok(z.looseObject({})) },
  },
  '/api/drafts/:id/preview': {
    GET: {
      summary: 'A draft applied, for its preview page',
      role: 'staff',
      answers: ok(z.union([answers.ListingPreviewJsonSchema, answers.SitePreviewJsonSchema])),
    },
  },
  '/api/history/:kind/:id': {
    GET: { summary: 'Every version of a record, newest first', role: 'staff', answers: ok(answers.HistorySchema) },
  },
  '/api/history/:kind/:id/:version/restore': {
    POST: {
      summary: 'Restore a version (of the site content: the admin role only)',
      role: 'staff',
      adminOnlyWhen: 'kind is site',
      conflicts: true,
      bodies: json(ExpectedVersionSchema),
      answers: ok(z.looseObject({})),
    },
  },
  '/api/trash': { GET: { summary: 'What was deleted in the last 30 days', role: 'staff', answers: ok(answers.TrashListSchema) } },
  '/api/trash/restore': {
    POST: {
      summary: 'Restore many of one kind: all or none',
      role: 'staff',
      bodies: json(TrashRestoreSchema),
      answers: ok(z.object({ success: z.literal(true), kind: z.enum(TRASH_KINDS), ids: z.array(id) })),
    },
  },
  '/api/trash/:kind/:id/restore': {
    POST: {
      summary: 'Restore one',
      role: 'staff',
      answers: { ...ok(z.object({ success: z.literal(true), kind: z.enum(TRASH_KINDS), id })), ...unknownKind },
    },
  },
  '/api/trash/:kind/:id': {
    DELETE: {
      summary: 'Delete forever',
      role: 'admin',
      answers: { ...ok(z.object({ success: z.literal(true), kind: z.enum(TRASH_KINDS), id })), ...unknownKind },
    },
  },
  '/availability/results': {
    GET: {
      summary: 'The availability page filtered without script (HTML)',
      role: 'public',
      query: z.object({ type: z.string(), sort: z.string(), min: z.string(), max: z.string(), building: z.string() }).partial().loose(),
      answers: { 200: { description: 'The page', schema: Html, type: 'text/html' } },
    },
  },
  '/api/openapi.json': {
    GET: { summary: 'This document', role: 'public', answers: ok(z.looseObject({ openapi: z.string() })) },
  },
};

/** The kinds a `:kind` path parameter takes, per path prefix. */
export const KIND_VALUES: Record<string, readonly string[]> = { '/api/history': REVISION_KINDS, '/api/trash': TRASH_KINDS };
