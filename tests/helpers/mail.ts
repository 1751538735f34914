// Reads e-mails as the tests receive them (from the SMTP test server or the outbox folder).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The parts of a raw RFC 822 message the tests read: unfolded headers and the decoded text. */
export function readMessage(raw: string) {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = rest.join('\n\n');
  const text = /quoted-printable/i.test(headers.get('content-transfer-encoding') ?? '') ? decodeQuotedPrintable(body) : body;
  return { header: (name: string) => headers.get(name) ?? '', text };
}

/** The messages in an outbox folder whose file name contains `marker`, oldest first. */
export async function outboxMessages(dir: string, marker: string) {
  const files = (await readdir(dir).catch(() => [])).filter((file) => file.includes(marker)).sort();
  return Promise.all(files.map(async (file) => readMessage(await readFile(path.join(dir, file), 'utf8'))));
}

/** The secret of the newest staff `kind` link (`/admin/#invite=…`, `#reset=…`) e-mailed to `email` in `dir`. */
export async function staffLinkSent(dir: string, kind: 'invite' | 'reset', email: string): Promise<string> {
  const mails = (await outboxMessages(dir, `-${kind}-`)).filter((mail) => mail.header('to') === email);
  const match = new RegExp(`https://leasing\\.example/admin/#${kind}=([A-Za-z0-9_-]+)`).exec(mails.at(-1)?.text ?? '');
  if (!match) throw new Error(`No ${kind} link for ${email}`);
  return match[1]!;
}
