CREATE TABLE "rate_limit_buckets" (
	"bucket" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP TABLE "rate_limit_hits" CASCADE;--> statement-breakpoint
CREATE INDEX "rate_limit_buckets_window_started_at_idx" ON "rate_limit_buckets" USING btree ("window_started_at");