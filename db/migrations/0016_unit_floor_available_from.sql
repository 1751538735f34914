ALTER TABLE "units" ADD COLUMN "floor" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "available_from" date;