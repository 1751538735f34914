// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import netlify from '@netlify/vite-plugin';

// Netlify sets URL during production builds; locally the site lives on localhost.
const site = process.env.URL ?? `http://localhost:${process.env.PORT ?? 8888}`;

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  integrations: [react()],
  vite: {
    // The Netlify plugin only acts in `astro dev` (database, blobs, functions); builds ignore it.
    plugins: [tailwindcss(), netlify({ edgeFunctions: { enabled: false } })],
  },
});
