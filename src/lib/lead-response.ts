// "We reply within 24 hours" (the contact page's promise): a lead is overdue once 24 weekday hours
// in Boston have passed since it arrived and nobody has answered it (docs/PRODUCT.md §4).
// Weekends don't count; holidays and office hours are not modelled (hence "-ish").
import type { InquiryJson } from './api/types';
import { isWeekend, OFFICE_TIME_ZONE } from './office-hours';
import { CLOSED_STAGES } from './schemas/lead-stages';

export const RESPONSE_PROMISE_HOURS = 24;

const HOUR_MS = 3_600_000;
// Made on first use (see officeDay): the contact page's tour picker shares this module's chunk.
let bostonWeekday: Intl.DateTimeFormat | undefined;
// Boston's offset from UTC is whole hours, so a UTC hour lies within one Boston day: one lookup
// per hour, remembered (an inbox of thousands of leads shares a few thousand hours).
const weekendHours = new Map<number, boolean>();
function isWeekendHour(hour: number): boolean {
  let weekend = weekendHours.get(hour);
  if (weekend === undefined) {
    weekend = isWeekend(
      (bostonWeekday ??= new Intl.DateTimeFormat('en-US', { timeZone: OFFICE_TIME_ZONE, weekday: 'short' })).format(hour * HOUR_MS),
    );
    weekendHours.set(hour, weekend);
  }
  return weekend;
}

/** When a lead that arrived at `receivedAt` must have been answered by: 24 weekday hours later. */
export function responseDueAt(receivedAt: Date): Date {
  let time = receivedAt.getTime();
  for (let counted = 0; counted < RESPONSE_PROMISE_HOURS; time += HOUR_MS) {
    if (!isWeekendHour(Math.floor(time / HOUR_MS))) counted++;
  }
  return new Date(time);
}

type Lead = Pick<InquiryJson, 'createdAt' | 'stage' | 'firstResponseAt' | 'isSpam'>;

/** Still owed a first answer: in the inbox, not closed, never answered. */
const awaitsFirstResponse = (lead: Lead) => !lead.isSpam && !CLOSED_STAGES.includes(lead.stage) && lead.firstResponseAt === null;

export const isOverdue = (lead: Lead, now: number) => awaitsFirstResponse(lead) && now >= responseDueAt(new Date(lead.createdAt)).getTime();

/** A lead's age for a list: '45 min', '5 h', '3 d'. */
export function formatAge(createdAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - new Date(createdAt).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / (24 * 60))} d`;
}
