// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import netlify from '@netlify/vite-plugin';

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
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

// Netlify sets URL during production builds; locally the site lives on localhost.
const site = process.env.URL ?? `http://localhost:${process.env.PORT ?? 8888}`;

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  integrations: [
    react(),
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
    plugins: [tailwindcss(), netlify({ edgeFunctions: { enabled: false }, database: { enabled: false }, blobs: { enabled: false } })],
  },
});
