// Photos live in Netlify Blobs under generated keys: `<uuid>.<ext>`. A key never changes
// content, so readers may cache it forever, and nothing a visitor types can name another key.
import { randomUUID } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import { FLOOR_PLAN_KEY_PATTERN } from '~/src/lib/schemas/fields';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  // Floor plans may be PDFs (decision 025); they are never shown as photos.
  'application/pdf': 'pdf',
};

export interface StoredImage {
  bytes: ArrayBuffer;
  contentType: string;
  etag: string | undefined;
}

// Strong consistency: an admin who uploads a photo sees it on the very next request.
const imageStore = () => getStore({ name: 'images', consistency: 'strong' });

/** A key this store can hold: a photo's, or a floor plan PDF's. */
export function isImageKey(key: string): boolean {
  return FLOOR_PLAN_KEY_PATTERN.test(key);
}

/** Stores a photo under a new key; `uploadedAt` (now) lets housekeeping tell fresh uploads from orphans. */
export async function saveImage(bytes: ArrayBuffer | Uint8Array, contentType: string, uploadedAt = new Date()): Promise<string> {
  const extension = EXTENSIONS[contentType];
  if (!extension) throw new Error(`Unsupported image type: ${contentType}`);
  const key = `${randomUUID()}.${extension}`;
  const body = bytes instanceof Uint8Array ? bytes.slice().buffer : bytes;
  await imageStore().set(key, body, { metadata: { contentType, uploadedAt: uploadedAt.toISOString() } });
  return key;
}

/** Keys of the photos stored before `before`; photos without an upload time are never listed (kept). */
export async function listImagesUploadedBefore(before: Date): Promise<string[]> {
  const store = imageStore();
  const { blobs } = await store.list();
  const keys: string[] = [];
  for (const { key } of blobs) {
    const uploadedAt = (await store.getMetadata(key))?.metadata['uploadedAt'];
    if (typeof uploadedAt === 'string' && new Date(uploadedAt) < before) keys.push(key);
  }
  return keys;
}

export async function readImage(key: string): Promise<StoredImage | null> {
  if (!isImageKey(key)) return null;
  const entry = await imageStore().getWithMetadata(key, { type: 'arrayBuffer' });
  if (!entry) return null;
  const contentType = typeof entry.metadata['contentType'] === 'string' ? entry.metadata['contentType'] : 'application/octet-stream';
  return { bytes: entry.data, contentType, etag: entry.etag };
}

export async function deleteImage(key: string): Promise<void> {
  if (!isImageKey(key)) return;
  await imageStore().delete(key);
}

export async function deleteImages(keys: string[]): Promise<void> {
  await Promise.all(keys.map(deleteImage));
}

// Backups (src/server/backup/) copy every stored photo exactly: bytes, key and metadata.

export async function listImageKeys(): Promise<string[]> {
  return (await imageStore().list()).blobs.map((blob) => blob.key).sort();
}

export interface ImageEntry {
  bytes: ArrayBuffer;
  metadata: Record<string, unknown>;
}

export async function readImageEntry(key: string): Promise<ImageEntry | null> {
  const entry = await imageStore().getWithMetadata(key, { type: 'arrayBuffer' });
  return entry ? { bytes: entry.data, metadata: entry.metadata } : null;
}

export async function writeImageEntry(key: string, { bytes, metadata }: ImageEntry): Promise<void> {
  if (!isImageKey(key)) throw new Error(`Not a photo key: ${key}`);
  await imageStore().set(key, bytes, { metadata });
}
