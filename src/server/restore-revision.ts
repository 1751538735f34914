// Restoring an earlier version (decision 028): published again, as a new version, through
// the kind's own save path. Apart from ./versions.ts so that only the history function bundles every
// kind's save path (and, through the gallery's, the image library).
import { findCurrentVersion, findRevision } from '~/db/queries/revisions';
import { BuildingSchema } from '~/src/lib/schemas/building';
import type { RevisionKind } from '~/src/lib/schemas/content-kinds';
import { GalleryImageDetailsSchema } from '~/src/lib/schemas/gallery';
import { StoredSiteContentSchema } from '~/src/lib/schemas/site-content';
import { UnitSchema } from '~/src/lib/schemas/unit';
import type { z } from 'zod';
import { updateBuilding } from './buildings';
import { serverKinds } from './content-kinds';
import { recordEvent } from './audit';
import { AppError } from './errors';
import { restoreGalleryImage } from './gallery-details';
import type { Background } from './publish';
import { updateSiteContent } from './site-content';
import { updateUnit } from './units';
import type { VersionedChange } from './versions';

/** A stored version read back through the body schema that writes it: it must still be valid today. */
function parseStored<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? `${String(issue.path[0])}: ` : '';
  throw new AppError(
    'invalid',
    `This version can no longer be saved as it is (${field}${issue?.message ?? 'invalid'}). Edit the record instead.`,
  );
}

type Restorer = (id: number, data: Record<string, unknown>, background: Background, change: VersionedChange) => Promise<unknown>;

/**
 * Each kind's own save path: the same validation, rebuild, CDN purge (and alerts, for units) as an
 * edit. One for every kind with versions in the registry (decision 049), or this does not compile.
 */
const restorers = {
  unit: (id, data, background, change) => updateUnit(id, parseStored(UnitSchema, data), background, change),
  building: (id, data, background, change) => updateBuilding(id, parseStored(BuildingSchema, data), background, change),
  'gallery-image': (id, data, background, change) =>
    restoreGalleryImage(id, parseStored(GalleryImageDetailsSchema, data), background, change),
  // The site content's revision is its row: the content is under `data`.
  site: (_id, data, background, change) =>
    updateSiteContent(parseStored(StoredSiteContentSchema, data['data']), change.expectedVersion, change.actor, background),
} satisfies Record<RevisionKind, Restorer>;

/**
 * Publishes an earlier version again, as a new version (so it has its own line in the history).
 * `change.expectedVersion` is the version the admin saw as current: a newer one answers 409.
 */
export async function restoreRevision(
  kind: RevisionKind,
  id: number,
  version: number,
  change: VersionedChange,
  background: Background,
): Promise<unknown> {
  const restore: Restorer = restorers[kind];
  const [revision, current] = await Promise.all([findRevision(kind, id, version), findCurrentVersion(kind, id)]);
  if (!current) throw new AppError('not-found', serverKinds[kind].notFound);
  if (!revision) throw new AppError('not-found', `Version ${version} is not in the history`);
  if (revision.version === current.version) throw new AppError('invalid', `Version ${version} is already the current version`);
  const restored = await restore(id, revision.data as Record<string, unknown>, background, change);
  // The kinds' save paths write the record and its revision in one statement of their own; the
  // line follows once that is committed.
  await recordEvent(change.actor, { event: 'restore-version', record: { kind, id }, detail: `version ${version}` });
  return restored;
}
