import type { Config } from '@netlify/functions';
import { retryDueNotifications } from '../src/server/notifications';

// A scheduled function: every minute, the inquiry e-mails whose retry is due
// (src/server/notifications.ts). `npm start` runs it on the same schedule.
export default async () => {
  const counts = await retryDueNotifications();
  if (counts.sent + counts.failed > 0) console.log('Inquiry e-mail retries:', counts);
};

export const config: Config = {
  schedule: '* * * * *',
};
