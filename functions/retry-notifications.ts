import type { Config } from '@netlify/functions';
import { deliverDueAlerts } from '~/src/server/alerts';
import { drainParkedInquiries } from '~/src/server/inquiries';
import { retryDueNotifications } from '~/src/server/notifications';
import { retryDueReplies } from '~/src/server/replies';

// A scheduled function: every minute, the inquiries parked in Blobs while the database was
// unreachable are moved in (src/server/inquiries.ts, decision 017), then the inquiry e-mails that
// are due (src/server/notifications.ts: theirs, and retries) and the availability alerts that are
// due (src/server/alerts.ts: retries, and digests held back by the one-a-day rule). `npm start`
// runs it on the same schedule.
export default async () => {
  // Blobs or the database still being down must not stop the e-mails: logged, tried next minute.
  const drained = await drainParkedInquiries().catch((error: unknown) => {
    console.error('Parked inquiries could not be moved in; trying again next minute:', error);
    return null;
  });
  if (drained && drained.stored > 0) console.log('Parked inquiries moved in:', drained);
  const counts = await retryDueNotifications();
  if (counts.sent + counts.failed > 0) console.log('Inquiry e-mail retries:', counts);
  const replies = await retryDueReplies();
  if (replies.sent + replies.failed > 0) console.log('Reply retries:', replies);
  const alerts = await deliverDueAlerts();
  if (alerts.sent + alerts.failed > 0) console.log('Availability alerts:', alerts);
};

export const config: Config = {
  schedule: '* * * * *',
};
