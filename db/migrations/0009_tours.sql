ALTER TABLE "inquiries" DROP CONSTRAINT "inquiries_stage_check";--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "tour_slots" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "tour_status" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "tour_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "tour_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "tour_invite_error" text;--> statement-breakpoint
CREATE INDEX "inquiries_tour_at_idx" ON "inquiries" USING btree ("tour_at");--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_tour_status_check" CHECK ("inquiries"."tour_status" in ('requested', 'confirmed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_stage_check" CHECK ("inquiries"."stage" in ('new', 'tour-requested', 'contacted', 'tour-scheduled', 'proposal', 'signed', 'lost'));