// A tour of a unit, asked for with an inquiry (its slots) and then confirmed, moved or cancelled
// by the leasing team; each change sends both sides a calendar invitation (src/server/tours.ts).
import { z } from 'zod';
import { isBookableSlot } from '../tour-slots';
import { TOUR_SLOTS_MESSAGE } from './inquiry';

export const TOUR_STATUSES = ['requested', 'confirmed', 'cancelled'] as const;
export type TourStatus = (typeof TOUR_STATUSES)[number];

/** Confirm (or move) the tour to `start`: a bookable slot, one of the requested ones or any other. */
export const TourScheduleSchema = z.object({
  start: z.iso
    .datetime({ offset: true, error: TOUR_SLOTS_MESSAGE })
    .refine((start) => isBookableSlot(new Date(start), new Date()), TOUR_SLOTS_MESSAGE),
});
