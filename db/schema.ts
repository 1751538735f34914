// The only source of tables. Property names are the docs/PRODUCT.md §3 field names used in API JSON;
// columns are snake_case in Postgres (casing is set in drizzle.config.ts and db/client.ts).
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { BUILDING_CLASSES, TENANT_TYPES } from '~/src/lib/schemas/building';
import { DRAFT_KINDS, REVISION_KINDS } from '~/src/lib/schemas/content-kinds';
import { INQUIRY_STATUSES, NOTIFY_STATES, SPAM_REASONS } from '~/src/lib/schemas/inquiry';
import { LEAD_SOURCES } from '~/src/lib/lead-source';
import { LEAD_EVENT_KINDS, LEAD_STAGES } from '~/src/lib/schemas/lead';
import { REPLY_SEND_STATES } from '~/src/lib/schemas/reply';
import { STAFF_ROLES, STAFF_TOKEN_KINDS } from '~/src/lib/schemas/staff-roles';
import { TOUR_STATUSES } from '~/src/lib/schemas/tour';
import { PARKING_OPTIONS, SPACE_TYPES, UNIT_STATUSES } from '~/src/lib/schemas/unit';

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
const timestamps = {
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`),
};
const textList = () =>
  text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
// When a record was moved to the Trash (docs/PRODUCT.md §4): null for a live one. Trashed records
// are hidden from every page and API list, restorable for 30 days, then purged by housekeeping.
const trashable = { deletedAt: timestamp({ withTimezone: true, mode: 'date' }) };
// The published version of a record: every edit names the version it started from, and a save over
// a newer one is refused (decision 027). Starts at 1; each published change adds 1.
const versioned = { version: integer().notNull().default(1) };
// The values a check constraint allows, from the list the code uses: `'unit', 'building', 'site'`.
const oneOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
// Where a lead came from (decision 054): the visit's first touch as sent (utm values up to
// 100 characters, the external referrer's host only) and the channel src/lib/lead-source.ts
// classified it under when it was stored. Null everywhere for leads stored before sources were kept.
const leadSourceColumns = {
  utmSource: text(),
  utmMedium: text(),
  utmCampaign: text(),
  referrerHost: text(),
  leadSource: text({ enum: LEAD_SOURCES }),
};

// Dollars per square foot per year, or dollars and cents: exact decimals, read as numbers.
const money = () => numeric({ precision: 10, scale: 2, mode: 'number' });

export const buildings = pgTable(
  'buildings',
  {
    id: id(),
    name: text().notNull(),
    address: text().notNull(),
    description: text(),
    availableSquareFootage: integer().notNull().default(0),
    totalFloors: integer().notNull().default(1),
    buildingClass: text({ enum: BUILDING_CLASSES }).notNull().default('A'),
    tenantType: text({ enum: TENANT_TYPES }).notNull().default('office'),
    totalSquareFootage: integer(),
    yearBuilt: integer(),
    continuouslyRenovated: boolean().notNull().default(false),
    bikeScore: integer().notNull().default(0),
    walkScore: integer().notNull().default(0),
    transitScore: integer().notNull().default(0),
    nearbyTransit: textList(),
    transportationNotes: text(),
    amenities: textList(),
    featured: boolean().notNull().default(false),
    mainImage: text(),
    images: textList(),
    featuredImages: textList(),
    ...versioned,
    ...trashable,
    ...timestamps,
  },
  (t) => [
    check('buildings_class_check', sql`${t.buildingClass} in ('A', 'B', 'C')`),
    check('buildings_tenant_type_check', sql`${t.tenantType} in ('office', 'industrial', 'flex')`),
  ],
);

// "Properties" in the API (docs/PRODUCT.md §3): one leasable unit inside a building.
export const units = pgTable(
  'units',
  {
    id: id(),
    // RESTRICT: a building with units cannot be deleted (the API answers 409 instead).
    buildingId: integer()
      .notNull()
      .references(() => buildings.id, { onDelete: 'restrict' }),
    unitNumber: text().notNull(),
    type: text({ enum: SPACE_TYPES }).notNull(),
    squareFootage: integer().notNull(),
    rate: money().notNull().default(0),
    priceOnRequest: boolean().notNull().default(false),
    status: text({ enum: UNIT_STATUSES }).notNull().default('available'),
    description: text(),
    address: text(),
    city: text(),
    state: text(),
    zipCode: text(),
    crossStreets: text(),
    buildingClass: text(),
    yearBuilt: integer(),
    totalBuildingSize: integer(),
    ceilingHeight: numeric({ precision: 6, scale: 2, mode: 'number' }),
    parkingSpaces: integer(),
    parkingRatio: text(),
    parkingAvailable: text({ enum: PARKING_OPTIONS }).notNull().default('yes'),
    leaseType: text(),
    operatingExpenses: money(),
    taxes: money(),
    insurance: money(),
    featured: boolean().notNull().default(false),
    images: textList(),
    mainImage: text(),
    amenities: textList(),
    loopnetUrl: text(),
    floor: text(),
    /** A floor plan in the photo store: an image key or a PDF's `<uuid>.pdf` (decision 025). */
    floorPlan: text(),
    availableFrom: date({ mode: 'string' }),
    ...versioned,
    ...trashable,
    ...timestamps,
  },
  (t) => [
    index('units_building_id_idx').on(t.buildingId),
    check('units_status_check', sql`${t.status} in ('available', 'leased')`),
    check('units_parking_available_check', sql`${t.parkingAvailable} in ('yes', 'no')`),
    check('units_square_footage_check', sql`${t.squareFootage} >= 1`),
    check('units_rate_check', sql`${t.rate} >= 0`),
  ],
);

// "Contact submissions" in the API.
export const inquiries = pgTable(
  'inquiries',
  {
    id: id(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    company: text(),
    // The unit as the visitor named it, kept verbatim (the API's `listing`), and the unit it was
    // resolved to once, when stored (src/server/inquiry-unit.ts). Every count and label uses the
    // id; a unit purged from the Trash leaves its inquiries with null and their text.
    listing: text(),
    unitId: integer().references(() => units.id, { onDelete: 'set null' }),
    message: text().notNull(),
    status: text({ enum: INQUIRY_STATUSES }).notNull().default('new'),
    // Set when the form's spam traps fired; kept (never dropped) so nothing real is lost, and
    // listed for review in the admin's Spam view with the reason (src/server/inquiries.ts).
    isSpam: boolean().notNull().default(false),
    spamReason: text({ enum: SPAM_REASONS }),
    // The leasing team's e-mail about it (src/server/notifications.ts): held while flagged,
    // pending until sent, retried with backoff after a failure; never sent twice.
    notifyState: text({ enum: NOTIFY_STATES }).notNull().default('pending'),
    notifyAttempts: integer().notNull().default(0),
    notifyLastError: text(),
    notifyNextAt: timestamp({ withTimezone: true, mode: 'date' }),
    notifyClaimedAt: timestamp({ withTimezone: true, mode: 'date' }),
    notifySentAt: timestamp({ withTimezone: true, mode: 'date' }),
    // The e-mail's Message-ID, drawn by its first claim and kept for every retry, so each attempt is
    // the same message and a reply from the admin names it (In-Reply-To) to thread with it. Null
    // until then, and for inquiries e-mailed before it was stored (their replies do not thread).
    notifyMessageId: text(),
    // The leasing pipeline (src/server/lead-pipeline.ts), beside the first release's new/read status.
    stage: text({ enum: LEAD_STAGES }).notNull().default('new'),
    lostReason: text(),
    // When the team first answered: the first move to Contacted or later, or "Reply via Email".
    firstResponseAt: timestamp({ withTimezone: true, mode: 'date' }),
    // A tour (src/server/tours.ts): the starts the visitor asked for (ISO), the confirmed one, and
    // the invitation's SEQUENCE (raised on every move or cancellation, same UID).
    tourSlots: textList(),
    tourStatus: text({ enum: TOUR_STATUSES }),
    tourAt: timestamp({ withTimezone: true, mode: 'date' }),
    tourSequence: integer().notNull().default(0),
    // Why the last invitation was not delivered; null once it was (or none was due).
    tourInviteError: text(),
    // The highest SEQUENCE whose invitation a request has claimed for sending (-1: none yet). A
    // request sends only what it claims, so concurrent changes never send one SEQUENCE twice
    // (docs/decisions/015-tour-invitations-once.md).
    tourInviteSequence: integer().notNull().default(-1),
    // Names the submission (src/server/inquiry-outbox.ts): an inquiry kept in Blobs while the
    // database was unreachable is moved in under its blob key, once, however often it is drained.
    // Null for inquiries stored before there was one.
    intakeKey: text(),
    // The staff member who works the lead; null: unassigned. A user who is deleted
    // leaves the lead unassigned (accounts are deactivated, not deleted, so this is rare).
    assignedUserId: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
    assignedAt: timestamp({ withTimezone: true, mode: 'date' }),
    // When the person's name, address and words were removed (src/server/people-data.ts): on a
    // person's request, or by the retention of closed leads. The row stays so counts stay.
    erasedAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...leadSourceColumns,
    ...trashable,
    ...timestamps,
  },
  (t) => [
    index('inquiries_created_at_idx').on(t.createdAt),
    index('inquiries_lead_source_idx').on(t.leadSource, t.createdAt),
    check('inquiries_lead_source_check', sql`${t.leadSource} in (${oneOf(LEAD_SOURCES)})`),
    index('inquiries_unit_id_idx').on(t.unitId),
    index('inquiries_notify_state_idx').on(t.notifyState),
    check('inquiries_status_check', sql`${t.status} in ('new', 'read')`),
    check(
      'inquiries_stage_check',
      sql`${t.stage} in ('new', 'tour-requested', 'contacted', 'tour-scheduled', 'proposal', 'signed', 'lost')`,
    ),
    check('inquiries_tour_status_check', sql`${t.tourStatus} in ('requested', 'confirmed', 'cancelled')`),
    index('inquiries_tour_at_idx').on(t.tourAt),
    index('inquiries_assigned_user_id_idx').on(t.assignedUserId),
    uniqueIndex('inquiries_intake_key_idx').on(t.intakeKey),
  ],
);

// An inquiry's history: each stage change, internal note and first reply, with who and when.
// Written in the same statement as the change it records (db/queries/lead-pipeline.ts).
export const inquiryEvents = pgTable(
  'inquiry_events',
  {
    id: id(),
    inquiryId: integer()
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    kind: text({ enum: LEAD_EVENT_KINDS }).notNull(),
    fromStage: text({ enum: LEAD_STAGES }),
    toStage: text({ enum: LEAD_STAGES }),
    note: text(),
    /** The person's name at the time (history lines show it) and their account. */
    author: text().notNull(),
    authorUserId: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('inquiry_events_inquiry_id_idx').on(t.inquiryId, t.createdAt)],
);

// A reply to an inquiry, written in the admin and e-mailed from the leasing address to the visitor,
// with the leasing mailbox in copy (src/server/replies.ts, decision 055). Stored before it is sent,
// then claimed, sent and retried like the inquiry's own e-mail (the send* columns). The composer's
// idempotency key is unique: however many times one composed reply is posted, it is stored, and
// so sent, once. `messageId` is this reply's own Message-ID (the same on every attempt);
// `inReplyTo` the inquiry e-mail's, when it had one.
export const inquiryReplies = pgTable(
  'inquiry_replies',
  {
    id: id(),
    inquiryId: integer()
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    idempotencyKey: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    /** The visitor's name and address when it was written. */
    toName: text().notNull(),
    toEmail: text().notNull(),
    messageId: text().notNull(),
    inReplyTo: text(),
    /** The person's name at the time (the timeline shows it) and their account. */
    author: text().notNull(),
    authorUserId: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
    sendState: text({ enum: REPLY_SEND_STATES }).notNull().default('pending'),
    sendAttempts: integer().notNull().default(0),
    sendLastError: text(),
    sendNextAt: timestamp({ withTimezone: true, mode: 'date' }),
    sendClaimedAt: timestamp({ withTimezone: true, mode: 'date' }),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inquiry_replies_idempotency_key_idx').on(t.idempotencyKey),
    index('inquiry_replies_inquiry_id_idx').on(t.inquiryId, t.createdAt),
    index('inquiry_replies_send_state_idx').on(t.sendState),
    check('inquiry_replies_send_state_check', sql`${t.sendState} in (${oneOf(REPLY_SEND_STATES)})`),
  ],
);

// The team's reply templates (admins edit them; any staff member starts a reply from one). Subject
// and body may hold the placeholders of src/lib/schemas/reply.ts, filled in when a reply is drafted.
export const replyTemplates = pgTable(
  'reply_templates',
  {
    id: id(),
    name: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('reply_templates_name_idx').on(sql`lower(${t.name})`)],
);

// Availability alerts (src/server/alerts.ts): double opt-in (nothing is sent before confirmedAt),
// at most one e-mail a day (lastSentAt), sent and retried like inquiry e-mails (the send* columns).
// `token` names the alert in its confirm and unsubscribe links. `emailKey` is the address as one
// mailbox: trimmed, lower case, without a `+tag`; at most one unconfirmed alert per key
// (docs/decisions/014-availability-alerts.md), so one mailbox gets at most one confirmation a day.
export const availabilityAlerts = pgTable(
  'availability_alerts',
  {
    id: id(),
    email: text().notNull(),
    emailKey: text()
      .notNull()
      .generatedAlwaysAs(sql`regexp_replace(lower(btrim(email)), '\\+[^@]*@', '@')`),
    spaceType: text({ enum: SPACE_TYPES }),
    minSquareFootage: integer(),
    maxSquareFootage: integer(),
    // An alert for one building goes with it when the building is deleted for good.
    buildingId: integer().references(() => buildings.id, { onDelete: 'cascade' }),
    token: text().notNull(),
    confirmedAt: timestamp({ withTimezone: true, mode: 'date' }),
    unsubscribedAt: timestamp({ withTimezone: true, mode: 'date' }),
    lastSentAt: timestamp({ withTimezone: true, mode: 'date' }),
    sendClaimedAt: timestamp({ withTimezone: true, mode: 'date' }),
    sendAttempts: integer().notNull().default(0),
    sendLastError: text(),
    sendNextAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...leadSourceColumns,
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('availability_alerts_token_idx').on(t.token),
    check('availability_alerts_lead_source_check', sql`${t.leadSource} in (${oneOf(LEAD_SOURCES)})`),
    uniqueIndex('availability_alerts_pending_email_idx')
      .on(t.emailKey)
      .where(sql`${t.confirmedAt} is null and ${t.unsubscribedAt} is null`),
  ],
);

// A unit that became available and matches an alert, waiting for (or named in) its next e-mail.
// Written by the units_status_changed trigger (migration 0010), so every way a unit becomes
// available (created, marked available, restored) is caught.
export const alertMatches = pgTable(
  'alert_matches',
  {
    id: id(),
    alertId: integer()
      .notNull()
      .references(() => availabilityAlerts.id, { onDelete: 'cascade' }),
    unitId: integer()
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('alert_matches_unsent_idx')
      .on(t.alertId, t.unitId)
      .where(sql`${t.sentAt} is null`),
  ],
);

// Every status a unit has had, from the same trigger: the dashboard's days on market.
export const unitStatusChanges = pgTable(
  'unit_status_changes',
  {
    id: id(),
    unitId: integer()
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    status: text({ enum: UNIT_STATUSES }).notNull(),
    changedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('unit_status_changes_unit_id_idx').on(t.unitId, t.changedAt)],
);

// Listing page views per unit and day (src/server/listing-views.ts): a count, nothing about who.
export const listingViews = pgTable(
  'listing_views',
  {
    id: id(),
    unitId: integer()
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    views: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('listing_views_unit_day_idx').on(t.unitId, t.day)],
);

// The visitors counted today (src/server/listing-views.ts): a salted hash of address, unit and day
// under a salt that changes every day, so a visitor counts once per unit and day and nothing links
// them to an address or across days. The daily housekeeping deletes past days. Never backed up.
export const listingViewVisitors = pgTable(
  'listing_view_visitors',
  {
    visitor: text().primaryKey(),
    day: date({ mode: 'string' }).notNull(),
  },
  (t) => [index('listing_view_visitors_day_idx').on(t.day)],
);

export const galleryImages = pgTable('gallery_images', {
  id: id(),
  filename: text().notNull(),
  // Shown under the photo and in the viewer: its caption.
  description: text(),
  category: text(),
  featured: boolean().notNull().default(false),
  // What the photo shows, for people who cannot see it (the <img> alt). Null for photos added
  // before there was one: pages then use the description, else a default (src/lib/photo-alt.ts).
  alt: text(),
  ...versioned,
  ...trashable,
  ...timestamps,
});

// The alt text and caption of a unit's or building's photo, by its photo key (decision 034). A
// row is written in the same transaction as the unit or building that lists the photo, and goes
// when the photo itself is deleted (src/server/photos/delete-unused-photos.ts). A photo without
// one is described by a default from its unit or building (src/lib/photo-alt.ts).
export const photoDetails = pgTable('photo_details', {
  key: text().primaryKey(),
  alt: text().notNull(),
  caption: text(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// Staff accounts (decision 042). The seeded `admin` signs in by username as
// docs/PRODUCT.md §2 says; invited colleagues sign in with their e-mail address, which is their username. A
// deactivated account's sessions end at once (db/queries/sessions.ts reads `active`).
export const adminUsers = pgTable(
  'admin_users',
  {
    id: id(),
    username: text().notNull().unique(),
    passwordHash: text().notNull(),
    role: text({ enum: STAFF_ROLES }).notNull().default('admin'),
    /** The name history lines, notes and the Activity view show; the username when not set. */
    name: text(),
    /** Where invitations, resets and assigned leads are sent: lower case, one account per address. */
    email: text(),
    active: boolean().notNull().default(true),
    deactivatedAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('admin_users_email_idx').on(t.email), check('admin_users_role_check', sql`${t.role} in ('admin', 'agent')`)],
);

// Single-use links e-mailed to staff: an invitation (role, e-mail; valid 72 hours) or a password
// reset (the account). Only the SHA-256 of the link's secret is stored. Using one is one UPDATE
// that sets usedAt where it is null, so fifty clicks at once use it once.
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: id(),
    kind: text({ enum: STAFF_TOKEN_KINDS }).notNull(),
    tokenHash: text().notNull().unique(),
    email: text().notNull(),
    /** The role an invitation grants. */
    role: text({ enum: STAFF_ROLES }),
    /** The account a reset is for. */
    userId: integer().references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdByUserId: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** Set when an admin withdraws an invitation before it is used. */
    revokedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('staff_tokens_email_idx').on(t.email), check('staff_tokens_kind_check', sql`${t.kind} in ('invite', 'reset')`)],
);

// The team's settings (one row, id 1): whether new inquiries and tour requests are assigned
// round-robin among active agents, and the turn counter that spreads them (one atomic increment
// per assignment, so concurrent leads never pick the same turn); the daily Spam e-mail's mark; and
// how many months a closed lead keeps the person's details before the housekeeping anonymizes it
// (src/server/people-data.ts).
export const teamSettings = pgTable(
  'team_settings',
  {
    id: integer().primaryKey(),
    autoAssign: boolean().notNull().default(false),
    assignTurn: integer().notNull().default(0),
    /** Admins sign in with a passkey only: a password alone no longer does (decision 080). */
    requirePasskeysForAdmins: boolean().notNull().default(false),
    // When the daily Spam e-mail last went out: the next one names only spam newer than this, and
    // goes at most once a Boston day (one conditional UPDATE claims it; src/server/spam-report.ts).
    spamReportedAt: timestamp({ withTimezone: true, mode: 'date' }),
    leadRetentionMonths: integer().notNull().default(24),
    ...timestamps,
  },
  (t) => [
    check('team_settings_one_row_check', sql`${t.id} = 1`),
    check('team_settings_lead_retention_check', sql`${t.leadRetentionMonths} between 1 and 120`),
  ],
);

// Every staff write, append-only: who, when, what, which record, and the address's /24
// (IPv4) or /48 (IPv6) only. A database trigger refuses updates, and deletes of rows younger than
// 13 months (the housekeeping keeps 13 months). The user's name is copied: the log outlives renames.
export const activityLog = pgTable(
  'activity_log',
  {
    id: id(),
    at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    userId: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
    userName: text().notNull(),
    /** What was done, e.g. 'unit.update', 'backup.download', 'user.deactivate'. */
    action: text().notNull(),
    /** The kind of record (unit, building, inquiry, …) and its id, when the write names one. */
    recordKind: text(),
    recordId: text(),
    method: text().notNull(),
    path: text().notNull(),
    status: integer().notNull(),
    addressPrefix: text(),
    /**
     * An audited change (src/lib/schemas/activity.ts AUDIT_EVENTS: 'publish', 'role-change',
     * 'sign-in-failed', …), written in the transaction of the change itself; null on a plain
     * request line.
     */
    event: text(),
    /** What the line adds in words: the roles before and after, the user name a failed sign-in tried. */
    detail: text(),
  },
  (t) => [
    index('activity_log_at_idx').on(t.at),
    index('activity_log_event_idx').on(t.event, t.at),
    index('activity_log_user_id_idx').on(t.userId, t.at),
    index('activity_log_record_kind_idx').on(t.recordKind, t.at),
  ],
);

// Staff passkeys (WebAuthn, decision 080): the public key and signature counter of each credential
// a staff member registered, named by them. The private key never leaves their device.
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    /** The authenticator's credential id, base64url, as the browser reports it. */
    credentialId: text().notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text().notNull(),
    signCount: integer().notNull().default(0),
    transports: textList(),
    name: text().notNull(),
    lastUsedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('passkeys_user_id_idx').on(t.userId)],
);

// WebAuthn challenges, each single-use: one DELETE … RETURNING takes it, so a replay or a second
// use at the same moment finds nothing. `user_id` is the person registering (null for a sign-in);
// `origin` the site origin it was issued for.
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text().primaryKey(),
    kind: text({ enum: ['register', 'recover', 'sign-in'] }).notNull(),
    userId: integer().references(() => adminUsers.id, { onDelete: 'cascade' }),
    origin: text().notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('webauthn_challenges_expires_at_idx').on(t.expiresAt),
    check('webauthn_challenges_kind_check', sql`${t.kind} in ('register', 'recover', 'sign-in')`),
  ],
);

// One row per sign-in; the JWT names it, so a logout can revoke the token at once.
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp({ withTimezone: true, mode: 'date' }),
    // Sessions also end after a while without use (SESSION_IDLE_MS in db/queries/sessions.ts).
    lastSeenAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

// Throttling (sign-in attempts, inquiry bursts): functions share no memory, so counts live here.
// One row per bucket and fixed window, counted by one atomic upsert (db/queries/rate-limits.ts).
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    bucket: text().primaryKey(),
    windowStartedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    hits: integer().notNull().default(0),
  },
  (t) => [index('rate_limit_buckets_window_started_at_idx').on(t.windowStartedAt)],
);

// One row: a trailing-edge debounce for the build hook, shared by every function instance.
// Each write notes a request; the build hook is called once writes have been quiet for a moment.
// It also holds what the public site shows (publish status; decision 040): the start of
// the build in progress, every change up to `publishedThrough` is live, and the last failure.
export const siteRebuilds = pgTable('site_rebuilds', {
  id: integer().primaryKey(),
  requestedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  pendingSince: timestamp({ withTimezone: true, mode: 'date' }),
  triggeredAt: timestamp({ withTimezone: true, mode: 'date' }),
  /** When the build in progress started (it reads the data committed before then). */
  buildStartedAt: timestamp({ withTimezone: true, mode: 'date' }),
  /** Every change noted at or before this time is on the public site. */
  publishedThrough: timestamp({ withTimezone: true, mode: 'date' }),
  /** When the last successful build went live. */
  lastPublishedAt: timestamp({ withTimezone: true, mode: 'date' }),
  /** The last build (or build hook call) failed, and why; cleared by the next attempt. */
  failedAt: timestamp({ withTimezone: true, mode: 'date' }),
  failure: text(),
});

// One row per change to the public pages (each publishChange), until a build that started after it
// has gone live: "Publishing n changes…" counts the rows newer than site_rebuilds.publishedThrough.
export const siteChanges = pgTable(
  'site_changes',
  {
    id: id(),
    changedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('site_changes_changed_at_idx').on(t.changedAt)],
);

// The site's own words: contact details, hours, the home page, About, the footer. One
// row (id 1); `data` is validated by SiteContentSchema on every write and read.
export const siteContent = pgTable(
  'site_content',
  {
    id: integer().primaryKey(),
    data: jsonb().notNull(),
    ...versioned,
    ...timestamps,
  },
  (t) => [check('site_content_one_row_check', sql`${t.id} = 1`)],
);

// Every published change to a unit, building, gallery image or the site content: who, when and
// the record as it was published (the diff is computed against the version before). Append-only;
// kept at least a year; restoring an old version publishes it again as a new version.
export const revisions = pgTable(
  'revisions',
  {
    id: id(),
    kind: text({ enum: REVISION_KINDS }).notNull(),
    entityId: integer().notNull(),
    version: integer().notNull(),
    /** The record after this change, as the API answers it. */
    data: jsonb().notNull(),
    /** Who made the change: the signed-in user (null once the user is gone) and their name then. */
    actorUserId: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
    actorName: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('revisions_kind_entity_version_idx').on(t.kind, t.entityId, t.version),
    check('revisions_kind_check', sql`${t.kind} in (${oneOf(REVISION_KINDS)})`),
  ],
);

// A draft beside the published version of a unit, building or the site content: the body the form
// would save, not yet public. A unit draft without entityId is a unit not yet published (e.g.
// scheduled to appear). At most one draft per published record.
export const drafts = pgTable(
  'drafts',
  {
    id: id(),
    kind: text({ enum: DRAFT_KINDS }).notNull(),
    entityId: integer(),
    data: jsonb().notNull(),
    /** The published version the draft started from (null for a new record). */
    baseVersion: integer(),
    /** When the scheduled publishing makes it live (null: only when someone presses Publish). */
    publishAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** Set by the one scheduled run that claimed it (decision 030); cleared again if its publish fails. */
    claimedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** Why the last publish of this draft failed (a conflict, its building gone); null when it has not failed. */
    publishError: text(),
    savedByUserId: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
    savedByName: text().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('drafts_kind_entity_idx').on(t.kind, t.entityId),
    index('drafts_publish_at_idx').on(t.publishAt),
    check('drafts_kind_check', sql`${t.kind} in (${oneOf(DRAFT_KINDS)})`),
  ],
);

// A record as the site and the API show it: live, so without its (always null) deletedAt.
export type Building = Omit<typeof buildings.$inferSelect, 'deletedAt'>;
export type NewBuilding = typeof buildings.$inferInsert;
export type Unit = Omit<typeof units.$inferSelect, 'deletedAt'>;
export type NewUnit = typeof units.$inferInsert;
// An inquiry's intake key is plumbing (the outage fallback's dedupe), never shown.
// Its e-mail's Message-ID is plumbing too (the replies' threading).
export type Inquiry = Omit<typeof inquiries.$inferSelect, 'deletedAt' | 'intakeKey' | 'notifyMessageId'>;
export type InquiryReply = typeof inquiryReplies.$inferSelect;
export type ReplyTemplate = typeof replyTemplates.$inferSelect;
export type NewReplyTemplate = typeof replyTemplates.$inferInsert;
export type InquiryEvent = typeof inquiryEvents.$inferSelect;
export type AvailabilityAlert = typeof availabilityAlerts.$inferSelect;
export type GalleryImage = Omit<typeof galleryImages.$inferSelect, 'deletedAt'>;
export type PhotoDetailRow = typeof photoDetails.$inferSelect;
