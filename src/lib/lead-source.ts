// Where a lead came from: the visit's first touch as the page saw it (utm_source,
// utm_medium, utm_campaign and the external referrer's host) and the one channel it is counted
// under. Pure, no zod (the admin's labels load none): the fields' schema is ./schemas/lead-source.ts.

/** The channels a lead is counted under, in the order the admin lists them. */
export const LEAD_SOURCES = ['loopnet', 'search', 'social', 'email', 'referral', 'direct'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  loopnet: 'LoopNet',
  search: 'Search',
  social: 'Social',
  email: 'E-mail campaign',
  referral: 'Referral',
  direct: 'Direct',
};
/** A lead stored before sources were recorded (its source is null). */
export const NO_SOURCE_LABEL = 'Not recorded';

/** The names of the first touch's fields: in JSON bodies, hidden form fields and the visit's storage. */
export const LEAD_SOURCE_FIELD_NAMES = ['utmSource', 'utmMedium', 'utmCampaign', 'referrerHost'] as const;
/** The sessionStorage key under which the page's early script keeps the visit's first touch. */
export const FIRST_TOUCH_KEY = 'leadSource';
/** Where the early script leaves its function that stores the first touch now (window[Symbol.for(…)]). */
export const KEEP_FIRST_TOUCH = 'leasing-site:keep-first-touch';

/** The first touch as stored with a lead: each field absent when the visit did not have it. */
export interface LeadSourceFields {
  utmSource?: string | undefined;
  utmMedium?: string | undefined;
  utmCampaign?: string | undefined;
  /** The external page that sent the visitor, by host name only (never its path or query). */
  referrerHost?: string | undefined;
}

// Names a utm_source carries and the host names (or their labels) referrers come from.
const LISTING_PLATFORMS = ['loopnet', 'costar', 'crexi'];
const SEARCH_ENGINES = ['google', 'bing', 'duckduckgo', 'yahoo', 'ecosia', 'baidu', 'yandex', 'brave', 'qwant', 'startpage'];
const SOCIAL_NETWORKS = ['linkedin', 'lnkd', 'facebook', 'fb', 'instagram', 'twitter', 'x', 'threads', 'reddit', 'youtube'];
const SOCIAL_HOSTS = ['t.co', 'x.com', 'lnkd.in', 'fb.com', 'fb.me', 'm.me'];
const EMAIL_MEDIUMS = ['email', 'e-mail', 'newsletter'];
const SEARCH_MEDIUMS = ['cpc', 'ppc', 'paid-search', 'paidsearch', 'sem', 'organic'];
const SOCIAL_MEDIUMS = ['social', 'social-media', 'paid-social', 'paidsocial'];

/** A host as compared: lower case, no port, no trailing dot, no `www.`. */
export const normalizedHost = (host: string) =>
  host
    .toLowerCase()
    .replace(/:\d*$/, '')
    .replace(/\.$/, '')
    .replace(/^www\./, '');

/** Whether `host` is one of `names` as a whole label (google.co.uk, www.bing.com, m.facebook.com). */
const hostHasLabel = (host: string, names: readonly string[]) => host.split('.').some((label) => names.includes(label));
/** Whether a utm value names one of `names` (LoopNet, loopnet.com, costar-email: loopnet, costar). */
const valueNames = (value: string, names: readonly string[]) =>
  value
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .some((word) => names.includes(word));

/**
 * The channel of a first touch: a listing platform (LoopNet, CoStar, Crexi) by utm_source or
 * referrer first (the paid listing is what the landlord weighs, even in its own e-mails); then an
 * e-mail campaign (utm_medium email); search (a search engine, or a paid-search medium); social;
 * any other external referrer or tagged link is a referral; nothing, or only this site, is direct.
 */
export function classifyLeadSource(fields: LeadSourceFields, ownHost?: string): LeadSource {
  const source = fields.utmSource ?? '';
  const medium = (fields.utmMedium ?? '').toLowerCase();
  const host = fields.referrerHost ? normalizedHost(fields.referrerHost) : '';
  const external = host !== '' && (!ownHost || host !== normalizedHost(ownHost)) ? host : '';
  if (valueNames(source, LISTING_PLATFORMS) || hostHasLabel(external, LISTING_PLATFORMS)) return 'loopnet';
  if (EMAIL_MEDIUMS.includes(medium)) return 'email';
  if (valueNames(source, SEARCH_ENGINES) || SEARCH_MEDIUMS.includes(medium) || hostHasLabel(external, SEARCH_ENGINES)) return 'search';
  if (
    valueNames(source, SOCIAL_NETWORKS) ||
    SOCIAL_MEDIUMS.includes(medium) ||
    SOCIAL_HOSTS.includes(external) ||
    hostHasLabel(
      external,
      SOCIAL_NETWORKS.filter((name) => name.length > 2),
    )
  )
    return 'social';
  if (external !== '' || source.trim() !== '' || medium.trim() !== '') return 'referral';
  return 'direct';
}

/** The utm fields of a page's address (the page a form was sent from), if it has any. */
export function utmFieldsOf(pageUrl: URL): LeadSourceFields {
  const value = (name: string) => pageUrl.searchParams.get(name)?.trim() || undefined;
  return { utmSource: value('utm_source'), utmMedium: value('utm_medium'), utmCampaign: value('utm_campaign') };
}

const isEmpty = (fields: LeadSourceFields) => !fields.utmSource && !fields.utmMedium && !fields.utmCampaign && !fields.referrerHost;

/**
 * What a lead stores of where it came from: the first touch the page's script kept for the visit
 * (the form's hidden fields or the island's body) when there is one; else what the page itself
 * knew (a form sent without script, or before its script ran): the utm query of the page it was
 * sent from (`pageUrl`, the request's Referer, only when it is this site's own page). The own
 * host is never kept as a referrer.
 */
export function leadSourceOf(sent: LeadSourceFields, pageUrl: URL | null, ownHost: string): LeadSourceFields {
  const own = normalizedHost(ownHost);
  const referrerHost = sent.referrerHost && normalizedHost(sent.referrerHost) !== own ? sent.referrerHost : undefined;
  const kept = { utmSource: sent.utmSource, utmMedium: sent.utmMedium, utmCampaign: sent.utmCampaign, referrerHost };
  if (!isEmpty(kept) || !pageUrl || normalizedHost(pageUrl.host) !== own) return kept;
  return utmFieldsOf(pageUrl);
}

/** A lead's channel as staff read it; 'Not recorded' for one stored before sources were kept. */
export const leadSourceLabel = (source: LeadSource | null) => (source ? LEAD_SOURCE_LABELS[source] : NO_SOURCE_LABEL);

/** The raw first touch in a line: 'utm_source loopnet · utm_medium listing · utm_campaign fall · from google.com'. */
export function leadSourceDetails(fields: { [Name in keyof LeadSourceFields]-?: string | null | undefined }): string {
  return [
    fields.utmSource && `utm_source ${fields.utmSource}`,
    fields.utmMedium && `utm_medium ${fields.utmMedium}`,
    fields.utmCampaign && `utm_campaign ${fields.utmCampaign}`,
    fields.referrerHost && `from ${fields.referrerHost}`,
  ]
    .filter(Boolean)
    .join(' · ');
}
