// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import netlify from '@netlify/vite-plugin';

import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
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

/**
 * `npm run bench:js -- --modules` (scripts/js-budget.ts): writes, for each browser chunk, the bytes
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
      // client:wake: an island that sleeps as its prerendered HTML until it is needed (docs/decisions/045).
      name: 'client-wake',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({ name: 'wake', entrypoint: './src/lib/wake/wake-directive.ts' }),
      },
    },
    sitemap({
      // Drafts' previews (/preview/...) are for staff only: never listed.
      filter: (page) =>
        !/\/(admin|listing-fallback|404|contact\/sent|availability\/alert-sent)\/?$/.test(new URL(page).pathname) &&
        !new URL(page).pathname.startsWith('/preview/'),
    }),
  ],
  // Hashes every inline script and style Astro emits into a CSP <meta> (no 'unsafe-inline').
  security: { csp: { styleDirective: { hashes: [sonnerStyleHash()] } } },
  vite: {
    // The Netlify plugin only acts in `astro dev` (functions, redirects, Image CDN); builds ignore it.
    // `npm run dev` (scripts/dev.ts) serves the database and blobs itself from the data folder.
    plugins: [
      tailwindcss(),
      chunkModulesReport(),
      netlify({ edgeFunctions: { enabled: false }, database: { enabled: false }, blobs: { enabled: false } }),
    ],
  },
});
