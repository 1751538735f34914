// Netlify runs functions that declare `config.schedule` on that schedule; `npm start` does the
// same locally with croner, through the same router that serves the site's requests
// (./function-router.ts), so local behaviour matches production.
import { Cron } from 'croner';
import type { FunctionRouter } from './function-router';

interface ScheduledFunction {
  name: string;
  schedule: string;
}

/** Every function the router knows with a schedule. */
export async function findScheduledFunctions(router: FunctionRouter): Promise<ScheduledFunction[]> {
  return (await router.functions()).flatMap(({ name, config: { schedule } }) => (schedule ? [{ name, schedule }] : []));
}

/**
 * The schedule `npm start` keeps: Netlify's, except that LOCAL_SCHEDULE_TICK_SECONDS (the browser
 * tests) runs the every-minute functions every few seconds, so a test waits seconds, not a minute.
 */
function localSchedule(schedule: string): string {
  const tick = Number(process.env['LOCAL_SCHEDULE_TICK_SECONDS'] ?? '');
  const everyMinute = schedule === '* * * * *';
  return everyMinute && Number.isInteger(tick) && tick > 0 && tick < 60 ? `*/${tick} * * * * *` : schedule;
}

/** Starts a timer per scheduled function; answers the stop. A run never overlaps the previous one. */
export async function startScheduledFunctions(router: FunctionRouter, log: (message: string) => void = console.log): Promise<() => void> {
  const jobs = (await findScheduledFunctions(router)).map(({ name, schedule: netlifySchedule }) => {
    const schedule = localSchedule(netlifySchedule);
    const job = new Cron(
      schedule,
      { protect: true, catch: (error) => log(`Scheduled function ${name} failed: ${String(error)}`) },
      async () => {
        // Every few seconds (the tick) would flood the log.
        if (schedule === netlifySchedule) log(`Running scheduled function ${name} (${schedule})`);
        const answer = await router.runScheduled(name);
        if (answer.status >= 500) log(`Scheduled function ${name} answered ${answer.status}`);
      },
    );
    log(`Scheduled function ${name} (${schedule}): next run ${job.nextRun()?.toISOString()}`);
    return job;
  });
  return () => jobs.forEach((job) => job.stop());
}
