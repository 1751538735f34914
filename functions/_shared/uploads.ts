// Reading photo uploads: multipart bodies with repeated `images` files.
import { AppError } from '../../src/server/errors';
import { MAX_FILE_BYTES } from '../../src/server/photos/store-photos';

const MAX_REQUEST_BYTES = 25 * MAX_FILE_BYTES;

/** Reads the form after refusing what is plainly too large, before buffering the body. */
export async function readUploadForm(req: Request): Promise<{ form: FormData; files: File[] }> {
  if (!(req.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw new AppError('invalid', 'Send the photos as multipart/form-data');
  }
  if (Number(req.headers.get('content-length') ?? 0) > MAX_REQUEST_BYTES)
    throw new AppError('too-large', 'Too much at once: upload at most 25 photos of up to 10MB each');
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw new AppError('invalid', 'Could not read the uploaded files');
  }
  const files = form.getAll('images').filter((part): part is File => typeof part !== 'string');
  if (files.length === 0) throw new AppError('invalid', 'Choose at least one image to upload');
  const tooLarge = files.find((file) => file.size > MAX_FILE_BYTES);
  if (tooLarge) throw new AppError('too-large', `${tooLarge.name || 'A file'} is larger than 10MB`);
  return { form, files };
}
