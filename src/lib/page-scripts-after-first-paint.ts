// A page's own scripts (Astro's processed `<script>`s: a photo grid's taps, a listing's view beacon)
// start loading once the page's first contentful paint is reported (decision 074). Fetched with the
// page, their modules and the chunks those import (a chain of three requests) end before the first
// paint here, and Lighthouse's simulation then counts the chain on a slow phone network before the
// page's largest paint (/listing/7: 1.2–1.3 times the script-free page's, against 1.00 without it).
// On the pages that carry the loader (ScriptsAfterFirstPaint.astro), each module script becomes an
// inert `<template>` naming it, which the loader imports once the page has painted. Run as each page
// is rendered (src/middleware.ts), like island-prelude-in-head.ts.

/** On the loader's `<script>`: the page's module scripts wait for its first paint. */
export const PAGE_SCRIPTS_LOADER = 'data-page-scripts-loader';
/** On each inert `<template>`: the URL of a module script the loader imports. */
export const PAGE_SCRIPT = 'data-page-script';

const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;
const LOADER = new RegExp(`<script ${PAGE_SCRIPTS_LOADER}[^>]*>[\\s\\S]*?</script>`);

export function pageScriptsAfterFirstPaint(html: string): string {
  // Never inert without the loader that runs them (a page that opted out: /gallery).
  if (!html.includes(PAGE_SCRIPTS_LOADER)) return html;
  // A page with no script of its own (/contact, /about) does without the loader's ~600 bytes: they
  // had pushed /contact's HTML past the ~14 KB a first round trip brings (TCP's initial window),
  // and Lighthouse's LCP by one round trip (decision 074).
  if (!html.match(MODULE_SCRIPT)) return html.replace(LOADER, '');
  return html.replace(MODULE_SCRIPT, (_script, src: string) => `<template ${PAGE_SCRIPT}="${src}"></template>`);
}
