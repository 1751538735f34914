// The table of each content kind (the registry: src/lib/schemas/content-kinds.ts, decision 049),
// and what the database needs to know of it per capability: a versioned kind's table has a
// version, a trashable one a deletedAt, a kind with photos says in SQL which keys a row names.
// Typed from the registry: a new kind without its table here does not compile.
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ByCapability, ContentKind, KindsWith, RevisionKind, TrashKind } from '~/src/lib/schemas/content-kinds';
import { buildings, galleryImages, inquiries, siteContent, units } from './schema';

type Versioned<K> = K extends KindsWith<'versions'> ? { version: PgColumn; updatedAt: PgColumn } : unknown;
type Trashable<K> = K extends KindsWith<'trash'> ? { deletedAt: PgColumn } : unknown;
type TableOf<K> = PgTable & { id: PgColumn } & Versioned<K> & Trashable<K>;

export const contentTables = {
  unit: units,
  building: buildings,
  'gallery-image': galleryImages,
  inquiry: inquiries,
  site: siteContent,
} as const satisfies { [K in ContentKind]: TableOf<K> };

/** The tables whose records have a version and a history, by their kind in /api/history/:kind/:id. */
export type VersionedTable = (typeof contentTables)[RevisionKind];
/** The tables whose records go to the Trash when deleted, by their kind in /api/trash/:kind/:id. */
export type TrashableTable = (typeof contentTables)[TrashKind];

/** The photo keys a row names (as a text[] expression), so they can be freed once the row is gone for good. */
export const photoKeysOf = {
  unit: sql`array_append(array_append(images, main_image), floor_plan)`,
  building: sql`array_append(images || featured_images, main_image)`,
  'gallery-image': sql`array[filename]`,
  inquiry: null,
  site: null,
} as const satisfies ByCapability<'photos', SQL>;
