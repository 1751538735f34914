// The site builder's build process (scripts/platform/site-builder.ts, decision 057): one Node
// process that stays up between builds and runs Astro's programmatic build() for each request, so
// a rebuild does not pay Node's and Astro's start-up again (about a second on two cores, a third of
// a rebuild at 20 units). Node runs this file as it is (type stripping): it imports only Astro.
// Messages: in { outDir, env }, out { ok: true, rss } or { ok: false, message }. It exits when its
// parent goes away (the IPC channel closes).
import { build } from 'astro';

interface BuildRequest {
  outDir: string;
  /** The site builder's environment when it asked (astro.config.mjs reads it, as do the pages). */
  env: Record<string, string | undefined>;
}

function useEnvironment(env: BuildRequest['env']): void {
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
  Object.assign(process.env, env);
}

const send = (message: unknown) => process.send?.(message);

process.on('message', (request: BuildRequest) => {
  useEnvironment(request.env);
  build({ root: process.cwd(), outDir: request.outDir }).then(
    () => send({ ok: true, rss: process.memoryUsage().rss }),
    (error: unknown) => send({ ok: false, message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));
