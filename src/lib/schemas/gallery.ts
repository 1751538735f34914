import { z } from 'zod';
import { cleanText, flag, optionalText } from './fields';
import { altText, CAPTION_MAX_LENGTH } from './photo-details';

export const FEATURED_MESSAGE = 'featured must be true or false';

/**
 * `PUT /api/gallery/{id}`: `{ featured }` flips featured (as always); `alt` and `description` (the
 * caption) change the photo's words. Fields left out stay as they are; a blank description clears
 * the caption; a blank alt is refused. At least one of them.
 */
export const GalleryImageUpdateSchema = z
  .object({
    featured: z.boolean({ error: FEATURED_MESSAGE }).optional(),
    alt: altText().optional(),
    description: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      cleanText(CAPTION_MAX_LENGTH).nullable().optional(),
    ),
  })
  .superRefine((body, ctx) => {
    if (body.featured === undefined && body.alt === undefined && body.description === undefined) {
      ctx.addIssue({ code: 'custom', path: ['featured'], message: FEATURED_MESSAGE });
    }
  });

export type GalleryImageUpdate = z.output<typeof GalleryImageUpdateSchema>;

/** The admin's edit of a gallery photo's words (alt required, caption optional). */
export const GalleryImageWordsSchema = z.object({
  alt: altText(),
  description: optionalText(CAPTION_MAX_LENGTH),
});
export type GalleryImageWordsInput = z.input<typeof GalleryImageWordsSchema>;

/**
 * The text fields sent with each uploaded file (`description_{i}` and so on). `alt_{i}` is new
 * (decision 034): left out, the image has none yet and pages use its caption or a default; sent
 * blank, the upload is refused.
 */
export const GalleryImageDetailsSchema = z.object({
  description: optionalText(500),
  category: optionalText(60),
  featured: flag(),
  alt: z.preprocess((v) => (v === undefined || v === null ? undefined : v), altText().optional()),
});

export type GalleryImageDetails = z.output<typeof GalleryImageDetailsSchema>;
