// What the gallery's static toggle (featured-filter.ts) reads in GalleryView's markup.

/** On each toggle button: whether it shows only the featured photos ("true") or all ("false"). */
export const FEATURED_ONLY = 'data-featured-only';
/** On each photo's <li>: whether the photo is featured. */
export const FEATURED_ITEM = 'data-featured';
