import type { Config } from '@netlify/functions';
import { SCHEDULER } from '~/src/server/actor';
import { publishDueDrafts } from '~/src/server/drafts';

// A scheduled function (decision 030): every minute, the drafts whose "Publish on" time has come
// go live, each exactly once however many runs overlap. Netlify runs it (no URL); `npm start` runs
// it on the same schedule (scripts/platform/scheduled-functions.ts).
export default async () => {
  const pending: Promise<unknown>[] = [];
  const run = await publishDueDrafts(SCHEDULER, { waitUntil: (work) => void pending.push(work) });
  // The rebuild request runs after the publish; a scheduled run has no response to answer first.
  await Promise.allSettled(pending);
  if (run.published > 0 || run.failed > 0) console.log('Scheduled publishing:', run);
};

export const config: Config = {
  schedule: '* * * * *',
};
