// The drafts of units and buildings: how each is labelled, previewed and
// published. Publishing is the kind's normal save (createUnit/updateUnit, updateBuilding), so a
// draft goes live exactly as the edit form's Save would: validation, photos, rebuild, alerts.
import { findBuilding, listBuildings } from '~/db/queries/buildings';
import { findUnit, listUnits } from '~/db/queries/units';
import { clearedFields, replaceRow } from '~/db/queries/replace-row';
import type { Building, Unit } from '~/db/schema';
import { BuildingSchema, type BuildingData } from '~/src/lib/schemas/building';
import { CONTENT_KINDS } from '~/src/lib/schemas/content-kinds';
import { UnitSchema, type UnitData } from '~/src/lib/schemas/unit';
import type { Actor } from './actor';
import { createBuilding, getBuilding, updateBuilding } from './buildings';
import type { DraftKindDefinition, DraftOf } from './draft-definition';
import type { Background } from './publish';
import { createUnit, getUnit, updateUnit } from './units';

/**
 * The record as it would be once the draft is published: the published one (if any) with the
 * draft's body over it, optional fields the body leaves out cleared, exactly as a PUT stores it.
 */
function applied<Row extends { id: number; version: number; createdAt: Date; updatedAt: Date }>(
  published: Row | null,
  cleared: Record<string, null>,
  data: object,
  entityId: number | null,
): Row {
  const now = new Date();
  // A record not yet published has id 0 and version 0 (no page, no history yet).
  return {
    ...published,
    ...replaceRow(cleared, data),
    id: entityId ?? 0,
    version: published?.version ?? 0,
    createdAt: published?.createdAt ?? now,
    updatedAt: now,
  } as Row;
}

const unitLabel = (data: Pick<UnitData, 'unitNumber'>) => `Unit ${data.unitNumber}`;

export const unitDrafts: DraftKindDefinition<UnitData> = {
  schema: UnitSchema,
  allowsNew: true,
  label: unitLabel,
  currentVersion: async (entityId) => (await getUnit(entityId)).version,
  // The save path checks the base version and records the revision in one statement (decision 028).
  async publish({ entityId, data, baseVersion }: DraftOf<UnitData>, actor: Actor, background: Background) {
    if (entityId === null) {
      const unit = await createUnit(data, background, actor);
      return { entityId: unit.id, record: unit };
    }
    const unit = await updateUnit(entityId, data, background, { actor, expectedVersion: baseVersion ?? undefined });
    return { entityId: unit.id, record: unit };
  },
  previewPath: ({ id }) => `/preview/listing/?draft=${id}`,
  async preview({ entityId, data }) {
    const published = entityId === null ? null : await findUnit(entityId);
    const unit = applied<Unit>(published, clearedFields(UnitSchema.in.shape), data, entityId);
    const building = await findBuilding(data.buildingId);
    // A leased unit's page lists similar available units.
    const units = unit.status === 'leased' ? await listUnits() : undefined;
    return { unit, building, units, publicPath: entityId === null ? null : CONTENT_KINDS.unit.publicPath(entityId) };
  },
};

export const buildingDrafts: DraftKindDefinition<BuildingData> = {
  schema: BuildingSchema,
  allowsNew: true,
  label: (data) => data.name,
  currentVersion: async (entityId) => (await getBuilding(entityId)).version,
  async publish({ entityId, data, baseVersion }: DraftOf<BuildingData>, actor: Actor, background: Background) {
    if (entityId === null) {
      const building = await createBuilding(data, background, actor);
      return { entityId: building.id, record: building };
    }
    const building = await updateBuilding(entityId, data, background, { actor, expectedVersion: baseVersion ?? undefined });
    return { entityId: building.id, record: building };
  },
  previewPath: ({ id }) => `/preview/listing/?draft=${id}`,
  // A building shows on its units' pages and on Availability: the preview shows both.
  async preview({ entityId, data }) {
    const published = entityId === null ? null : await findBuilding(entityId);
    const building = applied<Building>(published, clearedFields(BuildingSchema.in.shape), data, entityId);
    const units = entityId === null ? [] : (await listUnits()).filter((unit) => unit.buildingId === entityId);
    const plan = (await listBuildings()).map(({ id, name }) => ({ id, name }));
    return { building, units, plan, publicPath: CONTENT_KINDS.building.publicPath() };
  },
};
