import { sql } from 'drizzle-orm';
import { getDb, executeRows, type Database } from '../client';

/** Of the given photo keys, those no unit, building or gallery image names any more. */
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
    ) refs
    where key = any(${sql.param(keys)}::text[])`,
  );
  const inUse = new Set(referenced.map((row) => row.key));
  return [...new Set(keys)].filter((key) => !inUse.has(key));
}
