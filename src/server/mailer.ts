// E-mail (nodemailer): the leasing team's message about a new inquiry, and the sending of any
// message. Without SMTP settings (local development) a message is written to OUTBOX_DIR instead.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Inquiry } from '~/db/schema';
import { DEFAULT_SITE_CONTENT } from '~/src/lib/site-content-defaults';
import { siteConfig } from '~/src/lib/site-config';
import { formatDateTime } from '~/src/lib/format';
import { formatTourSlot } from '~/src/lib/tour-slots';
import { serverEnv } from './env';

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

/**
 * A new Message-ID (RFC 5322 msg-id) for a message we store and may send more than once: each
 * attempt carries the same one. Its domain is the seeded one, as a tour's UID (it must not change
 * when the site's e-mail does).
 */
export const newMessageId = (kind: 'inquiry' | 'reply') => `<${kind}-${randomUUID()}@${DEFAULT_SITE_CONTENT.contact.email.split('@')[1]}>`;

/**
 * The new-lead e-mail: to the leasing address, and in copy to the person the lead is assigned to,
 * under the Message-ID its claim stored (replies from the admin name it to thread with it).
 */
export function inquiryMessage(
  inquiry: Inquiry & { notifyMessageId?: string | null },
  env = serverEnv(),
  assigneeEmail: string | null = null,
) {
  const name = oneLine(`${inquiry.firstName} ${inquiry.lastName}`);
  const about = inquiry.listing ? ` about ${oneLine(inquiry.listing)}` : '';
  return {
    from: env.MAIL_FROM,
    to: env.LEASING_EMAIL,
    ...(assigneeEmail && assigneeEmail !== env.LEASING_EMAIL ? { cc: assigneeEmail } : {}),
    replyTo: { name, address: inquiry.email },
    ...(inquiry.notifyMessageId ? { messageId: inquiry.notifyMessageId } : {}),
    subject: `New inquiry from ${name}${about}`,
    text: [
      `${name} sent an inquiry through ${siteConfig.name}.`,
      '',
      `Name: ${name}`,
      `E-mail: ${inquiry.email}`,
      `Company: ${inquiry.company ?? 'Not provided'}`,
      `Listing: ${inquiry.listing ?? 'Not specified'}`,
      ...(inquiry.tourSlots.length > 0
        ? [`Tour requested, any of: ${inquiry.tourSlots.map((s) => formatTourSlot(new Date(s))).join('; ')}`]
        : []),
      `Received: ${formatDateTime(inquiry.createdAt)}`,
      '',
      inquiry.message,
      '',
      `Reply to this e-mail to answer ${inquiry.firstName} directly. Inquiry #${inquiry.id} is in the admin panel.`,
      // The admin's deep link (src/components/admin/admin-url.ts): it opens this inquiry after sign-in.
      `${env.URL}/admin?tab=inquiries&inquiry=${inquiry.id}`,
    ].join('\n'),
  };
}

/**
 * Sends a message through SMTP, or (local development, no SMTP_HOST) writes it to OUTBOX_DIR as
 * `<name>.eml`. Throws on failure, a missing mail server included; the caller decides what that
 * means (every caller records it and lets it be retried).
 */
export async function sendMail(message: SendMailOptions, name: string): Promise<'sent' | 'written'> {
  const env = serverEnv();
  if (env.SMTP_HOST) {
    const transport = nodemailer.createTransport({
      host: env.SMTP_HOST,
      port: env.SMTP_PORT,
      secure: env.SMTP_SECURE === 'true',
      ...(env.SMTP_USER ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } } : {}),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 15_000,
    });
    await transport.sendMail(message);
    return 'sent';
  }
  if (env.OUTBOX_DIR) {
    const { message: eml } = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail(message);
    await mkdir(env.OUTBOX_DIR, { recursive: true });
    const file = path.join(env.OUTBOX_DIR, `${name}.eml`);
    await writeFile(file, eml);
    console.log(`E-mail written to ${file}`);
    return 'written';
  }
  throw new Error('No mail server is configured (SMTP_HOST)');
}

/** Sends (or writes) the notification about a new inquiry. */
export function notifyLeasingTeam(
  inquiry: Inquiry & { notifyMessageId: string | null },
  assigneeEmail: string | null = null,
): Promise<'sent' | 'written'> {
  return sendMail(
    inquiryMessage(inquiry, serverEnv(), assigneeEmail),
    `${inquiry.createdAt.toISOString().replace(/[:.]/g, '-')}-inquiry-${inquiry.id}`,
  );
}
