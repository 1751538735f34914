import type { Config } from '@netlify/functions';
import { requireAdmin } from './_shared/auth';
import { handler, json, methodNotAllowed } from './_shared/http';
import { readUploadForm, storeUploadedImages } from './_shared/uploads';

// POST /api/upload: repeated `images` files → `{ filenames }` in upload order.
export default handler(async (req) => {
  if (req.method !== 'POST') throw methodNotAllowed(['POST']);
  await requireAdmin(req);
  const { files } = await readUploadForm(req);
  return json({ filenames: await storeUploadedImages(files) }, { status: 201 });
});

export const config: Config = {
  path: '/api/upload',
};
