// The daily clean-up (functions/housekeeping.ts runs it on Netlify's schedule; `npm start` on the
// same schedule): sessions that can never be used again, throttle counters past any window,
// photos nothing refers to that were uploaded more than a day ago (an upload waits for its save),
// records in the Trash for more than 30 days (with their photos), and the listing-view visitor
// hashes of past days, activity-log lines older than 13 months, staff links (invitations,
// password resets) that ended more than a day ago, spam older than 30 days, and the person's details
// on closed leads past the team's retention period (src/server/people-data.ts).
import { findUnreferencedImages } from '~/db/queries/images';
import { purgeOldBuckets } from '~/db/queries/rate-limits';
import { purgeEndedSessions } from '~/db/queries/sessions';
import { purgeDeadLinks } from '~/db/queries/staff-tokens';
import { purgeExpiredActivity } from './activity';
import { forgetPastVisitors } from './listing-views';
import { applyRetention } from './people-data';
import { removePhotos } from './photos/delete-unused-photos';
import { listImagesUploadedBefore } from './photos/image-store';
import { purgeExpiredTrash } from './trash';

const DAY_MS = 86_400_000;
/** The longest anything keeps a throttle row: trusted sign-in addresses, 30 days (src/server/sign-in.ts). */
const BUCKET_MAX_AGE_MS = 31 * DAY_MS;
const ORPHAN_MIN_AGE_MS = DAY_MS;

export interface HousekeepingReport {
  sessionsDeleted: number;
  throttleRowsDeleted: number;
  photosDeleted: number;
  trashPurged: number;
  visitorHashesDeleted: number;
  activityLinesDeleted: number;
  staffLinksDeleted: number;
  spamPurged: number;
  closedLeadsAnonymized: number;
}

export async function runHousekeeping(now = new Date()): Promise<HousekeepingReport> {
  const trashPurged = await purgeExpiredTrash(now);
  const sessionsDeleted = await purgeEndedSessions();
  const throttleRowsDeleted = await purgeOldBuckets(BUCKET_MAX_AGE_MS);
  const visitorHashesDeleted = await forgetPastVisitors(now);
  const orphans = await findUnreferencedImages(await listImagesUploadedBefore(new Date(now.getTime() - ORPHAN_MIN_AGE_MS)));
  await removePhotos(orphans);
  const activityLinesDeleted = await purgeExpiredActivity();
  const staffLinksDeleted = await purgeDeadLinks();
  const { spamPurged, closedLeadsAnonymized } = await applyRetention(now);
  return {
    sessionsDeleted,
    throttleRowsDeleted,
    photosDeleted: orphans.length,
    trashPurged,
    visitorHashesDeleted,
    activityLinesDeleted,
    staffLinksDeleted,
    spamPurged,
    closedLeadsAnonymized,
  };
}
