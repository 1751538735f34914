// The site's own words as data: contact details, office hours, social links, the
// leasing team, the home page, the About page and the footer. One schema for the admin's Site tab
// (zodResolver) and the server (validate() on PUT /api/site-content, and on every read of the row).
import { z } from 'zod';
import { cleanText, emailAddress, imageKey, requiredText, STATE_MESSAGE, STATE_PATTERN, ZIP_MESSAGE, ZIP_PATTERN } from './fields';
import { OfficeHoursSchema, readableOfficeHours } from './office-hours';
import { DEFAULT_PRIVACY_TEXT } from '../privacy-text';

/** A US phone number with its area code: 10 digits (a leading 1 allowed), written as people write it. */
const PHONE_PATTERN = /^\+?1?[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;
export const PHONE_MESSAGE = 'Enter a phone number with its area code, e.g. (617) 555-0142';
const phoneNumber = () => requiredText(PHONE_MESSAGE, 30).pipe(z.string().regex(PHONE_PATTERN, PHONE_MESSAGE));

/** A required list of short lines: blank lines are dropped, at least one stays. */
const lines = (message: string, { max = 12, length = 300 } = {}) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split('\n') : v),
    z
      .array(cleanText(length))
      .transform((items) => items.filter(Boolean))
      .pipe(z.array(z.string()).min(1, message).max(max, `At most ${max} lines`)),
  );

const multiline = (message: string, max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z
      .string({ error: message })
      .pipe(cleanText(max, { multiline: true }))
      .pipe(z.string().min(1, message)),
  );

export const TeamMemberSchema = z.object({
  name: requiredText('Name is required', 100),
  title: requiredText('Title is required', 100),
  phone: phoneNumber(),
  email: emailAddress(),
  /** A photo in the photo store (optional). */
  photo: z.preprocess((v) => (v === '' || v === null ? undefined : v), imageKey.optional()),
});

export const SocialLinkSchema = z.object({
  label: requiredText('Name the network, e.g. LinkedIn', 40),
  url: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.url({ protocol: /^https$/, error: 'Enter a full web address starting with https://' }).max(2000),
  ),
});

export const BenefitSchema = z.object({
  title: requiredText('Each benefit needs a title', 60),
  text: requiredText('Each benefit needs a text', 300),
});

export const AboutFactSchema = z.object({
  value: requiredText('Each figure needs a value', 20),
  label: requiredText('Each figure needs a label', 60),
});

/** The number of benefit cards on the home page (each keeps its icon). */
export const BENEFIT_COUNT = 4;

export const SiteContentSchema = z.object({
  contact: z.object({
    email: emailAddress(),
    phone: phoneNumber(),
    address: z.object({
      street: requiredText('Street is required', 100),
      city: requiredText('City is required', 60),
      // The length is the pattern's to refuse, with its message ('Mass' is not "at most 2 characters").
      state: requiredText('State is required', 50).pipe(z.string().regex(STATE_PATTERN, STATE_MESSAGE)),
      zip: requiredText('ZIP code is required', 10).pipe(z.string().regex(ZIP_PATTERN, ZIP_MESSAGE)),
    }),
    /** Data since decision 048; the free text stored before is read as data (OfficeHoursSchema). */
    hours: OfficeHoursSchema,
  }),
  social: z.array(SocialLinkSchema).max(8, 'At most 8 social links'),
  team: z.array(TeamMemberSchema).min(1, 'The leasing team needs at least one member').max(12, 'At most 12 team members'),
  home: z.object({
    heroTitle: requiredText('The hero title is required', 120),
    heroSubtitle: requiredText('The hero subtitle is required', 300),
    benefits: z.array(BenefitSchema).length(BENEFIT_COUNT, `The home page shows exactly ${BENEFIT_COUNT} benefit cards`),
    seoHeading: requiredText('The text block needs a heading', 160),
    /** Paragraphs separated by a blank line. */
    seoText: multiline('The text block needs some text', 4000),
  }),
  about: z.object({
    intro: multiline('The About page needs its introduction', 1000),
    facts: z.array(AboutFactSchema).min(1, 'Show at least one figure').max(8, 'At most 8 figures'),
    features: lines('List at least one facility feature'),
    transportation: lines('List at least one transportation line'),
    amenities: lines('List at least one nearby amenity'),
  }),
  footerServices: lines('List at least one service'),
  /** The /privacy page: paragraphs separated by a blank line (docs/PRODUCT.md, Privacy). */
  privacy: z.object({
    text: multiline('The privacy page needs its text', 8000),
  }),
});

const StoredContactShape = z.object({ contact: z.object({ hours: z.unknown() }).loose() }).loose();

/**
 * The published row or an earlier version as read: office hours stored as text it cannot read
 * become the default hours (decision 048); a version from before the privacy page had one gets
 * the seeded text (migration 0029 wrote it into the row).
 */
export const StoredSiteContentSchema = z.preprocess((value) => {
  const stored = StoredContactShape.safeParse(value);
  if (!stored.success) return value;
  const { contact } = stored.data;
  const privacy = stored.data['privacy'] ?? { text: DEFAULT_PRIVACY_TEXT };
  return { ...stored.data, contact: { ...contact, hours: readableOfficeHours(contact.hours) }, privacy };
}, SiteContentSchema);

export type SiteContentInput = z.input<typeof SiteContentSchema>;
export type SiteContent = z.output<typeof SiteContentSchema>;
export type TeamMember = SiteContent['team'][number];

/** The leasing phone as a tap-to-call link: '(617) 555-0142' → 'tel:+16175550142'. */
export const phoneHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`;

export const formatAddress = ({ street, city, state, zip }: SiteContent['contact']['address']) => `${street}, ${city}, ${state} ${zip}`;

/** The SEO text block and the About introduction: paragraphs split on blank lines. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
