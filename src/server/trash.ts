// The Trash (docs/PRODUCT.md §4): what was deleted in the last 30 days, restorable; "delete
// forever" and the daily purge remove records for good, and only then their photos.
import { listBuildings } from '~/db/queries/buildings';
import { deleteForever, listTrashed, purgeTrashedBefore, restoreFromTrash, restoreManyFromTrash } from '~/db/queries/trash';
import { listHistoryPhotoKeys } from '~/db/queries/revisions';
import { listingLabel } from '~/src/lib/listing';
import { TRASH_RETENTION_DAYS, type TrashItem, type TrashKind } from '~/src/lib/schemas/trash';
import { resolveUnit } from '~/src/lib/unit-facts';
import { cacheTags } from './cdn-cache';
import { AppError } from './errors';
import { deleteUnusedPhotos } from './photos/delete-unused-photos';
import { sendAlertsSoon } from './alerts';
import { publishChange, type Background } from './publish';

const RETENTION_MS = TRASH_RETENTION_DAYS * 86_400_000;
/** What a record coming back changes at the CDN (inquiries are on no public page). */
const TAGS_OF: Record<TrashKind, (id: number) => string[]> = {
  unit: (id) => [cacheTags.units, cacheTags.unit(id)],
  building: (id) => [cacheTags.buildings, cacheTags.building(id)],
  'gallery-image': () => [cacheTags.gallery],
  inquiry: () => [],
};

function item(kind: TrashKind, id: number, deletedAt: Date | null, shown: Pick<TrashItem, 'label' | 'detail' | 'photo'>): TrashItem {
  const deleted = deletedAt ?? new Date();
  return { kind, id, ...shown, deletedAt: deleted.toISOString(), purgeAt: new Date(deleted.getTime() + RETENTION_MS).toISOString() };
}

/** Everything in the Trash, most recently deleted first. */
export async function listTrash(): Promise<TrashItem[]> {
  const [trashed, liveBuildings] = await Promise.all([listTrashed(), listBuildings()]);
  // A trashed unit's building may be live or in the Trash too; it is named either way.
  const buildingOf = new Map([...liveBuildings, ...trashed.building].map((b) => [b.id, b]));
  const items = [
    ...trashed.unit.map((u) => {
      const building = buildingOf.get(u.buildingId);
      const label = listingLabel(resolveUnit(u, building));
      return item('unit', u.id, u.deletedAt, { label, detail: building?.name ?? null, photo: u.mainImage ?? u.images[0] ?? null });
    }),
    ...trashed.building.map((b) =>
      item('building', b.id, b.deletedAt, { label: b.name, detail: b.address, photo: b.mainImage ?? b.images[0] ?? null }),
    ),
    ...trashed['gallery-image'].map((g) =>
      item('gallery-image', g.id, g.deletedAt, { label: g.description || 'Gallery photo', detail: g.category, photo: g.filename }),
    ),
    ...trashed.inquiry.map((i) =>
      item('inquiry', i.id, i.deletedAt, {
        label: `${i.firstName} ${i.lastName}`,
        detail: `${i.email} - ${i.message.slice(0, 120)}`,
        photo: null,
      }),
    ),
  ];
  return items.sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));
}

export async function restore(kind: TrashKind, id: number, background: Background): Promise<void> {
  const result = await restoreFromTrash(kind, id);
  if (result.outcome === 'missing') throw new AppError('not-found', 'Not in the Trash (it may have been restored already)');
  if (result.outcome === 'building-trashed') {
    throw new AppError('conflict', `This unit's building, ${result.buildingName}, is in the Trash. Restore the building first.`);
  }
  const tags = TAGS_OF[kind](id);
  if (tags.length > 0) await publishChange(background, tags);
  if (kind === 'unit') sendAlertsSoon(background); // back on the market: matching alerts hear of it
}

/** Many records of one kind back from the Trash at once (Undo of a bulk delete): all, or none. */
export async function restoreMany(kind: TrashKind, ids: number[], background: Background): Promise<void> {
  const result = await restoreManyFromTrash(kind, ids);
  if (result.outcome === 'missing') {
    const message = `Not in the Trash (restored already, or never deleted): ${result.ids.join(', ')}. Nothing was restored.`;
    throw new AppError('invalid', message, { fieldErrors: { ids: [message] } });
  }
  if (result.outcome === 'building-trashed') {
    throw new AppError('conflict', "A unit's building is in the Trash. Restore the building first.");
  }
  const tags = [...new Set(ids.flatMap((id) => TAGS_OF[kind](id)))];
  if (tags.length > 0) await publishChange(background, tags);
  if (kind === 'unit') sendAlertsSoon(background);
}

export async function deletePermanently(kind: TrashKind, id: number): Promise<void> {
  const result = await deleteForever(kind, id);
  if (result.outcome === 'missing') throw new AppError('not-found', 'Not in the Trash (it may have been restored already)');
  if (result.outcome === 'has-units') {
    throw new AppError('conflict', 'Units in the Trash still belong to this building. Delete them forever first, or restore them.');
  }
  // Photos only its earlier versions showed are free now too (decision 028).
  const history = kind === 'inquiry' ? [] : await listHistoryPhotoKeys(kind, id);
  await deleteUnusedPhotos([...result.photoKeys, ...history]);
}

/** The daily purge: records trashed more than 30 days before `now`, then their unused photos. */
export async function purgeExpiredTrash(now: Date): Promise<number> {
  const { purged, photoKeys } = await purgeTrashedBefore(new Date(now.getTime() - RETENTION_MS));
  await deleteUnusedPhotos(photoKeys);
  return purged;
}
