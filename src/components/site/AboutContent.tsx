// The About page's content (issue 19): intro, figures, features, transportation and amenities from
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
            <dt className="sr-only">{label}</dt>
            <dd className="text-3xl font-bold text-brand-800">{value}</dd>
            <dd className="text-sm text-slate-600">{label}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-12 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="features-heading">
          <h2 id="features-heading" className="text-2xl font-semibold">
            Facility features
          </h2>
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
        </section>
        <section aria-labelledby="plan-heading">
          <h2 id="plan-heading" className="text-2xl font-semibold">
            Site plan
          </h2>
          <div className="mt-4">{sitePlan}</div>
        </section>
        <section aria-labelledby="transport-heading">
          <h2 id="transport-heading" className="text-2xl font-semibold">
            Transportation access
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5">
            {about.transportation.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="nearby-heading">
          <h2 id="nearby-heading" className="text-2xl font-semibold">
            Nearby amenities
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5">
            {about.amenities.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </section>
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
