CREATE TABLE "photo_details" (
	"key" text PRIMARY KEY NOT NULL,
	"alt" text NOT NULL,
	"caption" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "alt" text;