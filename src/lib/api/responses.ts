// What the API answers, checked in the browser before anything is shown: a changed server can't
// slip a wrong shape into the UI unnoticed. These schemas declare the answers: the JSON types
// (types.ts) are inferred from them, never from database rows.
import { z } from 'zod';
import { AlertSummarySchema } from '../schemas/alert';
import { DraftJsonSchema } from '../schemas/draft';
import { REVISION_KINDS } from '../schemas/content-kinds';
import { SiteContentSchema } from '../schemas/site-content';
import { STAFF_ROLES, type PublicUser } from '../schemas/staff-roles';
import { DashboardSchema } from '../schemas/dashboard';
import { PublishStatusSchema } from '../schemas/publish-status';
import { INQUIRY_STATUSES, NOTIFY_STATES, SPAM_REASONS } from '../schemas/inquiry';
import { LEAD_EVENT_KINDS, LEAD_STAGES } from '../schemas/lead';
import { REPLY_SEND_STATES } from '../schemas/reply';
import { LEAD_SOURCES } from '../lead-source';
import { TOUR_STATUSES } from '../schemas/tour';
import { TrashItemSchema } from '../schemas/trash';
import { BuildingJsonSchema, UnitJsonSchema } from './public-responses';

const id = z.number().int();
const text = z.string().nullable();
const date = z.string();
const list = z.array(z.string());
const timestamps = { createdAt: date, updatedAt: date };
/** The published version: an edit sends it back as `version`; a newer one answers 409. */
const version = z.number().int();

/** What a 409 over a newer version carries beside its message (src/server/versions.ts). */
export const ConflictSchema = z.object({ version, changedBy: z.string(), changedAt: date });

const FieldChangeSchema = z.discriminatedUnion('kind', [
  z.object({ field: z.string(), kind: z.literal('changed'), before: z.unknown(), after: z.unknown() }),
  z.object({
    field: z.string(),
    kind: z.literal('list'),
    added: z.array(z.unknown()),
    removed: z.array(z.unknown()),
    reordered: z.boolean(),
  }),
]);

/** GET /api/history/:kind/:id: every version, newest first, with who, when and what it changed. */
export const HistorySchema = z.object({
  kind: z.enum(REVISION_KINDS),
  id,
  currentVersion: version.nullable(),
  versions: z.array(
    z.object({
      version,
      changedBy: z.string(),
      changedAt: date,
      changes: z.array(FieldChangeSchema),
      previousVersion: version.nullable(),
      isCurrent: z.boolean(),
      data: z.record(z.string(), z.unknown()),
    }),
  ),
});

export const InquiryJsonSchema = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: text,
  listing: text,
  unitId: id.nullable(),
  message: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  isSpam: z.boolean(),
  spamReason: z.enum(SPAM_REASONS).nullable(),
  notifyState: z.enum(NOTIFY_STATES),
  notifyAttempts: z.number(),
  notifyLastError: text,
  notifyNextAt: z.string().nullable(),
  notifyClaimedAt: z.string().nullable(),
  notifySentAt: z.string().nullable(),
  stage: z.enum(LEAD_STAGES),
  lostReason: text,
  firstResponseAt: z.string().nullable(),
  tourSlots: list,
  tourStatus: z.enum(TOUR_STATUSES).nullable(),
  tourAt: z.string().nullable(),
  tourSequence: z.number(),
  tourInviteError: text,
  tourInviteSequence: z.number(),
  // Who works the lead: null while unassigned.
  assignedUserId: id.nullable(),
  assignedAt: z.string().nullable(),
  assignedTo: z.object({ id, name: z.string() }).nullable(),
  // Where the lead came from: the first touch as sent, and its channel; null before sources were kept.
  utmSource: text,
  utmMedium: text,
  utmCampaign: text,
  referrerHost: text,
  leadSource: z.enum(LEAD_SOURCES).nullable(),
  ...timestamps,
});

/** The invitation a tour confirmation would send, shown to the admin before it is sent. */
export const TourInvitePreviewJsonSchema = z.object({ summary: z.string(), when: z.string(), location: z.string(), recipients: list });

/** GET /api/team-settings: the round-robin switch and who can be given leads. */
export const TeamSettingsJsonSchema = z.object({
  autoAssign: z.boolean(),
  requirePasskeysForAdmins: z.boolean(),
  leadRetentionMonths: z.number().int(),
  assignees: z.array(z.object({ id, name: z.string(), role: z.enum(STAFF_ROLES) })),
});

export const InquiryEventJsonSchema = z.object({
  id,
  inquiryId: id,
  kind: z.enum(LEAD_EVENT_KINDS),
  fromStage: z.enum(LEAD_STAGES).nullable(),
  toStage: z.enum(LEAD_STAGES).nullable(),
  note: text,
  author: z.string(),
  authorUserId: id.nullable(),
  createdAt: date,
});

/** A reply from the admin: what was sent, by whom, and how its delivery stands. */
export const InquiryReplyJsonSchema = z.object({
  id,
  inquiryId: id,
  subject: z.string(),
  body: z.string(),
  toName: z.string(),
  toEmail: z.string(),
  author: z.string(),
  authorUserId: id.nullable(),
  sendState: z.enum(REPLY_SEND_STATES),
  sendAttempts: z.number().int(),
  sendLastError: text,
  sendNextAt: date.nullable(),
  sentAt: date.nullable(),
  createdAt: date,
});

export const ReplyTemplateJsonSchema = z.object({ id, name: z.string(), subject: z.string(), body: z.string(), ...timestamps });

/** GET /api/contact-submissions/:id/reply-draft: a template filled in for the inquiry. */
export const ReplyDraftJsonSchema = z.object({ subject: z.string(), body: z.string() });

const SignedInUserSchema: z.ZodType<PublicUser> = z.object({
  id,
  username: z.string(),
  role: z.enum(STAFF_ROLES),
  name: z.string(),
  email: z.string().nullable(),
});

/** GET /api/users (admin): every account and the pending invitations. */
export const TeamSchema = z.object({
  users: z.array(
    z.object({ id, username: z.string(), name: text, email: text, role: z.enum(STAFF_ROLES), active: z.boolean(), createdAt: date }),
  ),
  invitations: z.array(z.object({ id, email: z.string(), role: z.enum(STAFF_ROLES), expiresAt: date, invitedBy: text })),
});
export const ProfileAnswerSchema = z.object({ user: SignedInUserSchema });

export const SessionSchema = z.object({ authenticated: z.boolean(), user: SignedInUserSchema.optional() });
export const SignInSchema = z.object({ token: z.string(), user: SignedInUserSchema });

/**
 * GET /api/drafts/:id/preview for a unit or building draft: the draft and the records
 * its page shows with the draft applied. A new unit has id 0 (no page yet: publicPath null).
 */
export const ListingPreviewJsonSchema = z.object({
  draft: DraftJsonSchema,
  unit: UnitJsonSchema.nullable().optional(),
  building: BuildingJsonSchema.nullable(),
  units: z.array(UnitJsonSchema).optional(),
  publicPath: z.string().nullable(),
});

/** GET /api/site-content: the site's own words, with their version. */
export const SiteContentRecordSchema = SiteContentSchema.extend({ version: z.number().int(), updatedAt: z.string() });

/** GET /api/drafts/:id/preview for a site content draft: the whole content, applied. */
export const SitePreviewJsonSchema = z.object({
  draft: DraftJsonSchema,
  content: SiteContentSchema,
  pages: z.object({ home: z.string(), about: z.string(), contact: z.string(), privacy: z.string() }),
  publicPath: z.string(),
});
// The lists the queries (./queries.ts) read; this module loads with the first answer to check.
export const InquiryListJsonSchema = z.array(InquiryJsonSchema);
export const InquiryEventListJsonSchema = z.array(InquiryEventJsonSchema);
export const InquiryReplyListJsonSchema = z.array(InquiryReplyJsonSchema);
export const ReplyTemplateListJsonSchema = z.array(ReplyTemplateJsonSchema);
export const TrashListSchema = z.array(TrashItemSchema);
export const AlertSummaryListSchema = z.array(AlertSummarySchema);
export const DraftListJsonSchema = z.array(DraftJsonSchema);
export { DashboardSchema, PublishStatusSchema };
// The public pages' answers, from their own module (public pages load only that one).
export * from './public-responses';

// Passkeys (decision 080). The options are what @simplewebauthn/browser takes: the fields it reads,
// each checked; an authenticator's own choices (extensions, hints) are not asked for.
const credentialDescriptor = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).exactOptional(),
});
const userVerification = z.enum(['discouraged', 'preferred', 'required']);

/** POST /api/passkeys/registration-options, and a reset's `passkeyRegistration`. */
export const PasskeyCreationOptionsSchema = z.object({
  rp: z.object({ name: z.string(), id: z.string().exactOptional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().exactOptional(),
  excludeCredentials: z.array(credentialDescriptor).exactOptional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['cross-platform', 'platform']).exactOptional(),
      requireResidentKey: z.boolean().exactOptional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).exactOptional(),
      userVerification: userVerification.exactOptional(),
    })
    .exactOptional(),
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).exactOptional(),
});

/** POST /api/passkeys/sign-in-options. */
export const PasskeyRequestOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().exactOptional(),
  rpId: z.string().exactOptional(),
  allowCredentials: z.array(credentialDescriptor).exactOptional(),
  userVerification: userVerification.exactOptional(),
});

/** One of the signed-in person's passkeys: never the key. */
export const PasskeySchema = z.object({ id, name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() });
/** GET /api/passkeys. */
export const PasskeyListSchema = z.object({ passkeys: z.array(PasskeySchema) });
/** POST /api/passkeys. */
export const RegisteredPasskeySchema = z.object({ passkey: PasskeySchema });
/** POST /api/auth/password-reset/confirm: with `passkeyRegistration` when the team requires a passkey of the person. */
/** POST /api/invitations/check and /api/auth/password-reset/check: whether the link still works, nothing of whose it is. */
export const StaffLinkCheckAnswerSchema = z.object({ usable: z.boolean() });

export const PasswordResetAnswerSchema = z.object({
  success: z.literal(true),
  passkeyRegistration: PasskeyCreationOptionsSchema.exactOptional(),
});
