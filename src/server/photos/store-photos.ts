// Turning uploaded files into stored photos. The type comes from the bytes, never the name or the
// declared type. Every photo is decoded and encoded again with sharp: turned upright, its long
// edge capped, and saved without metadata (EXIF, GPS, camera, owner, XMP, colour profiles), so a
// phone photo never publishes where it was taken, and a file that only starts like an image is
// never served as it was sent. HEIC becomes JPEG so every browser can show it.
import { fileTypeFromBuffer } from 'file-type';
import convertHeic from 'heic-convert';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../errors';
import { saveImage } from './image-store';

export const MAX_FILES_PER_REQUEST = 25;
/** The longest edge a stored photo keeps; the Image CDN makes every smaller size from it. */
export const MAX_EDGE_PX = 4096;
// Refuse decompression bombs: a small file that claims a gigantic canvas.
const MAX_INPUT_PIXELS = 80_000_000;

/** How each accepted type is stored (AVIF is stored as WebP: as small, and far faster to encode). */
const ENCODERS: Record<string, { contentType: string; encode: (image: Sharp) => Sharp }> = {
  'image/jpeg': { contentType: 'image/jpeg', encode: (image) => image.jpeg({ quality: 86, mozjpeg: true }) },
  'image/png': { contentType: 'image/png', encode: (image) => image.png({ compressionLevel: 9 }) },
  'image/webp': { contentType: 'image/webp', encode: (image) => image.webp({ quality: 86 }) },
  'image/gif': { contentType: 'image/gif', encode: (image) => image.gif() },
  'image/avif': { contentType: 'image/webp', encode: (image) => image.webp({ quality: 86 }) },
};
const HEIC_TYPES = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);

interface PreparedImage {
  bytes: Uint8Array;
  contentType: string;
}

const notAnImage = (file: File) =>
  new AppError('invalid', `${file.name || 'A file'} is not a supported image. Use JPEG, PNG, WebP, GIF, AVIF or HEIC.`);

async function decodeHeic(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await convertHeic({ buffer: bytes, format: 'JPEG', quality: 0.92 }));
}

async function preparePhoto(file: File): Promise<PreparedImage> {
  const original = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(original);
  const isHeic = detected !== undefined && HEIC_TYPES.has(detected.mime);
  const encoder = ENCODERS[isHeic ? 'image/jpeg' : (detected?.mime ?? '')];
  if (!encoder) throw notAnImage(file);
  try {
    const input = isHeic ? await decodeHeic(original) : original;
    const image = sharp(input, { animated: detected?.mime === 'image/gif', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // upright by its EXIF orientation, before the orientation is dropped with the rest
      .resize({ width: MAX_EDGE_PX, height: MAX_EDGE_PX, fit: 'inside', withoutEnlargement: true });
    // sharp writes no metadata unless asked to (withMetadata/keepExif): none is asked for here.
    return { bytes: new Uint8Array(await encoder.encode(image).toBuffer()), contentType: encoder.contentType };
  } catch {
    // Anything sharp or the HEIC decoder cannot read is not a photo we can serve.
    throw notAnImage(file);
  }
}

/**
 * Checks and converts every file first, then stores them: one bad file stores nothing. Answers
 * each item with the key of its stored photo, in order.
 */
export async function storePhotos<Item extends { file: File }>(items: Item[]): Promise<(Item & { key: string })[]> {
  const prepared: { item: Item; image: PreparedImage }[] = [];
  for (const item of items) prepared.push({ item, image: await preparePhoto(item.file) });
  const stored: (Item & { key: string })[] = [];
  for (const { item, image } of prepared) stored.push({ ...item, key: await saveImage(image.bytes, image.contentType) });
  return stored;
}
