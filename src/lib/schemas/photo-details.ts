// The words that go with a photo (decision 034): its alt text (what it shows, read to people who
// cannot see it; required) and an optional caption (shown in the photo viewer). Units and
// buildings send them as `photoDetails: [{ key, alt, caption }]` beside their `images`; gallery
// images keep theirs on the image (`alt`, and `description` as the caption).
import { z } from 'zod';
import { MAX_PHOTOS } from '../photo-rules';
import { cleanText, imageKey, optionalText } from './fields';

export const ALT_REQUIRED_MESSAGE = 'Alt text is required: say what the photo shows';
export const ALT_MAX_LENGTH = 250;
export const CAPTION_MAX_LENGTH = 500;

/** Alt text: never blank (a blank one is refused, not dropped). */
export const altText = () =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string({ error: ALT_REQUIRED_MESSAGE }).pipe(cleanText(ALT_MAX_LENGTH)).pipe(z.string().min(1, ALT_REQUIRED_MESSAGE)),
  );

export const captionText = () => optionalText(CAPTION_MAX_LENGTH);

export const PhotoDetailSchema = z.object({
  key: imageKey,
  alt: altText(),
  caption: captionText(),
});

export type PhotoDetailInput = z.input<typeof PhotoDetailSchema>;
export type PhotoDetailData = z.output<typeof PhotoDetailSchema>;
/** A photo's words as the API answers them. */
export interface PhotoDetail {
  key: string;
  alt: string;
  caption: string | null;
}

/**
 * The `photoDetails` of a unit or building body: one entry per photo at most, each stored over
 * that photo's words; photos it leaves out keep theirs (left out altogether: none change). Which photos they may name is checked against `images` by
 * `photoDetailsMatchImages`.
 */
export const photoDetailsList = () =>
  z
    .array(PhotoDetailSchema)
    .max(MAX_PHOTOS, `At most ${MAX_PHOTOS} photos`)
    .refine((details) => new Set(details.map((d) => d.key)).size === details.length, 'Describe each photo once')
    .default([]);

export const PHOTO_NOT_LISTED_MESSAGE = 'Describe only the photos in images';

/** A body's photoDetails name only photos the body lists. */
export function photoDetailsMatchImages(body: { images: string[]; photoDetails: PhotoDetailData[] }, ctx: z.RefinementCtx) {
  const listed = new Set(body.images);
  if (body.photoDetails.some((detail) => !listed.has(detail.key))) {
    ctx.addIssue({ code: 'custom', path: ['photoDetails'], message: PHOTO_NOT_LISTED_MESSAGE });
  }
}
