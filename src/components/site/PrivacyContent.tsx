// The privacy page's content: its text from the site content (paragraphs split on blank lines),
// editable in the admin's Site tab like the About page's words.
import type { SiteContent } from '~/src/lib/schemas/site-content';
import { paragraphsOf } from '~/src/lib/schemas/site-content';

export function PrivacyContent({ content: { privacy } }: { content: Pick<SiteContent, 'privacy'> }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Privacy</h1>
      {paragraphsOf(privacy.text).map((paragraph, i) => (
        <p key={i} className="mt-4 text-lg text-slate-700">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
