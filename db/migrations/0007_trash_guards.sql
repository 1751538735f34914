-- The Trash's one rule across two tables (docs/PRODUCT.md §4): a live unit is always in a live
-- building. Enforced here, so it holds for concurrent writes from any number of function
-- instances without application transactions. Both sides lock the building row, and plpgsql takes
-- a fresh snapshot per statement, so whichever write comes second sees the first:
--   * a unit made live (insert, move, restore) must find its building live, locked FOR SHARE;
--   * a building moved to the Trash (its row locked by the UPDATE) must have no live units.
-- Violations answer SQLSTATE 23503 (foreign_key_violation), like the foreign key they extend.
CREATE FUNCTION units_need_live_building() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.deleted_at IS NULL THEN
    PERFORM 1 FROM buildings WHERE id = NEW.building_id AND deleted_at IS NULL FOR SHARE;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'building % is not live', NEW.building_id USING ERRCODE = '23503';
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER units_need_live_building BEFORE INSERT OR UPDATE OF building_id, deleted_at ON units
  FOR EACH ROW EXECUTE FUNCTION units_need_live_building();
--> statement-breakpoint
CREATE FUNCTION buildings_trash_only_empty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM units WHERE building_id = NEW.id AND deleted_at IS NULL) THEN
    RAISE EXCEPTION 'building % still has live units', NEW.id USING ERRCODE = '23503';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER buildings_trash_only_empty BEFORE UPDATE OF deleted_at ON buildings
  FOR EACH ROW WHEN (OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL)
  EXECUTE FUNCTION buildings_trash_only_empty();
