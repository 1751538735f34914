// The Site tab's form values: the content as the form edits it (each list one item per line, the
// office hours as data: never the free text stored before decision 048).
import type { SiteContent, SiteContentInput } from '~/src/lib/schemas/site-content';

export type SiteFormValues = SiteContentInput;

const joined = (lines: string[]) => lines.join('\n');

export const siteFormValues = (content: SiteContent): SiteFormValues => ({
  ...content,
  team: content.team.map((member) => ({ ...member, photo: member.photo ?? '' })),
  about: {
    ...content.about,
    features: joined(content.about.features),
    transportation: joined(content.about.transportation),
    amenities: joined(content.about.amenities),
  },
  footerServices: joined(content.footerServices),
});
