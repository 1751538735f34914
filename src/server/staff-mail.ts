// The e-mails of staff accounts: an invitation to join the team, and a password reset link. The
// secret travels in the link's fragment (`/admin/#invite=…`), so it never reaches a server log or
// a Referer header.
import type { SendMailOptions } from 'nodemailer';
import { INVITATION_HOURS } from '~/src/lib/schemas/staff';
import { siteConfig } from '~/src/lib/site-config';
import { serverEnv } from './env';

export const staffLink = (kind: 'invite' | 'reset', token: string) => `${serverEnv().URL}/admin/#${kind}=${token}`;

export function invitationMessage({ email, token, invitedBy }: { email: string; token: string; invitedBy: string }): SendMailOptions {
  const env = serverEnv();
  return {
    from: env.MAIL_FROM,
    to: email,
    subject: `You are invited to the ${siteConfig.name} leasing team`,
    text: [
      `${invitedBy} invited you to the admin panel of ${siteConfig.name}.`,
      '',
      `Choose your name and password here: ${staffLink('invite', token)}`,
      '',
      `The link works once and expires in ${INVITATION_HOURS} hours. If you did not expect this, ignore this e-mail.`,
    ].join('\n'),
  };
}

export function passwordResetMessage({ email, token }: { email: string; token: string }): SendMailOptions {
  const env = serverEnv();
  return {
    from: env.MAIL_FROM,
    to: email,
    subject: `Choose a new password for ${siteConfig.name}`,
    text: [
      `Someone asked to reset the password of your ${siteConfig.name} admin account.`,
      '',
      `Choose a new password here: ${staffLink('reset', token)}`,
      '',
      'The link works once and expires in one hour. If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}
