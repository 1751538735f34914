import type { Config } from '@netlify/functions';
import { AppError } from '~/src/server/errors';
import { storeFloorPlan } from '~/src/server/photos/store-floor-plan';
import { storePhotos } from '~/src/server/photos/store-photos';
import { requireStaff } from './_shared/auth';
import { json } from './_shared/http';
import { routes } from './_shared/routes';
import { readUploadForm } from './_shared/uploads';

export const config: Config = {
  path: ['/api/upload', '/api/upload/floor-plan'],
};

// Repeated `images` files → `{ filenames }` in upload order.
export default routes(config, {
  '/api/upload': {
    POST: async (req) => {
      await requireStaff(req);
      const { files } = await readUploadForm(req);
      const stored = await storePhotos(files.map((file) => ({ file })));
      return json({ filenames: stored.map((photo) => photo.key) }, { status: 201 });
    },
  },
  // One `file` (an image or a PDF) → `{ filename }`, for the unit's floorPlan (decision 025).
  '/api/upload/floor-plan': {
    POST: async (req) => {
      await requireStaff(req);
      const { files } = await readUploadForm(req, 'file');
      if (files.length > 1) throw new AppError('invalid', 'Upload one floor plan at a time');
      return json({ filename: await storeFloorPlan(files[0]!) }, { status: 201 });
    },
  },
});
