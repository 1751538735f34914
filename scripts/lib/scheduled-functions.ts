// Netlify runs functions that declare `config.schedule` on that schedule; `npm start` does the
// same locally with croner, so local behaviour matches production.
import { Cron } from 'croner';
import { loadFunctionModules } from './function-modules';

interface ScheduledFunction {
  name: string;
  schedule: string;
  run: () => Promise<void>;
}

/** Every function in `functionsDir` with a schedule, and how to invoke it as Netlify does. */
export async function findScheduledFunctions(functionsDir: string): Promise<ScheduledFunction[]> {
  const found: ScheduledFunction[] = [];
  for (const { name, config, default: handler } of await loadFunctionModules(functionsDir)) {
    const { schedule } = config;
    if (!schedule) continue;
    found.push({
      name,
      schedule,
      // Netlify POSTs the next run time in the body.
      run: async () => {
        await handler(
          new Request(`http://localhost/.netlify/functions/${name}`, { method: 'POST', body: JSON.stringify({ next_run: '' }) }),
        );
      },
    });
  }
  return found;
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
export async function startScheduledFunctions(functionsDir: string, log: (message: string) => void = console.log): Promise<() => void> {
  const jobs = (await findScheduledFunctions(functionsDir)).map(({ name, schedule: netlifySchedule, run }) => {
    const schedule = localSchedule(netlifySchedule);
    const job = new Cron(
      schedule,
      { protect: true, catch: (error) => log(`Scheduled function ${name} failed: ${String(error)}`) },
      async () => {
        // Every few seconds (the tick) would flood the log.
        if (schedule === netlifySchedule) log(`Running scheduled function ${name} (${schedule})`);
        await run();
      },
    );
    log(`Scheduled function ${name} (${schedule}): next run ${job.nextRun()?.toISOString()}`);
    return job;
  });
  return () => jobs.forEach((job) => job.stop());
}
