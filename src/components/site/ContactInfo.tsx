// 'Contact information' on the contact page: address, tap-to-call phone, e-mail, office hours.
import { formatAddress, phoneHref, type SiteContent } from '~/src/lib/schemas/site-content';

export function ContactInfo({ contact }: { contact: SiteContent['contact'] }) {
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
          <dd className="text-slate-700">{contact.hours}</dd>
        </div>
      </dl>
    </section>
  );
}
