// The site's own words (decision 032): read by every prebuilt page at build
// time, by the e-mails and the structured data; changed from the admin's Site tab. A save is
// version-checked and recorded in the history in one statement (writeVersioned, decision 028),
// then published like any other write.
import { findSiteContent } from '~/db/queries/site-content';
import { SITE_CONTENT_ID } from '~/src/lib/schemas/content-kinds';
import { StoredSiteContentSchema, type SiteContent } from '~/src/lib/schemas/site-content';
import type { Actor } from './actor';
import { cacheTags } from './cdn-cache';
import { publishChange, type Background } from './publish';
import { writeVersioned } from './versions';

/** The content with its version, as GET /api/site-content answers it. */
export type SiteContentRecord = SiteContent & { version: number; updatedAt: string };

const recordOf = (row: { data: unknown; version: number; updatedAt: Date }): SiteContentRecord => ({
  ...StoredSiteContentSchema.parse(row.data),
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

/** The published site content. The row is written by migration 0021, so it is always there. */
export async function getSiteContentRecord(): Promise<SiteContentRecord> {
  const row = await findSiteContent();
  if (!row) throw new Error('The site content row is missing: run the migrations');
  return recordOf(row);
}

/** The published site content, without its version: what pages, e-mails and JSON-LD show. */
export async function getSiteContent(): Promise<SiteContent> {
  const { version: _version, updatedAt: _updatedAt, ...content } = await getSiteContentRecord();
  return content;
}

/**
 * Publishes new site content (`data` validated by SiteContentSchema by the caller). With
 * `expectedVersion`, a save over a newer version is refused with the 409 naming who changed it and
 * when; without, it is unconditional. Then every page is rebuilt and the API's copy purged.
 */
export async function updateSiteContent(
  data: SiteContent,
  expectedVersion: number | undefined,
  actor: Actor,
  background: Background,
): Promise<SiteContentRecord> {
  const row = await writeVersioned<{ data: unknown; version: number; updatedAt: Date }>(
    'site',
    { actor, expectedVersion },
    { id: SITE_CONTENT_ID, values: { data, updatedAt: new Date() } },
  );
  await publishChange(background, [cacheTags.siteContent]);
  return recordOf(row);
}
