// The Trash (docs/PRODUCT.md §4): what was deleted in the last 30 days, restorable; "delete
// forever" and the daily purge remove records for good, and only then their photos.
import { listBuildings } from '~/db/queries/buildings';
import { getDb } from '~/db/client';
import { deleteForever, listTrashed, purgeTrashedBefore, restoreFromTrash, restoreManyFromTrash } from '~/db/queries/trash';
import { listHistoryPhotoKeys } from '~/db/queries/revisions';
import { listingLabel } from '~/src/lib/listing';
import { has, TRASH_KINDS } from '~/src/lib/schemas/content-kinds';
import { TRASH_RETENTION_DAYS, type TrashItem, type TrashKind } from '~/src/lib/schemas/trash';
import { resolveUnit } from '~/src/lib/unit-facts';
import type { Actor } from './actor';
import { recordEvent } from './audit';
import { serverKinds } from './content-kinds';
import { AppError } from './errors';
import { deleteUnusedPhotos } from './photos/delete-unused-photos';
import { sendAlertsSoon } from './alerts';
import { publishChange, type Background } from './publish';

const RETENTION_MS = TRASH_RETENTION_DAYS * 86_400_000;

function item(kind: TrashKind, id: number, deletedAt: Date | null, shown: Pick<TrashItem, 'label' | 'detail' | 'photo'>): TrashItem {
  const deleted = deletedAt ?? new Date();
  return { kind, id, ...shown, deletedAt: deleted.toISOString(), purgeAt: new Date(deleted.getTime() + RETENTION_MS).toISOString() };
}

type Trashed = Awaited<ReturnType<typeof listTrashed>>;
type TrashedRow = { [K in TrashKind]: Trashed[K][number] };
type Shown = Pick<TrashItem, 'label' | 'detail' | 'photo'>;
/** A trashed unit's building may be live or in the Trash too; it is named either way. */
type BuildingsById = Map<number, Trashed['building'][number] | Awaited<ReturnType<typeof listBuildings>>[number]>;

/** How the Trash shows a record of each kind that can be in it (the registry, decision 049). */
const shownInTrash: { [K in TrashKind]: (row: TrashedRow[K], buildingOf: BuildingsById) => Shown } = {
  unit(u, buildingOf) {
    const building = buildingOf.get(u.buildingId);
    return { label: listingLabel(resolveUnit(u, building)), detail: building?.name ?? null, photo: u.mainImage ?? u.images[0] ?? null };
  },
  building: (b) => ({ label: b.name, detail: b.address, photo: b.mainImage ?? b.images[0] ?? null }),
  'gallery-image': (g) => ({ label: g.description || 'Gallery photo', detail: g.category, photo: g.filename }),
  inquiry: (i) => ({ label: `${i.firstName} ${i.lastName}`, detail: `${i.email} - ${i.message.slice(0, 120)}`, photo: null }),
};

/** Everything in the Trash, most recently deleted first. */
export async function listTrash(): Promise<TrashItem[]> {
  const [trashed, liveBuildings]: [{ [K in TrashKind]: TrashedRow[K][] }, Awaited<ReturnType<typeof listBuildings>>] = await Promise.all([
    listTrashed(),
    listBuildings(),
  ]);
  const buildingOf: BuildingsById = new Map([...liveBuildings, ...trashed.building].map((b) => [b.id, b]));
  const itemsOf = <K extends TrashKind>(kind: K) =>
    trashed[kind].map((row) => item(kind, row.id, row.deletedAt, shownInTrash[kind](row, buildingOf)));
  return TRASH_KINDS.flatMap(itemsOf).sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));
}

export async function restore(kind: TrashKind, id: number, background: Background, actor: Actor): Promise<void> {
  const result = await getDb().transaction(async (tx) => {
    const restored = await restoreFromTrash(kind, id, tx);
    if (restored.outcome === 'restored') await recordEvent(actor, { event: 'restore-from-trash', record: { kind, id } }, tx);
    return restored;
  });
  if (result.outcome === 'missing') throw new AppError('not-found', 'Not in the Trash (it may have been restored already)');
  if (result.outcome === 'building-trashed') {
    throw new AppError('conflict', `This unit's building, ${result.buildingName}, is in the Trash. Restore the building first.`);
  }
  const tags = serverKinds[kind].cacheTags(id);
  if (tags.length > 0) await publishChange(background, tags);
  if (kind === 'unit') sendAlertsSoon(background); // back on the market: matching alerts hear of it
}

/** Many records of one kind back from the Trash at once (Undo of a bulk delete): all, or none. */
export async function restoreMany(kind: TrashKind, ids: number[], background: Background, actor: Actor): Promise<void> {
  // One Undo is one action: one line naming every record it brought back.
  const result = await getDb().transaction(async (tx) => {
    const restored = await restoreManyFromTrash(kind, ids, tx);
    if (restored.outcome === 'restored') {
      await recordEvent(actor, { event: 'restore-from-trash', record: { kind, id: ids.join(', ') }, detail: `${ids.length} at once` }, tx);
    }
    return restored;
  });
  if (result.outcome === 'missing') {
    const message = `Not in the Trash (restored already, or never deleted): ${result.ids.join(', ')}. Nothing was restored.`;
    throw new AppError('invalid', message, { fieldErrors: { ids: [message] } });
  }
  if (result.outcome === 'building-trashed') {
    throw new AppError('conflict', "A unit's building is in the Trash. Restore the building first.");
  }
  const tags = [...new Set(ids.flatMap((id) => serverKinds[kind].cacheTags(id)))];
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
  const history = has(kind, 'versions') && has(kind, 'photos') ? await listHistoryPhotoKeys(kind, id) : [];
  await deleteUnusedPhotos([...result.photoKeys, ...history]);
}

/** The daily purge: records trashed more than 30 days before `now`, then their unused photos. */
export async function purgeExpiredTrash(now: Date): Promise<number> {
  const { purged, photoKeys } = await purgeTrashedBefore(new Date(now.getTime() - RETENTION_MS));
  await deleteUnusedPhotos(photoKeys);
  return purged;
}
