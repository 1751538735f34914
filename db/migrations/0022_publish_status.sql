CREATE TABLE "site_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_rebuilds" ADD COLUMN "build_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_rebuilds" ADD COLUMN "published_through" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_rebuilds" ADD COLUMN "last_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_rebuilds" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_rebuilds" ADD COLUMN "failure" text;--> statement-breakpoint
CREATE INDEX "site_changes_changed_at_idx" ON "site_changes" USING btree ("changed_at");