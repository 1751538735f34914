CREATE TABLE "rate_limit_hits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_limit_hits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bucket" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_rebuilds" (
	"id" integer PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"pending_since" timestamp with time zone,
	"triggered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_bucket_created_at_idx" ON "rate_limit_hits" USING btree ("bucket","created_at");