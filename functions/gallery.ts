import type { Config } from '@netlify/functions';
import { createGalleryImages, deleteGalleryImage, listGalleryImages, setGalleryImageFeatured } from '../db/queries/gallery';
import { findUnreferencedImages } from '../db/queries/images';
import { GalleryFeaturedSchema, GalleryImageDetailsSchema } from '../src/lib/schemas/gallery';
import { requireAdmin } from './_shared/auth';
import { handler, HttpError, json, methodNotAllowed, parseId } from './_shared/http';
import { deleteImages } from './_shared/image-store';
import { scheduleSiteRebuild } from './_shared/rebuild';
import { pathSegments, readJsonObject, validate } from './_shared/request';
import { readUploadForm, storeUploadedImages } from './_shared/uploads';

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

// /api/gallery (?featured=true) and /api/gallery/{id}
export default handler(async (req, context) => {
  const [segment, extra] = pathSegments(req, '/api/gallery');
  if (extra !== undefined) throw new HttpError(404, 'Not found');

  if (segment === undefined) {
    if (req.method === 'GET') {
      const featuredOnly = new URL(req.url).searchParams.get('featured') === 'true';
      return json(await listGalleryImages({ featuredOnly }));
    }
    if (req.method !== 'POST') throw methodNotAllowed(['GET', 'POST']);
    await requireAdmin(req);
    const { form, files } = await readUploadForm(req);
    // Details are checked before any photo is stored: a bad field stores nothing.
    const details = files.map((_, i) =>
      validate(GalleryImageDetailsSchema, {
        description: field(form, `description_${i}`),
        category: field(form, `category_${i}`),
        featured: field(form, `featured_${i}`),
      }),
    );
    const filenames = await storeUploadedImages(files);
    const images = await createGalleryImages(filenames.map((filename, i) => ({ ...details[i]!, filename })));
    scheduleSiteRebuild(context);
    return json(images, { status: 201 });
  }

  const id = parseId(segment);
  if (req.method === 'PUT') {
    await requireAdmin(req);
    const { featured } = validate(GalleryFeaturedSchema, await readJsonObject(req));
    const image = await setGalleryImageFeatured(id, featured);
    if (!image) throw new HttpError(404, 'Image not found');
    scheduleSiteRebuild(context);
    return json(image);
  }
  if (req.method === 'DELETE') {
    await requireAdmin(req);
    const image = await deleteGalleryImage(id);
    if (!image) throw new HttpError(404, 'Image not found');
    await deleteImages(await findUnreferencedImages([image.filename]));
    scheduleSiteRebuild(context);
    return json({ success: true, id });
  }
  throw methodNotAllowed(['PUT', 'DELETE']);
});

export const config: Config = {
  path: ['/api/gallery', '/api/gallery/*'],
};
