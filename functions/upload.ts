import type { Config } from '@netlify/functions';
import { storePhotos } from '~/src/server/photos/store-photos';
import { requireAdmin } from './_shared/auth';
import { json } from './_shared/http';
import { routes } from './_shared/routes';
import { readUploadForm } from './_shared/uploads';

export const config: Config = {
  path: '/api/upload',
};

// Repeated `images` files → `{ filenames }` in upload order.
export default routes(config, {
  '/api/upload': {
    POST: async (req) => {
      await requireAdmin(req);
      const { files } = await readUploadForm(req);
      const stored = await storePhotos(files.map((file) => ({ file })));
      return json({ filenames: stored.map((photo) => photo.key) }, { status: 201 });
    },
  },
});
