import type { Config } from '@netlify/functions';
import { deliverDueAlerts } from '../src/server/alerts';
import { retryDueNotifications } from '../src/server/notifications';

// A scheduled function: every minute, the inquiry e-mails whose retry is due
// (src/server/notifications.ts) and the availability alerts that are due (src/server/alerts.ts:
// retries, and digests held back by the one-a-day rule). `npm start` runs it on the same schedule.
export default async () => {
  const counts = await retryDueNotifications();
  if (counts.sent + counts.failed > 0) console.log('Inquiry e-mail retries:', counts);
  const alerts = await deliverDueAlerts();
  if (alerts.sent + alerts.failed > 0) console.log('Availability alerts:', alerts);
};

export const config: Config = {
  schedule: '* * * * *',
};
