// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';

import { writeFileSync } from 'node:fs';

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
    devServerPlugins(),
    sitemap({
      // Drafts' previews (/preview/...) are for staff only: never listed.
      filter: (page) =>
        !/\/(admin|listing-fallback|page-frame|404|contact\/sent|availability\/alert-sent)\/?$/.test(new URL(page).pathname) &&
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
  security: { csp: true },
  vite: {
    plugins: [tailwindcss(), chunkModulesReport()],
  },
});
