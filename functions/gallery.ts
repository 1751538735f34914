import type { Config } from '@netlify/functions';
import { GalleryImageDetailsSchema, GalleryImageUpdateSchema } from '~/src/lib/schemas/gallery';
import { addGalleryImages, deleteGalleryImage, listGalleryImages, updateGalleryImage } from '~/src/server/gallery';
import { cacheTags } from '~/src/server/cdn-cache';
import { AppError } from '~/src/server/errors';
import { actorOf } from '~/src/server/actor';
import { ExpectedVersionSchema } from '~/src/lib/schemas/version';
import { requireStaff } from './_shared/auth';
import { json } from './_shared/http';
import { publicJson } from './_shared/public-read';
import { idParam, readJsonObject, validate } from './_shared/request';
import { routes } from './_shared/routes';
import { readUploadForm } from './_shared/uploads';

export const config: Config = {
  path: ['/api/gallery', '/api/gallery/:id'],
};

const textField = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/**
 * `?featured=true` lists the featured images only; `false`, empty or none, all of them. Another
 * value is refused before the database is asked: the CDN keeps a handful of copies (its key holds
 * `featured`), and no made-up value gets past them to the database.
 */
function featuredOnly(req: Request): boolean {
  const values = new URL(req.url).searchParams.getAll('featured');
  if (values.length === 0 || (values.length === 1 && ['', 'false'].includes(values[0]!))) return false;
  if (values.length === 1 && values[0] === 'true') return true;
  throw new AppError('invalid', 'featured must be true or false');
}

/** Each file with its `description_{i}`, `category_{i}`, `featured_{i}` and `alt_{i}`; a bad field stores nothing. */
async function readGalleryUploads(req: Request) {
  const { form, files } = await readUploadForm(req);
  return files.map((file, i) => ({
    file,
    details: validate(GalleryImageDetailsSchema, {
      description: textField(form, `description_${i}`),
      category: textField(form, `category_${i}`),
      featured: textField(form, `featured_${i}`),
      alt: textField(form, `alt_${i}`),
    }),
  }));
}

export default routes(config, {
  '/api/gallery': {
    GET: async (req) =>
      publicJson(req, await listGalleryImages({ featuredOnly: featuredOnly(req) }), [cacheTags.gallery], { query: ['featured'] }),
    POST: async (req, context) => {
      const session = await requireStaff(req);
      return json(await addGalleryImages(await readGalleryUploads(req), context, actorOf(session)), { status: 201 });
    },
  },
  '/api/gallery/:id': {
    PUT: async (req, context) => {
      const session = await requireStaff(req);
      const body = await readJsonObject(req);
      const update = validate(GalleryImageUpdateSchema, body);
      const { version } = validate(ExpectedVersionSchema, body);
      return json(
        await updateGalleryImage(idParam(context.params), update, context, { actor: actorOf(session), expectedVersion: version }),
      );
    },
    DELETE: async (req, context) => {
      await requireStaff(req);
      const id = idParam(context.params);
      await deleteGalleryImage(id, context);
      return json({ success: true, id });
    },
  },
});
