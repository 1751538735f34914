ALTER TABLE "activity_log" ADD COLUMN "event" text;--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "detail" text;--> statement-breakpoint
CREATE INDEX "activity_log_event_idx" ON "activity_log" USING btree ("event","at");