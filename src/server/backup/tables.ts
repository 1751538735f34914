// What a backup holds: every table, in an order that satisfies the foreign keys (parents first),
// each read in pages by its primary key. A new table must be added here (or to NOT_BACKED_UP); a
// test checks that every table in db/schema.ts is one or the other.
import { getTableName } from 'drizzle-orm';
import {
  activityLog,
  adminUsers,
  alertMatches,
  availabilityAlerts,
  buildings,
  drafts,
  galleryImages,
  inquiries,
  inquiryEvents,
  inquiryReplies,
  listingViews,
  listingViewVisitors,
  passkeys,
  photoDetails,
  rateLimitBuckets,
  replyTemplates,
  revisions,
  sessions,
  siteChanges,
  staffTokens,
  teamSettings,
  siteContent,
  siteRebuilds,
  units,
  unitStatusChanges,
  webauthnChallenges,
} from '~/db/schema';

export interface BackupTable {
  name: string;
  key: string;
  /** Ids come from an identity sequence, restored to continue after the highest id. */
  hasIdentity: boolean;
  /**
   * Its rows are written by the migrations (the site content's one row, decision 032): every
   * database has them, so they never make a target "not empty", and a backup's rows replace them.
   */
  isSeededByMigrations?: boolean;
}

const table = (t: Parameters<typeof getTableName>[0], key = 'id', hasIdentity = true): BackupTable => ({
  name: getTableName(t),
  key,
  hasIdentity,
});

export const BACKUP_TABLES: BackupTable[] = [
  // Staff first: inquiries name their assignee, history lines their author.
  table(adminUsers),
  table(staffTokens),
  table(passkeys),
  { ...table(teamSettings, 'id', false), isSeededByMigrations: true },
  table(activityLog),
  table(buildings),
  table(units),
  table(unitStatusChanges),
  table(availabilityAlerts),
  table(alertMatches),
  table(listingViews),
  table(inquiries),
  table(inquiryEvents),
  table(inquiryReplies),
  table(replyTemplates),
  table(galleryImages),
  table(photoDetails, 'key', false),
  { ...table(siteContent, 'id', false), isSeededByMigrations: true },
  table(revisions),
  table(drafts),
  table(sessions, 'id', false),
  table(rateLimitBuckets, 'bucket', false),
  table(siteRebuilds, 'id', false),
  table(siteChanges),
];

/**
 * Tables a backup leaves out: today's listing-view visitor hashes are kept for a day only (README:
 * Privacy), and a restore that lacks them only lets a visitor count once more that day; passkey
 * challenges live a few minutes (decision 080).
 */
export const NOT_BACKED_UP: string[] = [getTableName(listingViewVisitors), getTableName(webauthnChallenges)];

/** Rows per `tables/<name>/<page>.json` entry: bounded memory however large a table grows. */
export const ROWS_PER_PAGE = 500;

export const MANIFEST_ENTRY = 'backup.json';
export const BACKUP_FORMAT = 'southboston-leasing-backup';
export const BACKUP_VERSION = 1;

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  /** The migrations the database had: a restore refuses a backup newer than its code. */
  migrations: string[];
}

export const tablePageEntry = (name: string, page: number) => `tables/${name}/${String(page).padStart(6, '0')}.json`;
export const photoEntry = (key: string) => `photos/${key}`;
export const photoMetadataEntry = (key: string) => `photos/${key}.metadata.json`;
