import { describe, expect, it } from 'vitest';
import { ISLAND_STYLE, islandStyleInHead } from './island-style-in-head';

describe("the islands' style rule", () => {
  it('moves from the body to the end of the head, once', () => {
    const page = `<html><head><title>x</title></head><body><p>a</p>${ISLAND_STYLE}<astro-island></astro-island></body></html>`;
    expect(islandStyleInHead(page)).toBe(
      `<html><head><title>x</title>${ISLAND_STYLE}</head><body><p>a</p><astro-island></astro-island></body></html>`,
    );
  });

  it('leaves a page without islands, or one already moved, as it is', () => {
    const plain = '<html><head></head><body><p>a</p></body></html>';
    expect(islandStyleInHead(plain)).toBe(plain);
    const moved = `<html><head>${ISLAND_STYLE}</head><body><astro-island></astro-island></body></html>`;
    expect(islandStyleInHead(moved)).toBe(moved);
  });
});
