// The calendar invitation for a tour (RFC 5545 via ical-generator): one UID per inquiry, SEQUENCE
// raised by every move or cancellation, times in Boston with their VTIMEZONE, the unit's address as
// LOCATION. Sent to the visitor and to the leasing team's address.
import { TZDate } from '@date-fns/tz';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { findBuilding } from '~/db/queries/buildings';
import type { Inquiry, Unit } from '~/db/schema';
import { formatAddress, type SiteContent } from '~/src/lib/schemas/site-content';
import { DEFAULT_SITE_CONTENT } from '~/src/lib/site-content-defaults';
import { siteConfig } from '~/src/lib/site-config';
import { getSiteContent } from './site-content';
import { OFFICE_TIME_ZONE } from '~/src/lib/office-hours';
import { formatTourSlot, TOUR_SLOT_MINUTES } from '~/src/lib/tour-slots';
import { resolveUnit, type OwnFacts } from '~/src/lib/unit-facts';
import { serverEnv } from './env';
import { sendMail } from './mailer';

// America/New_York under the US rules in force since 2007, for calendars that need the definition.
const NEW_YORK_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${OFFICE_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

export type TourUnit = OwnFacts | null;
/** A tour unit as shown: its blank facts already taken from its building (decision 021). */
type ShownTourUnit = Pick<Unit, 'address' | 'city' | 'state' | 'zipCode'> | null;

type Contact = SiteContent['contact'];

/** Where the tour meets: the unit's full address as shown, or the complex's leasing office (the site content's address). */
export function tourLocation(unit: ShownTourUnit, contact: Contact = DEFAULT_SITE_CONTENT.contact): string {
  if (!unit?.address) return formatAddress(contact.address);
  return [unit.address, unit.city, [unit.state, unit.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

const tourSummary = (inquiry: Pick<Inquiry, 'listing'>) => `Tour: ${inquiry.listing ?? siteConfig.name}`;

/** What the invitation for a tour at `start` will say and whom it goes to, before it is sent (the admin's preview). */
export async function tourInvitePreview(inquiry: Inquiry, storedUnit: TourUnit, start: Date, env = serverEnv()) {
  const unit = storedUnit && resolveUnit(storedUnit, await findBuilding(storedUnit.buildingId));
  return {
    summary: tourSummary(inquiry),
    when: formatTourSlot(start),
    location: tourLocation(unit, (await getSiteContent()).contact),
    recipients: [`${inquiry.firstName} ${inquiry.lastName} <${inquiry.email}>`, env.LEASING_EMAIL],
  };
}

// The UID must never change for a tour (its updates and cancellation name it): the seeded domain, not the editable e-mail.
const tourUid = (inquiryId: number) => `tour-${inquiryId}@${DEFAULT_SITE_CONTENT.contact.email.split('@')[1]}`;

/** The .ics of the tour as it now stands: a request, or a cancellation when it was cancelled. */
export function tourCalendar(
  inquiry: Inquiry,
  unit: ShownTourUnit,
  env = serverEnv(),
  contact: Contact = DEFAULT_SITE_CONTENT.contact,
): string {
  const cancelled = inquiry.tourStatus === 'cancelled';
  const start = inquiry.tourAt!;
  const calendar = ical({
    prodId: { company: siteConfig.name, product: 'Tours', language: 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    // No calendar-wide zone (name null): ical-generator would write DTSTAMP in it, without the Z
    // that RFC 5545 requires. The event names its zone and the generator adds that VTIMEZONE.
    timezone: { name: null, generator: (name) => (name === OFFICE_TIME_ZONE ? NEW_YORK_VTIMEZONE : null) },
  });
  calendar.createEvent({
    id: tourUid(inquiry.id),
    sequence: inquiry.tourSequence,
    start: new TZDate(start, OFFICE_TIME_ZONE),
    end: new TZDate(start.getTime() + TOUR_SLOT_MINUTES * 60_000, OFFICE_TIME_ZONE),
    timezone: OFFICE_TIME_ZONE,
    summary: tourSummary(inquiry),
    description: `A tour with the ${siteConfig.name} leasing team. To change it, reply to this e-mail or call ${contact.phone}.`,
    location: tourLocation(unit, contact),
    organizer: { name: `${siteConfig.name} Leasing`, email: env.LEASING_EMAIL },
    attendees: [{ name: `${inquiry.firstName} ${inquiry.lastName}`, email: inquiry.email, rsvp: true }],
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

/** The invitation to both sides. Throws when either was not delivered. */
export async function sendTourInvites(inquiry: Inquiry, storedUnit: TourUnit): Promise<void> {
  const env = serverEnv();
  const unit = storedUnit && resolveUnit(storedUnit, await findBuilding(storedUnit.buildingId));
  const cancelled = inquiry.tourStatus === 'cancelled';
  const when = formatTourSlot(inquiry.tourAt!);
  const { contact } = await getSiteContent();
  const place = tourLocation(unit, contact);
  const what = inquiry.listing ? ` of ${inquiry.listing}` : '';
  // A later invitation of the same tour (a move, or a time set again after a cancellation) says
  // so: it replaces the one in the visitor's calendar, and must not read as a second tour.
  const isNewTime = !cancelled && inquiry.tourSequence > 0;
  const icalEvent = { method: cancelled ? 'CANCEL' : 'REQUEST', filename: 'tour.ics', content: tourCalendar(inquiry, unit, env, contact) };
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-tour-${inquiry.id}-${inquiry.tourSequence}`;
  await Promise.all([
    sendMail(
      {
        from: env.MAIL_FROM,
        to: { name: `${inquiry.firstName} ${inquiry.lastName}`, address: inquiry.email },
        replyTo: env.LEASING_EMAIL,
        subject: cancelled
          ? `Your tour on ${when} is cancelled`
          : isNewTime
            ? `Your tour${what} has a new time: ${when}`
            : `Your tour${what}: ${when}`,
        text: cancelled
          ? `Hello ${inquiry.firstName},\n\nYour tour on ${when} at ${place} is cancelled. Reply to this e-mail to find another time.\n\n${siteConfig.name} Leasing`
          : isNewTime
            ? `Hello ${inquiry.firstName},\n\nYour tour${what} has a new time: ${when}, at ${place}. The updated invitation is attached and replaces the earlier one in your calendar.\n\nSee you there,\n${siteConfig.name} Leasing`
            : `Hello ${inquiry.firstName},\n\nYour tour${what} is confirmed for ${when}, at ${place}. The invitation is attached for your calendar.\n\nSee you there,\n${siteConfig.name} Leasing`,
        icalEvent,
      },
      `${name}-visitor`,
    ),
    sendMail(
      {
        from: env.MAIL_FROM,
        to: env.LEASING_EMAIL,
        replyTo: { name: `${inquiry.firstName} ${inquiry.lastName}`, address: inquiry.email },
        subject: `${cancelled ? 'Cancelled: tour' : 'Tour'} with ${inquiry.firstName} ${inquiry.lastName}: ${when}`,
        text: `Inquiry #${inquiry.id}: tour ${cancelled ? 'cancelled' : isNewTime ? 'moved to' : 'confirmed for'} ${when} at ${place}.`,
        icalEvent,
      },
      `${name}-leasing`,
    ),
  ]);
}
