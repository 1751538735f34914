import type { Config } from '@netlify/functions';
import { runHousekeeping } from '~/src/server/housekeeping';

// A scheduled function: Netlify runs it daily (no URL); `npm start` runs it on the same schedule
// (scripts/platform/scheduled-functions.ts).
export default async () => {
  console.log('Housekeeping:', await runHousekeeping());
};

export const config: Config = {
  schedule: '@daily',
};
