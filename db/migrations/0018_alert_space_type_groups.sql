-- An alert for "Office" also matches Executive Office units (issue 21): the grouped space types of
-- src/lib/space-type-groups.ts, which the availability filter uses, now decide the alert matcher
-- too. The function is units_status_changed of 0010 with only the space-type condition changed;
-- tests/api/alerts.test.ts checks every group of that table against this trigger.
CREATE OR REPLACE FUNCTION units_status_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('app.restoring', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO unit_status_changes (unit_id, status) VALUES (NEW.id, NEW.status);
  END IF;
  IF NEW.status = 'available' AND NEW.deleted_at IS NULL
     AND (TG_OP = 'INSERT' OR OLD.status <> 'available' OR OLD.deleted_at IS NOT NULL) THEN
    INSERT INTO alert_matches (alert_id, unit_id)
    SELECT a.id, NEW.id FROM availability_alerts a
    WHERE a.confirmed_at IS NOT NULL AND a.unsubscribed_at IS NULL
      AND (a.space_type IS NULL OR a.space_type = NEW.type OR (a.space_type = 'office' AND NEW.type = 'executive'))
      AND (a.min_square_footage IS NULL OR NEW.square_footage >= a.min_square_footage)
      AND (a.max_square_footage IS NULL OR NEW.square_footage <= a.max_square_footage)
      AND (a.building_id IS NULL OR a.building_id = NEW.building_id)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
