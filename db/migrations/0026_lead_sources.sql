ALTER TABLE "availability_alerts" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "availability_alerts" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "availability_alerts" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "availability_alerts" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "availability_alerts" ADD COLUMN "lead_source" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "lead_source" text;--> statement-breakpoint
CREATE INDEX "inquiries_lead_source_idx" ON "inquiries" USING btree ("lead_source","created_at");--> statement-breakpoint
ALTER TABLE "availability_alerts" ADD CONSTRAINT "availability_alerts_lead_source_check" CHECK ("availability_alerts"."lead_source" in ('loopnet', 'search', 'social', 'email', 'referral', 'direct'));--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_lead_source_check" CHECK ("inquiries"."lead_source" in ('loopnet', 'search', 'social', 'email', 'referral', 'direct'));