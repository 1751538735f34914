// A unit's floor plan (decision 025): an image is stored as a photo is (re-encoded, metadata
// dropped); a PDF is stored as sent, beside the photos, once its bytes say it is a PDF. Both are
// held to the photo size limit (src/lib/photo-rules.ts), which readUploadForm already enforces.
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../errors';
import { saveImage } from './image-store';
import { storePhotos } from './store-photos';

/** Stores one floor plan and answers its key. */
export async function storeFloorPlan(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if ((await fileTypeFromBuffer(bytes))?.mime === 'application/pdf') return saveImage(bytes, 'application/pdf');
  try {
    const [stored] = await storePhotos([{ file }]);
    return stored!.key;
  } catch (error) {
    if (error instanceof AppError) {
      throw new AppError(
        'invalid',
        `${file.name || 'A file'} is not a supported floor plan. Use a PDF or an image (JPEG, PNG, WebP, GIF, AVIF or HEIC).`,
      );
    }
    throw error;
  }
}
