import { describe, expect, it } from 'vitest';
import { PAGE_SCRIPT, PAGE_SCRIPTS_LOADER, pageScriptsAfterFirstPaint } from './page-scripts-after-first-paint';

const loader = `<script ${PAGE_SCRIPTS_LOADER}="true">/* imports each template's script */</script>`;
const taps = '<script type="module" src="/_astro/PhotoTaps.astro_astro_type_script_index_0_lang.a1.js"></script>';
const beacon = '<script type="module" src="/_astro/_id_.astro_astro_type_script_index_0_lang.b2.js"></script>';
const jsonLd = '<script type="application/ld+json">{}</script>';

describe("a page's own module scripts", () => {
  it('become inert templates naming them, in place and in order, on a page with the loader', () => {
    const page = `<html><head>${loader}${jsonLd}<link rel="stylesheet" href="/_astro/site.css">${taps}${beacon}</head><body></body></html>`;
    expect(pageScriptsAfterFirstPaint(page)).toBe(
      `<html><head>${loader}${jsonLd}<link rel="stylesheet" href="/_astro/site.css">` +
        `<template ${PAGE_SCRIPT}="/_astro/PhotoTaps.astro_astro_type_script_index_0_lang.a1.js"></template>` +
        `<template ${PAGE_SCRIPT}="/_astro/_id_.astro_astro_type_script_index_0_lang.b2.js"></template></head><body></body></html>`,
    );
  });

  it('need no loader on a page without any: it is taken out', () => {
    const page = `<html><head>${loader}${jsonLd}</head><body></body></html>`;
    expect(pageScriptsAfterFirstPaint(page)).toBe(`<html><head>${jsonLd}</head><body></body></html>`);
  });

  it('stay as they are on a page without the loader (one whose scripts must run before its first paint)', () => {
    const page = `<html><head>${taps}</head><body></body></html>`;
    expect(pageScriptsAfterFirstPaint(page)).toBe(page);
  });
});
