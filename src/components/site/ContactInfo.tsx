// 'Contact information' on the contact page: address, tap-to-call phone, e-mail, office hours
// (a line per run of days with the same hours, then the closed days to come, as of the build).
import { officeDay, officeHoursLines, upcomingClosedDates } from '~/src/lib/office-hours';
import { formatAddress, phoneHref, type SiteContent } from '~/src/lib/schemas/site-content';
import { formatCalendarDay } from '~/src/lib/tour-slots';

export function ContactInfo({ contact }: { contact: SiteContent['contact'] }) {
  const closed = upcomingClosedDates(contact.hours, officeDay(new Date()));
  return (
    <section className="card p-6" aria-labelledby="contact-info-heading">
      <h2 id="contact-info-heading" className="text-lg font-semibold">
        Contact information
      </h2>
      <dl className="mt-3 space-y-3 text-sm">
        <div>
          <dt className="font-medium">Address</dt>
          <dd className="text-slate-700">{formatAddress(contact.address)}</dd>
        </div>
        <div>
          <dt className="font-medium">Phone</dt>
          <dd>
            <a className="text-brand-700 underline" href={phoneHref(contact.phone)}>
              {contact.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-medium">E-mail</dt>
          <dd>
            <a className="text-brand-700 underline" href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-medium">Office hours</dt>
          {officeHoursLines(contact.hours).map((line) => (
            <dd key={line} className="text-slate-700">
              {line}
            </dd>
          ))}
        </div>
        {closed.length > 0 && (
          <div>
            <dt className="font-medium">Office closed</dt>
            <dd className="text-slate-700">{closed.map(formatCalendarDay).join('; ')}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
