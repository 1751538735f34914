// Photo uploads: multipart bodies with repeated `images` files. The type comes from the bytes,
// never the name or the declared type; HEIC becomes JPEG so every browser can show it.
import { fileTypeFromBuffer } from 'file-type';
import convertHeic from 'heic-convert';
import { HttpError } from './http';
import { saveImage } from './image-store';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
const MAX_REQUEST_BYTES = 25 * MAX_FILE_BYTES;
const STORED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
const HEIC_TYPES = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);

/** Reads the form after refusing what is plainly too large, before buffering the body. */
export async function readUploadForm(req: Request): Promise<{ form: FormData; files: File[] }> {
  if (!(req.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw new HttpError(400, 'Send the photos as multipart/form-data');
  }
  if (Number(req.headers.get('content-length') ?? 0) > MAX_REQUEST_BYTES)
    throw new HttpError(413, 'Too much at once: upload at most 25 photos of up to 10MB each');
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw new HttpError(400, 'Could not read the uploaded files');
  }
  const files = form.getAll('images').filter((part): part is File => typeof part !== 'string');
  if (files.length === 0) throw new HttpError(400, 'Choose at least one image to upload');
  const tooLarge = files.find((file) => file.size > MAX_FILE_BYTES);
  if (tooLarge) throw new HttpError(413, `${tooLarge.name || 'A file'} is larger than 10MB`);
  return { form, files };
}

interface PreparedImage {
  bytes: Uint8Array;
  contentType: string;
}

async function prepareImage(file: File): Promise<PreparedImage> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  if (detected && STORED_TYPES.has(detected.mime)) return { bytes, contentType: detected.mime };
  if (detected && HEIC_TYPES.has(detected.mime)) {
    const jpeg = await convertHeic({ buffer: bytes, format: 'JPEG', quality: 0.9 });
    return { bytes: new Uint8Array(jpeg), contentType: 'image/jpeg' };
  }
  throw new HttpError(400, `${file.name || 'A file'} is not a supported image. Use JPEG, PNG, WebP, GIF, AVIF or HEIC.`);
}

/** Checks and converts every file first, then stores them: one bad file stores nothing. */
export async function storeUploadedImages(files: File[]): Promise<string[]> {
  const prepared: PreparedImage[] = [];
  for (const file of files) prepared.push(await prepareImage(file));
  const filenames: string[] = [];
  for (const image of prepared) filenames.push(await saveImage(image.bytes, image.contentType));
  return filenames;
}
