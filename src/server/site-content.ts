// The site's own words (issue 19, part 1): read by every prebuilt page at build time, by the
// e-mails and the structured data; changed from the admin's Site tab. A save is version-checked
// (no lost updates), recorded in the history (kind 'site') and published like any other write.
import { getDb } from '~/db/client';
import { findLatestSiteRevision, findSiteContent, insertSiteRevision, updateSiteContentRow } from '~/db/queries/site-content';
import { SiteContentSchema, type SiteContent } from '~/src/lib/schemas/site-content';
import type { Actor } from './actor';
import { cacheTags } from './cdn-cache';
import { AppError } from './errors';
import { publishChange, type Background } from './publish';

/** The content with its version, as GET /api/site-content answers it. */
export type SiteContentRecord = SiteContent & { version: number; updatedAt: string };

/** The published site content. The row is written by migration 0021, so it is always there. */
export async function getSiteContentRecord(): Promise<SiteContentRecord> {
  const row = await findSiteContent();
  if (!row) throw new Error('The site content row is missing: run the migrations');
  return { ...SiteContentSchema.parse(row.data), version: row.version, updatedAt: row.updatedAt.toISOString() };
}

/** The published site content, without its version: what pages, e-mails and JSON-LD show. */
export async function getSiteContent(): Promise<SiteContent> {
  const { version: _version, updatedAt: _updatedAt, ...content } = await getSiteContentRecord();
  return content;
}

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/New_York' });

async function conflict(): Promise<AppError> {
  const latest = await findLatestSiteRevision();
  const by = latest ? `${latest.actorName} at ${timeFormat.format(latest.createdAt)} ` : '';
  const version = latest?.version ?? (await findSiteContent())?.version;
  return new AppError('conflict', `The site content was changed by ${by}(version ${version}). Review their change, overwrite or reload.`);
}

/**
 * Publishes new site content: `data` is validated (SiteContentSchema) by the caller; with
 * `expectedVersion`, a save over a newer version is refused with 409. One transaction writes the
 * row and its revision; then every page is rebuilt and the API's copy purged.
 */
export async function updateSiteContent(
  data: SiteContent,
  expectedVersion: number | undefined,
  actor: Actor,
  background: Background,
): Promise<SiteContentRecord> {
  const row = await getDb().transaction(async (tx) => {
    const updated = await updateSiteContentRow(tx, data, expectedVersion);
    if (!updated) return undefined;
    await insertSiteRevision(tx, { version: updated.version, data, actorUserId: actor.userId, actorName: actor.name });
    return updated;
  });
  if (!row) throw await conflict();
  await publishChange(background, [cacheTags.siteContent]);
  return { ...data, version: row.version, updatedAt: row.updatedAt.toISOString() };
}
