// Reads a calendar invitation back out of a raw e-mail (.eml) as a strict calendar client would:
// parsed by ical.js (which throws on malformed lines, values and unterminated components), then
// held to what ical.js lets pass but RFC 5545/5546 require of an invitation. Every test that reads
// an invitation goes through calendarOf, so none can pass on one a strict client would refuse.
import ICAL from 'ical.js';

export interface Invitation {
  /** The calendar's text, folded lines joined (for icsField). */
  ics: string;
  method: string;
  uid: string;
  sequence: number;
  status: string;
  /** DTSTAMP, always UTC. */
  stamp: Date;
  /** DTSTART and DTEND as instants, resolved through the calendar's own VTIMEZONE. */
  start: Date;
  end: Date;
  /** The TZID of DTSTART and DTEND. */
  timeZone: string;
  /** ORGANIZER and ATTENDEE addresses (mailto: URIs, lower-cased scheme). */
  organizer: string;
  attendees: string[];
}

/** The text/calendar part of a raw message, decoded, with its folded lines joined. */
function calendarText(eml: string): { raw: string; unfolded: string; partMethod: string } {
  const part = /Content-Type: text\/calendar([^\n]*)\n((?:[^\n]+\n)*)\n([\s\S]*?)\n--/i.exec(eml);
  if (!part) throw new Error('no text/calendar part');
  const [, type = '', headers = '', body = ''] = part;
  const raw = /base64/i.test(headers)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : /quoted-printable/i.test(headers)
      ? body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      : body;
  return { raw, unfolded: raw.replace(/\r?\n[ \t]/g, ''), partMethod: /method=([\w-]+)/i.exec(type)?.[1] ?? '' };
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Invalid invitation: ${message}`);
}

/** ical.js accepts `END:VTODO` closing a VEVENT; a strict client does not. */
function checkNesting(unfolded: string): void {
  const open: string[] = [];
  for (const line of unfolded.split(/\r?\n/)) {
    const [, keyword, name] = /^(BEGIN|END):(.+)$/i.exec(line) ?? [];
    if (keyword?.toUpperCase() === 'BEGIN') open.push(name!.toUpperCase());
    else if (keyword) {
      const closed = open.pop();
      check(closed === name!.toUpperCase(), `END:${name} closes ${closed ?? 'nothing'}`);
    }
  }
  check(open.length === 0, `${open.join(', ')} never ended`);
}

function one(component: ICAL.Component, name: string): ICAL.Property {
  const properties = component.getAllProperties(name);
  check(properties.length === 1, `${component.name} has ${properties.length} ${name.toUpperCase()}`);
  return properties[0]!;
}

const text = (component: ICAL.Component, name: string) => String(one(component, name).getFirstValue());

const mailto = (property: ICAL.Property) => {
  const uri = String(property.getFirstValue()).replace(/^mailto:/i, 'mailto:');
  check(/^mailto:[^@\s]+@[^@\s]+$/.test(uri), `${property.name.toUpperCase()} is not a mailto: address: ${uri}`);
  return uri;
};

/** A DTSTART/DTEND with a TZID that the calendar defines in a VTIMEZONE. */
function zonedTime(event: ICAL.Component, name: string): { instant: Date; timeZone: string } {
  const property = one(event, name);
  const tzid = property.getParameter('tzid');
  check(typeof tzid === 'string', `${name.toUpperCase()} has no TZID`);
  const time = property.getFirstValue() as ICAL.Time;
  check(!time.isDate, `${name.toUpperCase()} is a date, not a date-time`);
  // ical.js finds the zone among the calendar's VTIMEZONEs; without one it silently uses 'floating'.
  check(time.zone?.tzid === tzid && time.zone.component, `${name.toUpperCase()}'s TZID ${tzid} has no VTIMEZONE`);
  return { instant: time.toJSDate(), timeZone: tzid };
}

/** The invitation in a raw message; throws when a strict calendar client would refuse it. */
export function calendarOf(eml: string): Invitation {
  const { raw, unfolded, partMethod } = calendarText(eml);
  checkNesting(unfolded);
  const calendar = new ICAL.Component(ICAL.parse(raw));
  check(calendar.name === 'vcalendar', `a ${calendar.name}, not a VCALENDAR`);
  check(text(calendar, 'version') === '2.0', 'VERSION is not 2.0');
  check(text(calendar, 'prodid'), 'no PRODID');
  const method = text(calendar, 'method');
  check(['REQUEST', 'CANCEL'].includes(method), `METHOD ${method}`);
  // RFC 6047 (iMIP): the MIME part names the same method as the calendar.
  check(partMethod === method, `the text/calendar part says method=${partMethod}, the calendar METHOD:${method}`);
  const events = calendar.getAllSubcomponents('vevent');
  check(events.length === 1, `${events.length} VEVENTs`);
  const event = events[0]!;

  const stamp = one(event, 'dtstamp');
  const stampValue = stamp.getFirstValue() as ICAL.Time;
  // ical.js reads a DTSTAMP without its Z as a floating time; RFC 5545 §3.8.7.2: it MUST be UTC.
  check(stampValue.zone === ICAL.Timezone.utcTimezone, 'DTSTAMP is not in UTC');
  const start = zonedTime(event, 'dtstart');
  const end = zonedTime(event, 'dtend');
  check(end.instant > start.instant, 'DTEND is not after DTSTART');
  check(start.timeZone === end.timeZone, 'DTSTART and DTEND in different zones');
  const sequence = one(event, 'sequence').getFirstValue();
  check(Number.isInteger(sequence) && Number(sequence) >= 0, `SEQUENCE ${String(sequence)}`);
  const attendees = event.getAllProperties('attendee').map(mailto);
  check(attendees.length > 0, 'no ATTENDEE');

  return {
    ics: unfolded,
    method,
    uid: text(event, 'uid'),
    sequence: Number(sequence),
    status: text(event, 'status'),
    stamp: stampValue.toJSDate(),
    start: start.instant,
    end: end.instant,
    timeZone: start.timeZone,
    organizer: mailto(one(event, 'organizer')),
    attendees,
  };
}

/** A property of the calendar (METHOD) or of its event (the rest), with its parameters: ';TZID=…20261123T100000'. */
export const icsField = (ics: string, name: string) =>
  new RegExp(`^${name}(;[^:]*)?:(.*)$`, 'm')
    .exec(name === 'METHOD' ? ics : ics.slice(ics.indexOf('BEGIN:VEVENT')))
    ?.slice(1)
    .join('')
    .trim() ?? '';
