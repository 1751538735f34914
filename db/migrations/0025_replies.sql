CREATE TABLE "inquiry_replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inquiry_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inquiry_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"to_name" text NOT NULL,
	"to_email" text NOT NULL,
	"message_id" text NOT NULL,
	"in_reply_to" text,
	"author" text NOT NULL,
	"author_user_id" integer,
	"send_state" text DEFAULT 'pending' NOT NULL,
	"send_attempts" integer DEFAULT 0 NOT NULL,
	"send_last_error" text,
	"send_next_at" timestamp with time zone,
	"send_claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_replies_send_state_check" CHECK ("inquiry_replies"."send_state" in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "reply_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reply_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "notify_message_id" text;--> statement-breakpoint
ALTER TABLE "inquiry_replies" ADD CONSTRAINT "inquiry_replies_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_replies" ADD CONSTRAINT "inquiry_replies_author_user_id_admin_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_replies_idempotency_key_idx" ON "inquiry_replies" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "inquiry_replies_inquiry_id_idx" ON "inquiry_replies" USING btree ("inquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiry_replies_send_state_idx" ON "inquiry_replies" USING btree ("send_state");--> statement-breakpoint
CREATE UNIQUE INDEX "reply_templates_name_idx" ON "reply_templates" USING btree (lower("name"));