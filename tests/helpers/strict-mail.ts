// Reads a raw e-mail as it crossed SMTP, strictly: anything RFC 5322 / RFC 2045-2047 forbid
// (a bare LF, an over-long line, raw 8-bit bytes in a header, a repeated or missing required field,
// a malformed address or msg-id) throws, so a test cannot pass on a message a strict mail server or
// client would refuse or misread. The looser readMessage (./mail.ts) stays for the older tests.

export interface Mailbox {
  name: string;
  address: string;
}

export interface StrictMessage {
  /** A header's decoded value ('' when absent); a field that may appear once is checked to. */
  header: (name: string) => string;
  from: Mailbox;
  to: Mailbox[];
  cc: Mailbox[];
  subject: string;
  messageId: string;
  inReplyTo: string | null;
  references: string[];
  /** The text/plain body, decoded to UTF-8, line breaks as \n. */
  text: string;
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Invalid e-mail: ${message}`);
}

const ONCE = ['from', 'date', 'message-id', 'to', 'cc', 'bcc', 'subject', 'in-reply-to', 'references', 'reply-to', 'sender'];
const REQUIRED = ['from', 'date', 'message-id'];
// A msg-id's dot-atom on both sides of @ (RFC 5322 §3.6.4; the obsolete forms are not produced here).
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const DOT_ATOM = `${ATOM}(?:\\.${ATOM})*`;
const MSG_ID = new RegExp(`^<${DOT_ATOM}@${DOT_ATOM}>$`);
const ADDR_SPEC = new RegExp(`^${DOT_ATOM}@${DOT_ATOM}$`);
const DATE =
  /^(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), )?\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}(?::\d{2})? [+-]\d{4}$/;

/** RFC 2047 encoded-words (UTF-8, Q or B) in a header value, decoded. */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QB]\?[^?]*\?=)\s+(?==\?)/gi, '$1')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, charset: string, encoding: string, text: string) => {
      check(/^utf-8$/i.test(charset), `encoded-word in ${charset}`);
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(
              text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            );
      return bytes.toString('utf8');
    });
}

/** One mailbox: `addr`, `<addr>`, `Name <addr>` or `"Name" <addr>`. */
function parseMailbox(text: string): Mailbox {
  const trimmed = text.trim();
  const angle = /^(.*?)\s*<([^<>]+)>$/.exec(trimmed);
  const address = angle ? angle[2]! : trimmed;
  check(ADDR_SPEC.test(address), `bad address ${JSON.stringify(address)}`);
  const rawName = angle ? angle[1]!.trim() : '';
  const quoted = /^"((?:[^"\\]|\\.)*)"$/.exec(rawName);
  if (!quoted) check(!/[()<>[\]:;@\\,."]/.test(decodeWords(rawName)) || /=\?/.test(rawName), `display name needs quoting: ${rawName}`);
  const name = quoted ? quoted[1]!.replace(/\\(.)/g, '$1') : decodeWords(rawName);
  return { name, address };
}

/** A comma-separated address list (commas inside quotes belong to a name). */
function parseMailboxes(value: string): Mailbox[] {
  if (value === '') return [];
  const parts = value.match(/(?:"(?:[^"\\]|\\.)*"|[^,"])+/g) ?? [];
  return parts.map(parseMailbox);
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding) {
    case '':
    case '7bit':
      check(!/[^\t\n\r\x20-\x7E]/.test(body), '8-bit bytes in a 7bit body');
      return body;
    case 'quoted-printable':
      check(!/[^\t\n\r\x20-\x7E]/.test(body), '8-bit bytes in a quoted-printable body');
      return Buffer.from(
        body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      throw new Error(`Invalid e-mail: unexpected Content-Transfer-Encoding ${encoding}`);
  }
}

/** Parses a single-part text/plain message exactly as received over SMTP (CRLF line ends). */
export function parseStrictMessage(raw: string): StrictMessage {
  check(!/(^|[^\r])\n/.test(raw), 'a line ends in a bare LF');
  check(!/\r(?!\n)/.test(raw), 'a bare CR');
  const end = raw.indexOf('\r\n\r\n');
  check(end > 0, 'no blank line between header and body');
  const head = raw.slice(0, end);
  const body = raw.slice(end + 4).replace(/\r\n$/, '');
  for (const line of raw.split('\r\n')) check(line.length <= 998, `a line of ${line.length} characters (RFC 5322 allows 998)`);
  check(!/[^\t\n\r\x20-\x7E]/.test(head), 'raw 8-bit bytes in the header (they must be encoded-words)');

  const fields = new Map<string, string[]>();
  for (const field of head.split(/\r\n(?![ \t])/)) {
    const colon = field.indexOf(':');
    const name = field.slice(0, colon);
    check(colon > 0 && /^[!-9;-~]+$/.test(name), `malformed header line ${JSON.stringify(field.slice(0, 40))}`);
    const value = field
      .slice(colon + 1)
      .replace(/\r\n[ \t]+/g, ' ')
      .trim();
    fields.set(name.toLowerCase(), [...(fields.get(name.toLowerCase()) ?? []), value]);
  }
  for (const name of REQUIRED) check(fields.has(name), `no ${name} field`);
  for (const name of ONCE) check((fields.get(name)?.length ?? 0) <= 1, `${fields.get(name)?.length} ${name} fields`);
  const value = (name: string) => fields.get(name.toLowerCase())?.[0] ?? '';

  check(DATE.test(value('date')), `bad Date ${value('date')}`);
  const messageId = value('message-id');
  check(MSG_ID.test(messageId), `bad Message-ID ${messageId}`);
  const inReplyTo = fields.has('in-reply-to') ? value('in-reply-to') : null;
  if (inReplyTo !== null) check(MSG_ID.test(inReplyTo), `bad In-Reply-To ${inReplyTo}`);
  const references = value('references').split(/\s+/).filter(Boolean);
  for (const id of references) check(MSG_ID.test(id), `bad msg-id in References: ${id}`);

  const type = value('content-type') || 'text/plain';
  check(/^text\/plain(;|$)/i.test(type), `expected a text/plain message, got ${type}`);
  const charset = /charset="?([^";]+)"?/i.exec(type)?.[1] ?? 'us-ascii';
  check(/^(utf-8|us-ascii)$/i.test(charset), `charset ${charset}`);
  if (fields.has('content-type')) check(value('mime-version') === '1.0', 'Content-Type without MIME-Version: 1.0');

  const from = parseMailboxes(value('from'));
  check(from.length === 1, 'From names one mailbox');
  return {
    header: (name) => decodeWords(value(name)),
    from: from[0]!,
    to: parseMailboxes(value('to')),
    cc: parseMailboxes(value('cc')),
    subject: decodeWords(value('subject')),
    messageId,
    inReplyTo,
    references,
    text: decodeBody(body, value('content-transfer-encoding').toLowerCase()).replace(/\r\n/g, '\n'),
  };
}
