// The JSON the API answers: the database rows with dates as ISO strings.
import type { Building, GalleryImage, Inquiry, InquiryEvent, Unit } from '../../../db/schema';

type Jsonify<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

export type UnitJson = Jsonify<Unit>;
export type BuildingJson = Jsonify<Building>;
export type GalleryImageJson = Jsonify<GalleryImage>;
export type InquiryJson = Jsonify<Inquiry>;
export type InquiryEventJson = Jsonify<InquiryEvent>;
/** The signed-in admin as the API describes them (never the password hash). */
export interface SignedInUser {
  id: number;
  username: string;
  role: string;
}

/** Build-time rows → what the API would answer (pages hand these to islands). */
export const toJson = <T>(value: T): Jsonify<T> => JSON.parse(JSON.stringify(value)) as Jsonify<T>;
export const toJsonList = <T>(values: T[]): Jsonify<T>[] => JSON.parse(JSON.stringify(values)) as Jsonify<T>[];
