CREATE TABLE "alert_matches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"alert_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "availability_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "availability_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"space_type" text,
	"min_square_footage" integer,
	"max_square_footage" integer,
	"building_id" integer,
	"token" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"send_claimed_at" timestamp with time zone,
	"send_attempts" integer DEFAULT 0 NOT NULL,
	"send_last_error" text,
	"send_next_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_status_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unit_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit_id" integer NOT NULL,
	"status" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_alert_id_availability_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."availability_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_alerts" ADD CONSTRAINT "availability_alerts_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_status_changes" ADD CONSTRAINT "unit_status_changes_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_matches_unsent_idx" ON "alert_matches" USING btree ("alert_id","unit_id") WHERE "alert_matches"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "availability_alerts_token_idx" ON "availability_alerts" USING btree ("token");--> statement-breakpoint
CREATE INDEX "unit_status_changes_unit_id_idx" ON "unit_status_changes" USING btree ("unit_id","changed_at");--> statement-breakpoint
-- One trigger for every way a unit's availability changes (created, status edited, moved to or
-- back from the Trash): it records the status history (the dashboard's days on market) and, when
-- the unit has just become available, queues it for every confirmed alert it matches. A restore
-- (src/server/backup/restore-backup.ts) sets app.restoring: the backup already holds both.
CREATE FUNCTION units_status_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
      AND (a.space_type IS NULL OR a.space_type = NEW.type)
      AND (a.min_square_footage IS NULL OR NEW.square_footage >= a.min_square_footage)
      AND (a.max_square_footage IS NULL OR NEW.square_footage <= a.max_square_footage)
      AND (a.building_id IS NULL OR a.building_id = NEW.building_id)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER units_status_changed AFTER INSERT OR UPDATE OF status, deleted_at ON units
  FOR EACH ROW EXECUTE FUNCTION units_status_changed();
--> statement-breakpoint
-- The history starts with each existing unit's present status, as of its creation.
INSERT INTO unit_status_changes (unit_id, status, changed_at) SELECT id, status, created_at FROM units;
