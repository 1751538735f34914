// A tour of a unit, asked for with an inquiry (its slots) and then confirmed, moved or cancelled
// by the leasing team; each change sends both sides a calendar invitation (src/server/tours.ts).
import { z } from 'zod';
import { isBookableSlot } from '../tour-slots';
import { tourSlotsMessage } from './inquiry';
import type { OfficeHours } from './office-hours';

export const TOUR_STATUSES = ['requested', 'confirmed', 'cancelled'] as const;
export type TourStatus = (typeof TOUR_STATUSES)[number];

/**
 * Confirm (or move) the tour to `start`: a slot bookable under the office's published `hours`, one
 * of the requested ones or any other.
 */
export const tourScheduleSchema = (hours: OfficeHours) => {
  const message = tourSlotsMessage(hours);
  return z.object({
    start: z.iso.datetime({ offset: true, error: message }).refine((start) => isBookableSlot(new Date(start), new Date(), hours), message),
  });
};
