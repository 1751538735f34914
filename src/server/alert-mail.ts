// The e-mails of availability alerts: the confirmation (double opt-in) and the alert itself, a
// digest when several units match; every alert e-mail carries one-click unsubscribe (RFC 8058).
import type { SendMailOptions } from 'nodemailer';
import type { AvailabilityAlert, Unit } from '~/db/schema';
import { formatSqFt, spaceTypeLabel } from '~/src/lib/format';
import { listingLabel } from '~/src/lib/listing';
import { siteConfig } from '~/src/lib/site-config';
import { serverEnv } from './env';

const alertLink = (token: string, action: 'confirm' | 'unsubscribe') =>
  `${serverEnv().URL}/api/alerts/${encodeURIComponent(token)}/${action}`;

export function confirmationMessage(alert: AvailabilityAlert, criteria: string): SendMailOptions {
  const env = serverEnv();
  return {
    from: env.MAIL_FROM,
    to: alert.email,
    subject: `Confirm your space alert from ${siteConfig.name}`,
    text: [
      `You asked to hear when ${criteria} becomes available at ${siteConfig.name}.`,
      '',
      `Confirm here: ${alertLink(alert.token, 'confirm')}`,
      '',
      'Nothing is sent until you confirm. If you did not ask for this, ignore this e-mail.',
    ].join('\n'),
  };
}

/** `phone`: the leasing phone of the site content (the Site tab). */
export function alertMessage(alert: AvailabilityAlert, units: Unit[], criteria: string, phone: string): SendMailOptions {
  const env = serverEnv();
  const unsubscribe = alertLink(alert.token, 'unsubscribe');
  const [first] = units;
  const subject =
    units.length === 1 && first
      ? `Now available: Unit ${first.unitNumber}, ${spaceTypeLabel(first.type)}, ${formatSqFt(first.squareFootage)}`
      : `${units.length} spaces now available at ${siteConfig.name}`;
  return {
    from: env.MAIL_FROM,
    to: alert.email,
    replyTo: env.LEASING_EMAIL,
    subject,
    list: { unsubscribe },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    text: [
      `New at ${siteConfig.name}, matching your alert for ${criteria}:`,
      '',
      ...units.map((unit) => `${listingLabel(unit)}\n${env.URL}/listing/${unit.id}\n`),
      `Reply to this e-mail or call ${phone} to arrange a tour.`,
      '',
      `Stop these alerts: ${unsubscribe}`,
    ].join('\n'),
  };
}
