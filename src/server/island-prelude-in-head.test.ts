import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import visibleDirective from 'astro/runtime/client/visible.prebuilt.js';
import { describe, expect, it } from 'vitest';
import { ISLAND_STYLE, islandPreludeInHead } from './island-prelude-in-head';

const runtime = `<script>${islandRuntime}</script>`;
const visible = `<script>${visibleDirective}</script>`;
// A directive of the project's own, as Astro's build writes it (client:wake).
const wake =
  '<script>(()=>{var g=()=>{};(self.Astro||(self.Astro={})).wake=g;window.dispatchEvent(new Event("astro:wake"));})();\n</script>';
const stylesheet = '<link rel="stylesheet" href="/_astro/site.css">';

describe("what Astro writes beside a page's first islands", () => {
  it('moves the style rule to the end of the head, and the runtime and directives to just before the stylesheet, in order', () => {
    const page = `<html><head><title>x</title>${stylesheet}</head><body><p>a</p>${ISLAND_STYLE}${wake}${runtime}<astro-island client="wake"></astro-island><p>b</p>${visible}<astro-island client="visible"></astro-island></body></html>`;
    expect(islandPreludeInHead(page)).toBe(
      `<html><head><title>x</title>${wake}${runtime}${visible}${stylesheet}${ISLAND_STYLE}</head><body><p>a</p><astro-island client="wake"></astro-island><p>b</p><astro-island client="visible"></astro-island></body></html>`,
    );
  });

  it("leaves the page's own inline scripts where they are", () => {
    const own = '<script>document.documentElement.dataset.x = "1";</script>';
    const page = `<html><head>${stylesheet}</head><body>${own}${runtime}<astro-island></astro-island></body></html>`;
    expect(islandPreludeInHead(page)).toBe(
      `<html><head>${runtime}${stylesheet}</head><body>${own}<astro-island></astro-island></body></html>`,
    );
  });

  it('puts the scripts at the end of a head without a stylesheet', () => {
    const page = `<html><head><title>x</title></head><body>${visible}${runtime}<astro-island></astro-island></body></html>`;
    expect(islandPreludeInHead(page)).toBe(
      `<html><head><title>x</title>${visible}${runtime}</head><body><astro-island></astro-island></body></html>`,
    );
  });

  it('leaves a page without islands, or one already moved, as it is', () => {
    const plain = '<html><head></head><body><p>a</p></body></html>';
    expect(islandPreludeInHead(plain)).toBe(plain);
    const moved = `<html><head>${wake}${runtime}${stylesheet}${ISLAND_STYLE}</head><body><astro-island></astro-island></body></html>`;
    expect(islandPreludeInHead(moved)).toBe(moved);
  });
});
