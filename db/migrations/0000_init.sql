CREATE TABLE "admin_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'admin' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "buildings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buildings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"address" text NOT NULL,
	"description" text,
	"available_square_footage" integer DEFAULT 0 NOT NULL,
	"total_floors" integer DEFAULT 1 NOT NULL,
	"building_class" text DEFAULT 'A' NOT NULL,
	"tenant_type" text DEFAULT 'office' NOT NULL,
	"total_square_footage" integer,
	"year_built" integer,
	"continuously_renovated" boolean DEFAULT false NOT NULL,
	"bike_score" integer DEFAULT 0 NOT NULL,
	"walk_score" integer DEFAULT 0 NOT NULL,
	"transit_score" integer DEFAULT 0 NOT NULL,
	"nearby_transit" text[] DEFAULT '{}'::text[] NOT NULL,
	"transportation_notes" text,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"main_image" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"featured_images" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buildings_class_check" CHECK ("buildings"."building_class" in ('A', 'B', 'C')),
	CONSTRAINT "buildings_tenant_type_check" CHECK ("buildings"."tenant_type" in ('office', 'industrial', 'flex'))
);
--> statement-breakpoint
CREATE TABLE "gallery_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gallery_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"filename" text NOT NULL,
	"description" text,
	"category" text,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"listing" text,
	"message" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"is_spam" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_status_check" CHECK ("inquiries"."status" in ('new', 'read'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"building_id" integer NOT NULL,
	"unit_number" text NOT NULL,
	"type" text NOT NULL,
	"square_footage" integer NOT NULL,
	"rate" numeric(10, 2) DEFAULT 0 NOT NULL,
	"price_on_request" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"description" text,
	"address" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"cross_streets" text,
	"building_class" text,
	"year_built" integer,
	"total_building_size" integer,
	"ceiling_height" numeric(6, 2),
	"parking_spaces" integer,
	"parking_ratio" text,
	"parking_available" text DEFAULT 'yes' NOT NULL,
	"lease_type" text,
	"operating_expenses" numeric(10, 2),
	"taxes" numeric(10, 2),
	"insurance" numeric(10, 2),
	"featured" boolean DEFAULT false NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"main_image" text,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"loopnet_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "units_status_check" CHECK ("units"."status" in ('available', 'leased')),
	CONSTRAINT "units_parking_available_check" CHECK ("units"."parking_available" in ('yes', 'no')),
	CONSTRAINT "units_square_footage_check" CHECK ("units"."square_footage" >= 1),
	CONSTRAINT "units_rate_check" CHECK ("units"."rate" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_created_at_idx" ON "inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "units_building_id_idx" ON "units" USING btree ("building_id");