// Runs for every page Astro renders, at build time for the prerendered ones.
import { defineMiddleware } from 'astro:middleware';
import { islandPreludeInHead } from '~/src/server/island-prelude-in-head';
import { pageScriptsAfterFirstPaint } from '~/src/lib/page-scripts-after-first-paint';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  return new Response(pageScriptsAfterFirstPaint(islandPreludeInHead(await response.text())), response);
});
