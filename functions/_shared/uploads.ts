// Reading photo uploads: multipart bodies with repeated `images` files. Sizes are enforced while
// reading: by Content-Length before the body is touched, and by counting bytes as they arrive
// when there is no Content-Length (a chunked body), so nothing larger is ever buffered.
import { AppError } from '~/src/server/errors';
import { MAX_PHOTO_BYTES, MAX_PHOTO_SIZE_TEXT } from '~/src/lib/photo-rules';
import { MAX_FILES_PER_REQUEST } from '~/src/server/photos/store-photos';

const MAX_REQUEST_BYTES = MAX_FILES_PER_REQUEST * MAX_PHOTO_BYTES + 1024 * 1024;
const TOO_MUCH = `Too much at once: upload at most ${MAX_FILES_PER_REQUEST} photos of up to ${MAX_PHOTO_SIZE_TEXT} each`;

/** The body's bytes, refusing (413) as soon as more than `maxBytes` have arrived. */
async function readBodyWithin(req: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = req.body?.getReader();
  for (let next = await reader?.read(); next && !next.done; next = await reader?.read()) {
    total += next.value.byteLength;
    if (total > maxBytes) {
      await reader?.cancel();
      throw new AppError('too-large', TOO_MUCH);
    }
    chunks.push(next.value);
  }
  const body = new Uint8Array(new ArrayBuffer(total));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** Reads the form (the files of `field`) after refusing what is plainly too large, before buffering the body. */
export async function readUploadForm(req: Request, field = 'images'): Promise<{ form: FormData; files: File[] }> {
  const type = req.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw new AppError('invalid', 'Send the photos as multipart/form-data');
  if (Number(req.headers.get('content-length') ?? 0) > MAX_REQUEST_BYTES) throw new AppError('too-large', TOO_MUCH);
  const body = await readBodyWithin(req, MAX_REQUEST_BYTES);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new AppError('invalid', 'Could not read the uploaded files');
  }
  const files = form.getAll(field).filter((part): part is File => typeof part !== 'string');
  if (files.length === 0) throw new AppError('invalid', 'Choose at least one image to upload');
  if (files.length > MAX_FILES_PER_REQUEST) throw new AppError('too-large', TOO_MUCH);
  const tooLarge = files.find((file) => file.size > MAX_PHOTO_BYTES);
  if (tooLarge) throw new AppError('too-large', `${tooLarge.name || 'A file'} is larger than ${MAX_PHOTO_SIZE_TEXT}`);
  return { form, files };
}
