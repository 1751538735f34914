// The four benefit cards on the home page: texts from the site content, each card keeps its icon.
import type { SiteContent } from '~/src/lib/schemas/site-content';

const ICONS = [
  'M12 21s-7-6.3-7-11a7 7 0 1 1 14 0c0 4.7-7 11-7 11Zm0-8a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  'M4 21V5l8-3 8 3v16M9 21v-5h6v5M8 8h.01M12 8h.01M16 8h.01M8 12h.01M12 12h.01M16 12h.01',
  'M8 3v4M16 3v4M3 10h18M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z',
  'M5 21V3h8a5 5 0 0 1 0 10H5',
];

export function HomeBenefits({ benefits }: { benefits: SiteContent['home']['benefits'] }) {
  return (
    <section aria-labelledby="benefits-heading" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="benefits-heading" className="text-3xl font-bold tracking-tight">
          Why businesses choose the waterfront
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map(({ title, text }, i) => (
            <li key={i} className="card p-6">
              <svg viewBox="0 0 24 24" className="h-8 w-8 text-brand-700" aria-hidden="true">
                <path
                  d={ICONS[i % ICONS.length]}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                ></path>
              </svg>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
