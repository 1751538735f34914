// The home page's text block for search engines (and readers): heading and paragraphs.
import { paragraphsOf, type SiteContent } from '~/src/lib/schemas/site-content';

export function HomeSeoText({ home }: { home: SiteContent['home'] }) {
  return (
    <section aria-labelledby="about-space-heading" className="mx-auto max-w-4xl px-4 py-12">
      <h2 id="about-space-heading" className="text-2xl font-bold tracking-tight">
        {home.seoHeading}
      </h2>
      <div className="mt-4 space-y-4 text-slate-700">
        {paragraphsOf(home.seoText).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
