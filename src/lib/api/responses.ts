// What the API answers, checked in the browser before anything is shown: a changed server can't
// slip a wrong shape into the UI unnoticed. These schemas declare the answers: the JSON types
// (types.ts) are inferred from them, never from database rows.
import { z } from 'zod';
import { BuildingSchema } from '../schemas/building';
import { INQUIRY_STATUSES, NOTIFY_STATES, SPAM_REASONS } from '../schemas/inquiry';
import { LEAD_EVENT_KINDS, LEAD_STAGES } from '../schemas/lead';
import { TOUR_STATUSES } from '../schemas/tour';
import { UnitSchema } from '../schemas/unit';
import { answerShape } from './answer-shape';
import type { SignedInUser } from './types';

const id = z.number().int();
const text = z.string().nullable();
const date = z.string();
const list = z.array(z.string());
const timestamps = { createdAt: date, updatedAt: date };

// The alt text and caption of each described photo of a unit or building (decision 034).
export const PhotoDetailJsonSchema = z.object({ key: z.string(), alt: z.string(), caption: text });
// Defaults: an answer cached from before photo words existed still reads (as "none stored").
const photoDetails = z.array(PhotoDetailJsonSchema).default([]);

// Units and buildings answer what their body schema writes (answer-shape.ts), plus id and dates;
// `photoDetails` answers the stored words of their photos (those described so far).
const { photoDetails: _unitPhotoDetails, ...unitFields } = UnitSchema.in.shape;
export const UnitJsonSchema = z.object({ id, ...answerShape(unitFields), photoDetails, ...timestamps });

const { photoDetails: _buildingPhotoDetails, ...buildingFields } = BuildingSchema.in.shape;
export const BuildingJsonSchema = z.object({ id, ...answerShape(buildingFields), photoDetails, ...timestamps });

export const GalleryImageJsonSchema = z.object({
  id,
  filename: z.string(),
  description: text,
  category: text,
  featured: z.boolean(),
  // What the photo shows (its alt); null for images added before there was one (decision 034).
  alt: text.default(null),
  ...timestamps,
});

export const InquiryJsonSchema = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: text,
  listing: text,
  unitId: id.nullable(),
  message: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  isSpam: z.boolean(),
  spamReason: z.enum(SPAM_REASONS).nullable(),
  notifyState: z.enum(NOTIFY_STATES),
  notifyAttempts: z.number(),
  notifyLastError: text,
  notifyNextAt: z.string().nullable(),
  notifyClaimedAt: z.string().nullable(),
  notifySentAt: z.string().nullable(),
  stage: z.enum(LEAD_STAGES),
  lostReason: text,
  firstResponseAt: z.string().nullable(),
  tourSlots: list,
  tourStatus: z.enum(TOUR_STATUSES).nullable(),
  tourAt: z.string().nullable(),
  tourSequence: z.number(),
  tourInviteError: text,
  tourInviteSequence: z.number(),
  ...timestamps,
});

/** The invitation a tour confirmation would send, shown to the admin before it is sent. */
export const TourInvitePreviewJsonSchema = z.object({ summary: z.string(), when: z.string(), location: z.string(), recipients: list });

export const InquiryEventJsonSchema = z.object({
  id,
  inquiryId: id,
  kind: z.enum(LEAD_EVENT_KINDS),
  fromStage: z.enum(LEAD_STAGES).nullable(),
  toStage: z.enum(LEAD_STAGES).nullable(),
  note: text,
  author: z.string(),
  createdAt: date,
});

const SignedInUserSchema: z.ZodType<SignedInUser> = z.object({ id, username: z.string(), role: z.string() });

export const SessionSchema = z.object({ authenticated: z.boolean(), user: SignedInUserSchema.optional() });
export const FormTokenSchema = z.object({ token: z.string() });
export const SignInSchema = z.object({ token: z.string(), user: SignedInUserSchema });
