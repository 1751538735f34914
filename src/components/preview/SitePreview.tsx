// /preview/?draft=<id>, /preview/about/?draft=<id>, /preview/contact/?draft=<id>,
// /preview/privacy/?draft=<id>: a site content draft on the home, About, Contact and Privacy pages, rendered by the same components the real pages
// render at build time. Staff only; see PreviewFrame. `part="header-phone"` and
// `part="footer"` are the header's phone and the footer of the same page (BaseLayout's slots).
import { bookableSlots, tourDays } from '~/src/lib/tour-slots';
import { toIslandJson } from '~/src/lib/island-json';
import type { OfficeHours } from '~/src/lib/schemas/office-hours';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { featuredUnitsQuery, sitePreviewQuery } from '~/src/lib/api/queries';
import { RESPONSE_PROMISE_HOURS } from '~/src/lib/lead-response';
import ContactForm from '../contact/ContactForm';
import FeaturedUnits from '../home/FeaturedUnits';
import { AboutContent } from '../site/AboutContent';
import { ContactInfo } from '../site/ContactInfo';
import { HeaderPhone } from '../site/HeaderPhone';
import { HomeBenefits } from '../site/HomeBenefits';
import { HomeContactCta } from '../site/HomeContactCta';
import { HomeHero } from '../site/HomeHero';
import { HomeSeoText } from '../site/HomeSeoText';
import { LeasingTeamCard } from '../site/LeasingTeamCard';
import { PrivacyContent } from '../site/PrivacyContent';
import { SiteFooter } from '../site/SiteFooter';
import { QueryProvider } from '../ui/QueryProvider';
import { PreviewBanner, PreviewFrame, useDraftId } from './PreviewFrame';

type SitePage = 'home' | 'about' | 'contact' | 'privacy';
const PAGE_NAMES: Record<SitePage, string> = { home: 'Home', about: 'About', contact: 'Contact', privacy: 'Privacy' };
/** The contact form as the draft's hours would build it: the tour days of when the preview was opened. */
const openedForm = (hours: OfficeHours) => toIslandJson({ offered: [], days: tourDays(bookableSlots(new Date(), hours)), hours });
const PUBLIC_PATHS: Record<SitePage, string> = { home: '/', about: '/about', contact: '/contact', privacy: '/privacy' };

function PageLinks({ pages, draftId, current }: { pages: Record<SitePage, string>; draftId: number; current: SitePage }) {
  return (
    <nav aria-label="Preview pages" className="border-b border-amber-200 bg-amber-50/60 px-4 py-2 text-sm">
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-4">
        {(Object.keys(PAGE_NAMES) as SitePage[]).map((page) => (
          <li key={page}>
            <a className="underline" href={`${pages[page]}?draft=${draftId}`} aria-current={page === current ? 'page' : undefined}>
              {`Preview ${PAGE_NAMES[page]}`}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The header's phone or the footer, with the draft's content, once it is loaded (nothing before). */
/** The featured units as the site shows them now (a draft of the texts does not change them). */
function FeaturedPreview() {
  const { data: units = [] } = useQuery(featuredUnitsQuery());
  return <FeaturedUnits units={units} />;
}

function FramePreview({ part }: { part: 'header-phone' | 'footer' }) {
  const draftId = useDraftId();
  const { data } = useQuery({ ...sitePreviewQuery(draftId ?? 0), enabled: Boolean(draftId), retry: false });
  if (!data) return null;
  return part === 'footer' ? (
    <SiteFooter content={data.content} year={new Date().getFullYear()} />
  ) : (
    <HeaderPhone phone={data.content.contact.phone} />
  );
}

interface SitePreviewProps {
  page: SitePage;
  part?: 'main' | 'header-phone' | 'footer';
  /** The About page's site plan, drawn by Astro (the real page draws the same). */
  children?: ReactNode;
}

export default function SitePreview({ page, part = 'main', children }: SitePreviewProps) {
  if (part !== 'main') {
    return (
      <QueryProvider>
        <FramePreview part={part} />
      </QueryProvider>
    );
  }
  return (
    <QueryProvider>
      <PreviewFrame query={sitePreviewQuery}>
        {({ draft, content, pages }) => (
          <>
            <PreviewBanner draft={draft} publicPath={PUBLIC_PATHS[page]} />
            <PageLinks pages={pages} draftId={draft.id} current={page} />
            {page === 'home' && (
              <>
                <HomeHero home={content.home} />
                <HomeBenefits benefits={content.home.benefits} />
                <FeaturedPreview />
                <HomeSeoText home={content.home} />
                <HomeContactCta contact={content.contact} />
              </>
            )}
            {page === 'about' && <AboutContent content={content} sitePlan={children} />}
            {page === 'privacy' && <PrivacyContent content={content} />}
            {page === 'contact' && (
              <div className="mx-auto max-w-6xl px-4 py-12">
                <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Contact Us - Office Space South Boston</h1>
                <p className="mt-3 max-w-2xl text-slate-600">{`Tell us about the space you need. We reply within ${RESPONSE_PROMISE_HOURS} hours.`}</p>
                <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_340px]">
                  <div>
                    <ContactForm built={openedForm(content.contact.hours)} />
                  </div>
                  <aside className="space-y-6">
                    <ContactInfo contact={content.contact} />
                    <LeasingTeamCard team={content.team} />
                  </aside>
                </div>
              </div>
            )}
          </>
        )}
      </PreviewFrame>
    </QueryProvider>
  );
}
