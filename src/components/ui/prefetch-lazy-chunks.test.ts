import { describe, expect, it } from 'vitest';
import { lazyChunksListedIn } from './prefetch-lazy-chunks';

// The top of a built chunk as the bundler writes it (photo-taps.ts's, abridged).
const BUILT = `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/open-photo-viewer.C-R_lFL4.js","_astro/client.DeYT6-3Q.js","_astro/PhotoLightbox.DeBUpcrA.css","_astro/client.DeYT6-3Q.js"])))=>i.map(i=>d[i]);
import{n as e}from"./early-input.CT_RRhCd.js";var i=/["'\`](_astro\\/[\\w.-]+\\.(?:js|css))["'\`]/g;`;

describe('lazyChunksListedIn', () => {
  it('names each chunk the bundler lists for on-demand imports once, under the site base', () => {
    expect(lazyChunksListedIn(BUILT, 'https://example.com/_astro/photo-taps.BEks0IW0.js')).toEqual([
      'https://example.com/_astro/open-photo-viewer.C-R_lFL4.js',
      'https://example.com/_astro/client.DeYT6-3Q.js',
      'https://example.com/_astro/PhotoLightbox.DeBUpcrA.css',
    ]);
    expect(lazyChunksListedIn(BUILT, 'https://example.com/site/_astro/photo-taps.BEks0IW0.js')[0]).toBe(
      'https://example.com/site/_astro/open-photo-viewer.C-R_lFL4.js',
    );
  });

  it('names nothing in a chunk without such a list (a source module under astro dev)', () => {
    expect(
      lazyChunksListedIn("import { PHOTO_GROUP } from './photo-group';", 'http://localhost:4321/src/components/ui/photo-taps.ts'),
    ).toEqual([]);
  });
});
