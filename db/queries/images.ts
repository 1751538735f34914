import { sql } from 'drizzle-orm';
import { getDb, executeRows, type Database } from '../client';

// A record's history names photos too: a version that can be restored keeps its photos.
// Only the history of records that still exist counts, so "delete forever" still frees them.
const revisionsOf = (kind: string, table: string) =>
  sql`select data from revisions where kind = ${kind} and entity_id in (select id from ${sql.identifier(table)})`;

// Documents whose photos sit at many paths (the site content's team photos, any draft, the site's
// history): every string in them counts, so a path added to their shape later is never missed.
// A photo key is random, so no other text matches one; at worst a photo is kept, never lost.
const anyString = sql.raw(`jsonb_path_query(data, 'strict $.** ? (@.type() == "string")') #>> '{}'`);

/** Of the given photo keys, those no unit, building, gallery image, site content or draft (or an earlier version of one) names any more. */
export async function findUnreferencedImages(keys: string[], db: Database = getDb()): Promise<string[]> {
  if (keys.length === 0) return [];
  const referenced = await executeRows<{ key: string }>(
    db,
    sql`
    select key from (
      select unnest(images) as key from units
      union select unnest(images) from buildings
      union select unnest(featured_images) from buildings
      union select main_image from units
      union select floor_plan from units
      union select main_image from buildings
      union select filename from gallery_images
      union select jsonb_array_elements_text(data->'images') from (${revisionsOf('unit', 'units')}) r
      union select data->>'mainImage' from (${revisionsOf('unit', 'units')}) r
      union select data->>'floorPlan' from (${revisionsOf('unit', 'units')}) r
      union select jsonb_array_elements_text(data->'images') from (${revisionsOf('building', 'buildings')}) r
      union select jsonb_array_elements_text(data->'featuredImages') from (${revisionsOf('building', 'buildings')}) r
      union select data->>'mainImage' from (${revisionsOf('building', 'buildings')}) r
      union select data->>'filename' from (${revisionsOf('gallery-image', 'gallery_images')}) r
      union select ${anyString} from site_content
      union select ${anyString} from revisions where kind = 'site'
      union select ${anyString} from drafts
    ) refs
    where key = any(${sql.param(keys)}::text[])`,
  );
  const inUse = new Set(referenced.map((row) => row.key));
  return [...new Set(keys)].filter((key) => !inUse.has(key));
}
