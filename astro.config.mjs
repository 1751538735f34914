// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * sonner (the contact form's toasts) injects its stylesheet at run time: allow exactly that CSS.
 * @returns {`sha256-${string}`}
 */
function sonnerStyleHash() {
  const source = readFileSync(
    createRequire(import.meta.url)
      .resolve('sonner')
      .replace(/index\.js$/, 'index.mjs'),
    'utf8',
  );
  const css = /__insertCSS\("((?:[^"\\]|\\.)*)"\)/.exec(source)?.[1];
  if (!css) throw new Error('Could not find the stylesheet sonner injects; update the CSP hash in astro.config.mjs');
  return `sha256-${createHash('sha256')
    .update(JSON.parse(`"${css}"`))
    .digest('base64')}`;
}

/** The client directives' folder: each directive is bundled from it alone (src/lib/wake). */
const DIRECTIVES = './src/lib/wake/';

/**
 * A digest of the client directives' sources. Astro's incremental build keys a cached page on the
 * config (vite.define among it) and the page's own modules, but a directive is bundled apart from
 * them and written into the page: without this in the key, a changed directive would reach only the
 * pages rendered again, the others restored with its old code (decision 074).
 */
function directivesDigest() {
  const hash = createHash('sha256');
  for (const file of readdirSync(new URL(DIRECTIVES, import.meta.url)).sort())
    hash.update(file).update(readFileSync(new URL(DIRECTIVES + file, import.meta.url)));
  return hash.digest('hex');
}

/**
 * `npm run bench:js -- --modules` (scripts/bench/js-budget.ts): writes, for each browser chunk, the bytes
 * each source module contributes to it (the bundler's own rendered lengths), for a
 * bundle-analyser view of the JavaScript budget. Off in normal builds.
 * @returns {import('vite').Plugin}
 */
function chunkModulesReport() {
  return {
    name: 'chunk-modules-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const out = process.env['JS_MODULES_REPORT'];
      if (!out) return;
      /** @type {Record<string, Record<string, number>>} */
      const chunks = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.fileName.startsWith('_astro/')) continue;
        chunks[chunk.fileName] = Object.fromEntries(Object.entries(chunk.modules).map(([id, m]) => [id, m.renderedLength]));
      }
      if (Object.keys(chunks).length) writeFileSync(out, JSON.stringify(chunks));
    },
  };
}

/**
 * V8's explicit compile hint (docs/decisions/064): a browser chunk holding React DOM or the photo
 * viewer starts with `//# allFunctionsCalledOnLoad`, so Chromium compiles all its functions while
 * it streams the file in on a background thread, instead of one by one on the main thread as each
 * is first called (measured: most of a first tap's main-thread time went to that lazy compiling).
 * Those chunks run only after a visitor reaches for an island or a photo, and then most of their
 * functions run at once. Added after minification, which would drop the comment.
 * @returns {import('vite').Plugin}
 */
function compileHints() {
  const EAGER = /[\\/]node_modules[\\/](react-dom[\\/]cjs[\\/]react-dom-client\.|yet-another-react-lightbox[\\/])/;
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.fileName.startsWith('_astro/') && chunk.moduleIds.some((id) => EAGER.test(id)))
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
    },
  };
}

/**
 * `astro dev` only: requests Netlify would route to a function go through the project's router
 * (the same as `npm start`'s, decision 046); Netlify's plugin keeps redirects, headers and the
 * Image CDN. `npm run dev` (scripts/dev.ts) serves the database and blobs itself from the data
 * folder. Imported only for `astro dev`: a build has no use for either, and Netlify's plugin loads
 * its whole local emulation (seconds of every build's start, decision 057). tsx loads the router
 * from source, so this file stays one Node imports as it is (Astro's quick way in).
 * @returns {import('astro').AstroIntegration}
 */
function devServerPlugins() {
  return {
    name: 'dev-server-plugins',
    hooks: {
      'astro:config:setup': async ({ command, updateConfig }) => {
        if (command !== 'dev') return;
        const { tsImport } = await import('tsx/esm/api');
        const [{ default: netlify }, { localFunctions }] = await Promise.all([
          import('@netlify/vite-plugin'),
          /** @type {Promise<typeof import('./scripts/platform/vite-functions')>} */ (
            tsImport('./scripts/platform/vite-functions.ts', import.meta.url)
          ),
        ]);
        updateConfig({
          vite: {
            plugins: [
              localFunctions(),
              netlify({
                functions: { enabled: false },
                edgeFunctions: { enabled: false },
                database: { enabled: false },
                blobs: { enabled: false },
              }),
            ],
          },
        });
      },
    },
  };
}

// Netlify sets URL during production builds; locally the site lives on localhost.
const site = process.env.URL ?? `http://localhost:${process.env.PORT ?? 8888}`;

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  integrations: [
    // React DOM renders every island (docs/decisions/052).
    react(),
    {
      // client:wake: an island that sleeps as its prerendered HTML until it is needed (docs/decisions/045);
      // client:stale: an island that runs only when the page is out of date (docs/decisions/056).
      name: 'client-wake',
      hooks: {
        'astro:config:setup': ({ addClientDirective, updateConfig }) => {
          addClientDirective({ name: 'wake', entrypoint: `${DIRECTIVES}wake-directive.ts` });
          addClientDirective({ name: 'stale', entrypoint: `${DIRECTIVES}stale-directive.ts` });
          updateConfig({ vite: { define: { 'import.meta.env.CLIENT_DIRECTIVES_DIGEST': JSON.stringify(directivesDigest()) } } });
        },
      },
    },
    devServerPlugins(),
    sitemap({
      // Drafts' previews (/preview/...) are for staff only: never listed.
      filter: (page) =>
        !/\/(admin|listing-fallback|404|contact\/sent|availability\/alert-sent)\/?$/.test(new URL(page).pathname) &&
        !new URL(page).pathname.startsWith('/preview/'),
    }),
  ],
  // Incremental static builds (decision 051): a rebuild renders again only the pages whose
  // cacheKey changed (src/pages/listing/[id].astro) and restores the rest from the cache folder.
  // `npm start` keeps a cache per data folder (ASTRO_CACHE_DIR, scripts/platform/site-builder.ts), so two
  // sites built from one checkout never share one.
  experimental: { incrementalBuild: true },
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
  // Hashes every inline script and style Astro emits into a CSP <meta> (no 'unsafe-inline').
  security: { csp: { styleDirective: { hashes: [sonnerStyleHash()] } } },
  vite: {
    plugins: [tailwindcss(), chunkModulesReport(), compileHints()],
  },
});
