CREATE TABLE "listing_view_visitors" (
	"visitor" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "availability_alerts" ADD COLUMN "email_key" text GENERATED ALWAYS AS (regexp_replace(lower(btrim(email)), '\+[^@]*@', '@')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "listing_view_visitors_day_idx" ON "listing_view_visitors" USING btree ("day");--> statement-breakpoint
-- Before one unconfirmed alert per mailbox can hold: of several, the newest stays; the older ones
-- (never confirmed, so never e-mailed an alert) are ended as unsubscribed rather than deleted.
UPDATE "availability_alerts" AS older SET "unsubscribed_at" = now()
WHERE older."confirmed_at" IS NULL AND older."unsubscribed_at" IS NULL AND EXISTS (
  SELECT 1 FROM "availability_alerts" AS newer
  WHERE newer."email_key" = older."email_key" AND newer."confirmed_at" IS NULL AND newer."unsubscribed_at" IS NULL
    AND (newer."created_at", newer."id") > (older."created_at", older."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "availability_alerts_pending_email_idx" ON "availability_alerts" USING btree ("email_key") WHERE "availability_alerts"."confirmed_at" is null and "availability_alerts"."unsubscribed_at" is null;