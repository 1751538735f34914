ALTER TABLE "inquiries" ADD COLUMN "intake_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "inquiries_intake_key_idx" ON "inquiries" USING btree ("intake_key");