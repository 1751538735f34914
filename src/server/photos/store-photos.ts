// Turning uploaded files into stored photos. The type comes from the bytes, never the name or the
// declared type; HEIC becomes JPEG so every browser can show it.
import { fileTypeFromBuffer } from 'file-type';
import convertHeic from 'heic-convert';
import { AppError } from '../errors';
import { saveImage } from './image-store';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
const STORED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
const HEIC_TYPES = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);

interface PreparedImage {
  bytes: Uint8Array;
  contentType: string;
}

async function preparePhoto(file: File): Promise<PreparedImage> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  if (detected && STORED_TYPES.has(detected.mime)) return { bytes, contentType: detected.mime };
  if (detected && HEIC_TYPES.has(detected.mime)) {
    const jpeg = await convertHeic({ buffer: bytes, format: 'JPEG', quality: 0.9 });
    return { bytes: new Uint8Array(jpeg), contentType: 'image/jpeg' };
  }
  throw new AppError('invalid', `${file.name || 'A file'} is not a supported image. Use JPEG, PNG, WebP, GIF, AVIF or HEIC.`);
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
