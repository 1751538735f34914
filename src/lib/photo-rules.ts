// The rules for the photos of a unit or building, for the admin's forms, the shared schemas and the
// server's upload checks alike (docs/PRODUCT.md §7, §9): the first photo is the main one, a
// building's first three are its featured ones, and no photo is larger than 10MB.
export const FEATURED_PHOTO_COUNT = 3;
/** Photos one unit or building may list. */
export const MAX_PHOTOS = 50;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** '10MB', as the texts say it. */
export const MAX_PHOTO_SIZE_TEXT = `${MAX_PHOTO_BYTES / (1024 * 1024)}MB`;

/** The main photo: the chosen one when it is among the photos, else the first. */
export const mainPhotoOf = (images: readonly string[], chosen?: string | null) => (chosen && images.includes(chosen) ? chosen : images[0]);

/** The featured photos: the chosen ones among the photos (or, with none chosen, all), at most the first three. */
export const featuredPhotosOf = (images: readonly string[], chosen: readonly string[] = []) =>
  (chosen.length > 0 ? chosen.filter((key) => images.includes(key)) : images).slice(0, FEATURED_PHOTO_COUNT);
