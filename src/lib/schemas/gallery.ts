import { z } from 'zod';
import { flag, optionalText } from './fields';

export const GalleryFeaturedSchema = z.object({ featured: z.boolean({ error: 'featured must be true or false' }) });

/** The text fields sent with each uploaded file (`description_{i}` and so on). */
export const GalleryImageDetailsSchema = z.object({
  description: optionalText(500),
  category: optionalText(60),
  featured: flag(),
});

export type GalleryImageDetails = z.output<typeof GalleryImageDetailsSchema>;
