// The JSON the API answers, as its response schemas (responses.ts) declare it: a column added to
// a table is not part of the API until a schema says so.
import type { z } from 'zod';
import type { PublicUser } from '../schemas/staff-roles';
import type {
  BuildingJsonSchema,
  ConflictSchema,
  GalleryImageJsonSchema,
  HistorySchema,
  InquiryEventJsonSchema,
  InquiryJsonSchema,
  InquiryReplyJsonSchema,
  ReplyTemplateJsonSchema,
  TeamSettingsJsonSchema,
  UnitJsonSchema,
} from './responses';

export type UnitJson = z.infer<typeof UnitJsonSchema>;
export type BuildingJson = z.infer<typeof BuildingJsonSchema>;
export type GalleryImageJson = z.infer<typeof GalleryImageJsonSchema>;
export type InquiryJson = z.infer<typeof InquiryJsonSchema>;
export type InquiryEventJson = z.infer<typeof InquiryEventJsonSchema>;
export type InquiryReplyJson = z.infer<typeof InquiryReplyJsonSchema>;
export type ReplyTemplateJson = z.infer<typeof ReplyTemplateJsonSchema>;
export type TeamSettingsJson = z.infer<typeof TeamSettingsJsonSchema>;
export type ConflictJson = z.infer<typeof ConflictSchema>;
export type HistoryJson = z.infer<typeof HistorySchema>;
export type HistoryEntryJson = HistoryJson['versions'][number];
/** The signed-in staff member as the API describes them (never the password hash). */
export type SignedInUser = PublicUser;

type Jsonify<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/** Build-time rows → what the API would answer (pages hand these to islands). */
export const toJson = <T>(value: T): Jsonify<T> => JSON.parse(JSON.stringify(value)) as Jsonify<T>;
export const toJsonList = <T>(values: T[]): Jsonify<T>[] => JSON.parse(JSON.stringify(values)) as Jsonify<T>[];
