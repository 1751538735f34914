// The site's name and its fixed descriptions (docs/PRODUCT.md §1): pages, the footer, JSON-LD and the
// e-mails use them. Everything the leasing team edits (contact details, hours, team, the home and
// About pages' words) is the site content: src/lib/schemas/site-content.ts, read through
// src/server/site-content.ts; its seeded values are src/lib/site-content-defaults.ts.

export const siteConfig = {
  name: 'South Boston Waterfront Commerce Center',
  tagline: 'Flexible office and industrial space on the South Boston waterfront',
  description:
    'Office, flex and industrial space from 1,000 to 7,200 sq ft in a 500,000+ sq ft complex on the South Boston waterfront, with parking and 15 minutes to Logan Airport.',
} as const;
