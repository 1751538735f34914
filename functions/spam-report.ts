import type { Config } from '@netlify/functions';
import { sendSpamReport } from '~/src/server/spam-report';

// A scheduled function: Netlify runs it every day at 12:00 UTC (7 or 8 in the morning in Boston;
// no URL); `npm start` runs it on the same schedule (scripts/platform/scheduled-functions.ts).
// It e-mails the team once a day when something new sits in Spam (src/server/spam-report.ts).
export default async () => {
  const report = await sendSpamReport();
  if (report.sent) console.log('Spam e-mail sent:', report);
};

export const config: Config = {
  schedule: '0 12 * * *',
};
