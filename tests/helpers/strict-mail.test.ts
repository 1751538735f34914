// The strict reader refuses what a strict mail server or client would: a test that reads mail
// through it cannot pass on a malformed message.
import { describe, expect, it } from 'vitest';
import { parseStrictMessage } from './strict-mail';

const message = (head: string[], body = 'Hello') => [...head, '', body, ''].join('\r\n');
const good = [
  'From: Leasing <leasing@example.com>',
  'To: "Whitfield, Dana" <dana@example.com>',
  'Subject: =?UTF-8?Q?Caf=C3=A9?=',
  'Date: Fri, 27 Nov 2026 10:00:00 +0000',
  'Message-ID: <reply-1@example.com>',
  'In-Reply-To: <inquiry-1@example.com>',
  'References: <inquiry-1@example.com>',
];

describe('parseStrictMessage', () => {
  it('reads a well-formed message', () => {
    const mail = parseStrictMessage(message(good));
    expect(mail).toMatchObject({
      from: { name: 'Leasing', address: 'leasing@example.com' },
      to: [{ name: 'Whitfield, Dana', address: 'dana@example.com' }],
      subject: 'Café',
      inReplyTo: '<inquiry-1@example.com>',
      references: ['<inquiry-1@example.com>'],
      text: 'Hello',
    });
  });

  it.each([
    ['a bare LF', message(good).replace('\r\nTo:', '\nTo:'), /bare LF/],
    ['a second Subject', message([...good, 'Subject: Bcc: x@example.com']), /2 subject fields/],
    ['no Message-ID', message(good.filter((line) => !line.startsWith('Message-ID'))), /no message-id/],
    ['a malformed In-Reply-To', message(good.map((line) => line.replace('<inquiry-1@example.com>', 'inquiry-1'))), /In-Reply-To/],
    ['raw 8-bit in a header', message(good.map((line) => line.replace('=?UTF-8?Q?Caf=C3=A9?=', 'Café'))), /8-bit/],
    ['an over-long line', message(good, 'x'.repeat(999)), /998/],
  ])('refuses %s', (_, raw, error) => {
    expect(() => parseStrictMessage(raw)).toThrow(error);
  });
});
