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

/** Starts a timer per scheduled function; answers the stop. A run never overlaps the previous one. */
export async function startScheduledFunctions(functionsDir: string, log: (message: string) => void = console.log): Promise<() => void> {
  const jobs = (await findScheduledFunctions(functionsDir)).map(({ name, schedule, run }) => {
    const job = new Cron(
      schedule,
      { protect: true, catch: (error) => log(`Scheduled function ${name} failed: ${String(error)}`) },
      async () => {
        log(`Running scheduled function ${name} (${schedule})`);
        await run();
      },
    );
    log(`Scheduled function ${name} (${schedule}): next run ${job.nextRun()?.toISOString()}`);
    return job;
  });
  return () => jobs.forEach((job) => job.stop());
}
