// The footer on every page: quick links, the services list, the contact details and the social
// links from the site content. Rendered by Astro without JavaScript, and by the preview
// island with a draft.
import { officeHoursText } from '~/src/lib/office-hours';
import { formatAddress, phoneHref, type SiteContent } from '~/src/lib/schemas/site-content';
import { siteConfig } from '~/src/lib/site-config';

const quickLinks = [
  { href: '/', label: 'Home' },
  { href: '/availability', label: 'Availability' },
  { href: '/gallery', label: 'Gallery' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
  { href: '/privacy', label: 'Privacy' },
];

interface SiteFooterProps {
  content: Pick<SiteContent, 'contact' | 'social' | 'footerServices'>;
  year: number;
}

export function SiteFooter({ content: { contact, social, footerServices }, year }: SiteFooterProps) {
  return (
    <footer id="site-footer" className="mt-16 bg-brand-950 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-semibold text-white">{siteConfig.name}</p>
          <p className="mt-2 text-sm text-slate-300">{siteConfig.tagline}</p>
          {social.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm" aria-label="Follow us">
              {social.map(({ label, url }, i) => (
                <li key={i}>
                  <a href={url} className="underline hover:text-white" rel="me noopener">
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="font-semibold text-white">
            Quick Links
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {quickLinks.map(({ href, label }) => (
              <li key={href}>
                <a href={href} className="hover:text-white hover:underline">
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">Services</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {footerServices.map((service, i) => (
              <li key={i}>{service}</li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-white">Contact</h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            <p>{formatAddress(contact.address)}</p>
            <p>
              <a href={phoneHref(contact.phone)} className="hover:text-white hover:underline">
                {contact.phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${contact.email}`} className="hover:text-white hover:underline">
                {contact.email}
              </a>
            </p>
            <p>{officeHoursText(contact.hours)}</p>
          </address>
        </div>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-sm text-slate-300">{`© ${year} ${siteConfig.name}. All rights reserved.`}</p>
    </footer>
  );
}
