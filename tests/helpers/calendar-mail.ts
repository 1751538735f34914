// Reads a calendar invitation back out of a raw e-mail (.eml), as a calendar client would.

/** The text/calendar part of a raw message, decoded, with its folded lines joined. */
export function calendarOf(eml: string): string {
  const part = /Content-Type: text\/calendar[^\n]*\n((?:[^\n]+\n)*)\n([\s\S]*?)\n--/i.exec(eml);
  if (!part) throw new Error('no text/calendar part');
  const [, headers = '', body = ''] = part;
  const text = /base64/i.test(headers)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : /quoted-printable/i.test(headers)
      ? body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      : body;
  return text.replace(/\r?\n[ \t]/g, '');
}

/** A property of the calendar (METHOD) or of its event (the rest), with its parameters: ';TZID=…20261123T100000'. */
export const icsField = (ics: string, name: string) =>
  new RegExp(`^${name}(;[^:]*)?:(.*)$`, 'm')
    .exec(name === 'METHOD' ? ics : ics.slice(ics.indexOf('BEGIN:VEVENT')))
    ?.slice(1)
    .join('')
    .trim() ?? '';
