// The first touch a public form sends with an inquiry, tour request or alert sign-up:
// hidden fields the page's early script fills (src/components/layout/LeadSourceScript.astro), or
// the island's JSON. It comes from an address someone else wrote (a campaign link, a referrer), not
// from the visitor: a value that does not fit is cut to length or dropped, never a reason to refuse
// the lead.
import { z } from 'zod';
import { LEAD_SOURCES } from '../lead-source';

/** The longest utm value kept; longer ones are cut. */
export const MAX_UTM_LENGTH = 100;
// Bidirectional overrides and control characters never reach a screen or a CSV.
// eslint-disable-next-line no-control-regex
const UNSHOWABLE = /[\u0000-\u001F\u007F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
// A host name as a browser gives it (ASCII, IDNs in punycode), without port or path.
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

const utmValue = z
  .unknown()
  .transform((value) =>
    typeof value === 'string' ? value.replace(UNSHOWABLE, '').trim().slice(0, MAX_UTM_LENGTH).trim() || undefined : undefined,
  );
const hostName = z.unknown().transform((value) => {
  const host = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return HOST_NAME.test(host) ? host : undefined;
});

export const LeadSourceFieldsSchema = z.object({
  utmSource: utmValue.optional(),
  utmMedium: utmValue.optional(),
  utmCampaign: utmValue.optional(),
  referrerHost: hostName.optional(),
});

/** `?source=` of the inquiry list: one channel. */
export const LeadSourceFilterSchema = z.object({
  source: z.enum(LEAD_SOURCES, { error: `source must be one of ${LEAD_SOURCES.join(', ')}` }).optional(),
});
