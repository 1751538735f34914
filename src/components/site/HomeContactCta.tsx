// 'Contact Us Today' at the foot of the home page: the office hours, e-mail and address.
import { officeHoursText } from '~/src/lib/office-hours';
import { RESPONSE_PROMISE_HOURS } from '~/src/lib/lead-response';
import { formatAddress, type SiteContent } from '~/src/lib/schemas/site-content';

export function HomeContactCta({ contact }: { contact: SiteContent['contact'] }) {
  return (
    <section aria-labelledby="cta-heading" className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-14 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="cta-heading" className="text-3xl font-bold">
            Contact Us Today
          </h2>
          <p className="mt-2 text-slate-200">{`Tell us what you need; we reply within ${RESPONSE_PROMISE_HOURS} hours.`}</p>
          <dl className="mt-4 grid gap-1 text-sm text-slate-200">
            <div>
              <dt className="inline font-semibold text-white">Hours:</dt> <dd className="inline">{officeHoursText(contact.hours)}</dd>
            </div>
            <div>
              <dt className="inline font-semibold text-white">E-mail:</dt>{' '}
              <dd className="inline">
                <a className="underline" href={`mailto:${contact.email}`}>
                  {contact.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="inline font-semibold text-white">Location:</dt> <dd className="inline">{formatAddress(contact.address)}</dd>
            </div>
          </dl>
        </div>
        <a href="/contact" className="btn-primary bg-accent-500 px-6 py-3 text-brand-950 hover:bg-amber-400">
          Contact Us Today
        </a>
      </div>
    </section>
  );
}
