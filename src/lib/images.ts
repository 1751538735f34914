// Photos go through Netlify's Image CDN: resized, and AVIF/WebP for browsers that take them.
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1600] as const;
/** Every generated photo is 3:2 (1600×1067 for the seed); sizes reserve that box. */
export const PHOTO_ASPECT = 1600 / 1067;

export const imageUrl = (key: string, width: number) => `/.netlify/images?url=${encodeURIComponent(`/api/image/${key}`)}&w=${width}&q=70`;
export const imageSrcSet = (key: string, widths: readonly number[] = IMAGE_WIDTHS) =>
  widths.map((w) => `${imageUrl(key, w)} ${w}w`).join(', ');
export const originalImageUrl = (key: string) => `/api/image/${key}`;

/** A unit's photos, main photo first, without repeats (SPEC §2). */
export function orderedPhotos(images: readonly string[], mainImage: string | null | undefined): string[] {
  return [...new Set([...(mainImage ? [mainImage] : []), ...images])];
}
