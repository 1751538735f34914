ALTER TABLE "inquiries" ADD COLUMN "unit_id" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_unit_id_idx" ON "inquiries" USING btree ("unit_id");--> statement-breakpoint
-- Back-fill: each inquiry's free-text listing resolved to its unit once, by the rule the server uses
-- when storing (src/lib/listing-match.ts): the label exactly ('address - Unit n - Type (size)', with
-- the unit's own address, its building's, or none), else 'Unit n' with the address before it
-- deciding where unit numbers repeat, else the unit number alone. A step matches only when it names
-- one unit (live units before trashed ones); anything else stays null, reported below.
WITH unit_labels AS (
  SELECT u.id AS unit_id, u.unit_number, u.deleted_at IS NULL AS is_live, a.address,
    concat_ws(' - ', a.address, 'Unit ' || u.unit_number,
      (CASE u.type WHEN 'office' THEN 'Office' WHEN 'industrial' THEN 'Industrial' WHEN 'warehouse' THEN 'Warehouse'
        WHEN 'distribution' THEN 'Distribution Center' WHEN 'executive' THEN 'Executive Office' WHEN 'flex' THEN 'Flex'
        ELSE u.type END) || ' (' || to_char(u.square_footage, 'FM999,999,999') || ' sq ft)') AS label
  FROM "units" u JOIN "buildings" b ON b.id = u.building_id
  CROSS JOIN LATERAL (VALUES (nullif(btrim(u.address), '')), (nullif(btrim(b.address), '')), (NULL)) AS a(address)
),
named AS (
  SELECT i.id AS inquiry_id, btrim(i.listing) AS listing,
    (SELECT substring(part FROM '(?i)^Unit\s+(.+)$') FROM unnest(string_to_array(btrim(i.listing), ' - ')) WITH ORDINALITY AS p(part, n)
      WHERE part ~* '^Unit\s+.' ORDER BY n LIMIT 1) AS unit_number
  FROM "inquiries" i WHERE i.unit_id IS NULL AND btrim(coalesce(i.listing, '')) <> ''
),
candidates AS (
  SELECT n.inquiry_id, l.unit_id, bool_or(l.is_live) AS is_live,
    min(CASE WHEN n.listing = l.label THEN 1
             WHEN l.address IS NOT NULL AND starts_with(n.listing, l.address || ' - ') THEN 2
             ELSE 3 END) AS step
  FROM named n JOIN unit_labels l ON n.listing = l.label OR n.unit_number = l.unit_number
  GROUP BY n.inquiry_id, l.unit_id
),
best AS (
  SELECT inquiry_id, unit_id, rank() OVER (PARTITION BY inquiry_id ORDER BY step, is_live DESC) AS place FROM candidates
)
UPDATE "inquiries" i SET unit_id = best.unit_id
FROM best
WHERE best.inquiry_id = i.id AND best.place = 1
  AND (SELECT count(*) FROM best other WHERE other.inquiry_id = best.inquiry_id AND other.place = 1) = 1;--> statement-breakpoint
-- The report: how many named a unit that could not be matched, and which (also printed by
-- `npm run db:migrate` and `npm start` when this migration runs: scripts/lib/unmatched-inquiries.ts).
DO $$
DECLARE
  unmatched int[] := ARRAY(SELECT id FROM "inquiries" WHERE unit_id IS NULL AND btrim(coalesce(listing, '')) <> '' ORDER BY id);
BEGIN
  IF cardinality(unmatched) > 0 THEN
    RAISE NOTICE '% inquiries name a unit that could not be matched (unit_id left null, listing kept): ids %', cardinality(unmatched), unmatched;
  END IF;
END $$;
