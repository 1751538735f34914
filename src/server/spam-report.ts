// The daily Spam e-mail (docs/PRODUCT.md §4): when inquiries newer than the last such e-mail sit in
// Spam, the leasing team gets one message a day naming how many, with the link to the Spam view.
// Nothing in Spam was e-mailed on arrival (decision 010), so this is how a real one kept there by
// mistake is still seen. Sent by the scheduled function functions/spam-report.ts.
import { claimSpamReport, releaseSpamReport, spamCounts } from '~/db/queries/spam-report';
import { serverEnv } from './env';
import { sendMail } from './mailer';

const messages = (count: number) => (count === 1 ? '1 message' : `${count} messages`);

/** The e-mail: `newer` arrived in Spam since the last one, `total` are there now. */
export function spamReportMessage(newer: number, total: number, env = serverEnv()) {
  return {
    from: env.MAIL_FROM,
    to: env.LEASING_EMAIL,
    subject: `Spam: ${messages(newer)} to look over`,
    text: [
      `${messages(newer)} arrived in Spam since the last e-mail like this (${messages(total)} in Spam in all).`,
      'They looked like spam, so no one was e-mailed about them. Please look them over and press "Not spam" on any real one: it moves to the inbox and its e-mail goes out.',
      '',
      `${env.URL}/admin?tab=inquiries&view=spam`,
    ].join('\n'),
  };
}

/**
 * Sends today's Spam e-mail if one is due at `now`: not sent yet this Boston day, and something
 * new sits in Spam. The claim comes first (one conditional UPDATE), so two runs at once send one;
 * an e-mail that fails gives the claim back for the next run, and throws.
 */
export async function sendSpamReport(now = new Date()): Promise<{ sent: boolean; newer: number }> {
  const claim = await claimSpamReport(now);
  if (!claim) return { sent: false, newer: 0 };
  const { total, newer } = await spamCounts(claim.previous);
  try {
    await sendMail(spamReportMessage(newer, total), `spam-report-${now.toISOString().replace(/[:.]/g, '-')}`);
  } catch (error) {
    await releaseSpamReport(now, claim.previous);
    throw error;
  }
  return { sent: true, newer };
}
