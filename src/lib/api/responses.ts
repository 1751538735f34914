// What the API answers, checked in the browser before anything is shown: a changed server can't
// slip a wrong shape into the UI unnoticed. Each schema is tied to its type, so TypeScript
// refuses a schema that misses a field.
import { z } from 'zod';
import { BUILDING_CLASSES, TENANT_TYPES } from '../schemas/building';
import { INQUIRY_STATUSES, NOTIFY_STATES, SPAM_REASONS } from '../schemas/inquiry';
import { LEAD_EVENT_KINDS, LEAD_STAGES } from '../schemas/lead';
import { TOUR_STATUSES } from '../schemas/tour';
import { PARKING_OPTIONS, SPACE_TYPES, UNIT_STATUSES } from '../schemas/unit';
import type { BuildingJson, GalleryImageJson, InquiryEventJson, InquiryJson, SignedInUser, UnitJson } from './types';

const id = z.number().int();
const text = z.string().nullable();
const number = z.number().nullable();
const date = z.string();
const list = z.array(z.string());
const timestamps = { createdAt: date, updatedAt: date };

export const UnitJsonSchema: z.ZodType<UnitJson> = z.object({
  id,
  buildingId: id,
  unitNumber: z.string(),
  type: z.enum(SPACE_TYPES),
  squareFootage: z.number(),
  rate: z.number(),
  priceOnRequest: z.boolean(),
  status: z.enum(UNIT_STATUSES),
  description: text,
  address: text,
  city: text,
  state: text,
  zipCode: text,
  crossStreets: text,
  buildingClass: text,
  yearBuilt: number,
  totalBuildingSize: number,
  ceilingHeight: number,
  parkingSpaces: number,
  parkingRatio: text,
  parkingAvailable: z.enum(PARKING_OPTIONS),
  leaseType: text,
  operatingExpenses: number,
  taxes: number,
  insurance: number,
  featured: z.boolean(),
  images: list,
  mainImage: text,
  amenities: list,
  loopnetUrl: text,
  ...timestamps,
});

export const BuildingJsonSchema: z.ZodType<BuildingJson> = z.object({
  id,
  name: z.string(),
  address: z.string(),
  description: text,
  availableSquareFootage: z.number(),
  totalFloors: z.number(),
  buildingClass: z.enum(BUILDING_CLASSES),
  tenantType: z.enum(TENANT_TYPES),
  totalSquareFootage: number,
  yearBuilt: number,
  continuouslyRenovated: z.boolean(),
  bikeScore: z.number(),
  walkScore: z.number(),
  transitScore: z.number(),
  nearbyTransit: list,
  transportationNotes: text,
  amenities: list,
  featured: z.boolean(),
  mainImage: text,
  images: list,
  featuredImages: list,
  ...timestamps,
});

export const GalleryImageJsonSchema: z.ZodType<GalleryImageJson> = z.object({
  id,
  filename: z.string(),
  description: text,
  category: text,
  featured: z.boolean(),
  ...timestamps,
});

export const InquiryJsonSchema: z.ZodType<InquiryJson> = z.object({
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

export const InquiryEventJsonSchema: z.ZodType<InquiryEventJson> = z.object({
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
