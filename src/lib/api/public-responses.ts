// The answers the public pages read (units, buildings, gallery images): their own module, so a
// public island that checks its mount-time refresh builds these schemas only, not the admin's
// (zod builds every schema when its module loads: ~20 ms on a fast machine for all of responses.ts).
import { z } from 'zod';
import { BuildingSchema } from '../schemas/building';
import { OfficeHoursSchema } from '../schemas/office-hours';
import { UnitSchema } from '../schemas/unit';
import { answerShape } from './answer-shape';

const id = z.number().int();
const text = z.string().nullable();
const date = z.string();
const timestamps = { createdAt: date, updatedAt: date };
/** The published version: an edit sends it back as `version`; a newer one answers 409. */
const version = z.number().int();

// The alt text and caption of each described photo of a unit or building (decision 034).
export const PhotoDetailJsonSchema = z.object({ key: z.string(), alt: z.string(), caption: text.default(null) });
// Defaults: an answer cached from before photo words existed still reads (as "none stored").
const photoDetails = z.array(PhotoDetailJsonSchema).default([]);

// Units and buildings answer what their body schema writes (answer-shape.ts), plus id, version and dates;
// `photoDetails` answers the stored words of their photos (those described so far).
const { photoDetails: _unitPhotoDetails, ...unitFields } = UnitSchema.in.shape;
export const UnitJsonSchema = z.object({ id, ...answerShape(unitFields), photoDetails, version, ...timestamps });

const { photoDetails: _buildingPhotoDetails, ...buildingFields } = BuildingSchema.in.shape;
export const BuildingJsonSchema = z.object({ id, ...answerShape(buildingFields), photoDetails, version, ...timestamps });

export const GalleryImageJsonSchema = z.object({
  id,
  filename: z.string(),
  description: text,
  category: text,
  featured: z.boolean(),
  version,
  // What the photo shows (its alt); null for images added before there was one (decision 034).
  alt: text.default(null),
  ...timestamps,
});

export const UnitListJsonSchema = z.array(UnitJsonSchema);
export const BuildingListJsonSchema = z.array(BuildingJsonSchema);
export const GalleryImageListJsonSchema = z.array(GalleryImageJsonSchema);

/** The office hours of the published site content (decision 048), the rest of the answer unread. */
export const PublishedOfficeHoursSchema = z
  .object({ contact: z.object({ hours: OfficeHoursSchema }) })
  .transform(({ contact }) => contact.hours);
