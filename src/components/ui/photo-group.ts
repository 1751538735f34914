// The markup the photo viewer reads (docs/decisions/060): a grid's links and their photos.

/** On a list of photo links: the viewer shows its links in order; "finite" stops at the ends (the gallery). */
export const PHOTO_GROUP = 'data-photo-viewer';
/** On each photo link: the photo's key (its alt is its <img>'s); `data-caption` its caption. */
export const PHOTO_LINK = 'data-photo';
/** A photo link the viewer opens from: one of a grid's. */
export const PHOTO_LINK_SELECTOR = `[${PHOTO_GROUP}] a[${PHOTO_LINK}]`;

/** Props for a photo's <a>: the viewer opens at it. */
export const photoLinkProps = (key: string, caption?: string | null) => ({
  [PHOTO_LINK]: key,
  ...(caption ? { 'data-caption': caption } : {}),
});
