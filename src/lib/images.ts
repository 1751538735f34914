// Photos go through Netlify's Image CDN: resized, and AVIF/WebP for browsers that take them.
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1600] as const;
/** Every generated photo is 3:2 (1600×1067 for the seed); sizes reserve that box. */
export const PHOTO_ASPECT = 1600 / 1067;

export type ImageFormat = 'avif' | 'webp';

/** The stored photo itself (full size, as uploaded). */
export const originalImageUrl = (key: string) => `/api/image/${key}`;

/** The photo through the Image CDN at `width`, in `format` (or the original's format). */
export function imageUrl(key: string, { width, format }: { width: number; format?: ImageFormat | undefined }): string {
  const params = new URLSearchParams({ url: originalImageUrl(key) });
  if (format) params.set('fm', format);
  params.set('w', String(width));
  params.set('q', '70');
  return `/.netlify/images?${params}`;
}

export const imageSrcSet = (key: string, format?: ImageFormat, widths: readonly number[] = IMAGE_WIDTHS) =>
  widths.map((width) => `${imageUrl(key, { width, format })} ${width}w`).join(', ');

/** A unit's photos, main photo first, without repeats. */
export function orderedPhotos(images: readonly string[], mainImage: string | null | undefined): string[] {
  return [...new Set([...(mainImage ? [mainImage] : []), ...images])];
}
