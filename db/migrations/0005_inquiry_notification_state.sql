ALTER TABLE "inquiries" ADD COLUMN "notify_state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "notify_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "notify_last_error" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "notify_next_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "notify_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "notify_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "inquiries_notify_state_idx" ON "inquiries" USING btree ("notify_state");--> statement-breakpoint
-- Inquiries stored before this migration had their e-mail tried already: never send them again.
UPDATE "inquiries" SET "notify_state" = CASE WHEN "is_spam" THEN 'held' ELSE 'sent' END;
