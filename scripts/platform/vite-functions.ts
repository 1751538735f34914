// `npm run dev` (astro dev): requests Netlify would route to a function go through the project's
// function router, as under `npm start`; Vite loads each function from source and reloads what
// changed. @netlify/vite-plugin (astro.config.mjs) keeps the rest of Netlify's chain (Image CDN,
// redirects, headers) with its own functions emulation off. Under `netlify dev` this serves the
// functions too: netlify.toml's [dev] gives netlify-cli no functions to build, so it proxies their
// requests here, past its redirects and headers (decision 058); Netlify's plugin steps aside there.
import path from 'node:path';
import type { Plugin } from 'vite';
import { createFunctionRouter } from './function-router';
import { clientIp, toWebRequest, writeStreamed } from './node-http';

export function localFunctions({ functionsDir = 'functions' }: { functionsDir?: string } = {}): Plugin {
  return {
    name: 'local-functions',
    apply: 'serve',
    configureServer(server) {
      const router = createFunctionRouter({
        functionsDir: path.resolve(server.config.root, functionsDir),
        load: (file) => server.ssrLoadModule(file),
      });
      // Any source change may reach a function (its imports): ask Vite's module graph again.
      for (const event of ['add', 'change', 'unlink']) server.watcher.on(event, () => router.reload());
      // Before Vite's own middlewares and Netlify's plugin (added after this one's hook runs).
      server.middlewares.use((req, res, next) => {
        const { pathname } = new URL(req.url ?? '/', 'http://localhost');
        router
          .route(req.method ?? 'GET', pathname)
          .then(async (match) => {
            // preferStatic is not consulted here: no function of the site uses it (npm start honours it).
            if (!match) return next();
            await writeStreamed(await router.invoke(match, toWebRequest(req), { ip: clientIp(req) }), req, res);
          })
          .catch(next);
      });
    },
  };
}
