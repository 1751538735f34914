// The About page's content: intro, figures, features, transportation and amenities from
// the site content; the site plan (drawn by Astro from the buildings) goes in its place as `sitePlan`.
import type { ReactNode } from 'react';
import type { SiteContent } from '~/src/lib/schemas/site-content';
import { paragraphsOf } from '~/src/lib/schemas/site-content';
import { LeasingTeamCard } from './LeasingTeamCard';

interface AboutContentProps {
  content: Pick<SiteContent, 'about' | 'team'>;
  sitePlan?: ReactNode;
}

export function AboutContent({ content: { about, team }, sitePlan }: AboutContentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">About the Complex</h1>
      {paragraphsOf(about.intro).map((paragraph, i) => (
        <p key={i} className="mt-4 max-w-3xl text-lg text-slate-700">
          {paragraph}
        </p>
      ))}
      <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {about.facts.map(({ value, label }, i) => (
          <div key={i} className="card p-5 text-center">
            {/* The figure above its label on screen; read once, as term then figure. */}
            <dt className="sr-only">{label}</dt>
            <dd className="text-3xl font-bold text-brand-800">{value}</dd>
            <dd aria-hidden="true" className="text-sm text-slate-600">
              {label}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-12 grid gap-10 lg:grid-cols-2">
        <Section id="features-heading" title="Facility features">
          <ul className="mt-4 space-y-2">
            {about.features.map((feature, i) => (
              <li key={i} className="flex gap-2">
                <span aria-hidden="true" className="text-brand-700">
                  ✓
                </span>
                {feature}
              </li>
            ))}
          </ul>
        </Section>
        <Section id="plan-heading" title="Site plan">
          <div className="mt-4">{sitePlan}</div>
        </Section>
        <Section id="transport-heading" title="Transportation access">
          <BulletList lines={about.transportation} />
        </Section>
        <Section id="nearby-heading" title="Nearby amenities">
          <BulletList lines={about.amenities} />
        </Section>
      </div>
      <div className="mt-12 grid items-start gap-6 sm:grid-cols-[1fr_340px]">
        <div>
          <a href="/contact" className="btn-primary px-6 py-3">
            Schedule Tour
          </a>
        </div>
        <LeasingTeamCard team={team} />
      </div>
    </div>
  );
}

/** One of the About page's headed blocks. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The site content's lines as a bulleted list (each line as typed in the Site tab). */
const BulletList = ({ lines }: { lines: string[] }) => (
  <ul className="mt-4 list-disc space-y-2 pl-5">
    {lines.map((line, i) => (
      <li key={i}>{line}</li>
    ))}
  </ul>
);
