CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name_en" varchar(80) NOT NULL,
	"name_es" varchar(80) NOT NULL,
	"image" text,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"iso_code" varchar(2) NOT NULL,
	"name_en" varchar(80) NOT NULL,
	"name_es" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(16) NOT NULL,
	"name" varchar(40) NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"min_price_cents" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "rates_duration_positive" CHECK ("rates"."duration_minutes" > 0),
	CONSTRAINT "rates_min_price_positive" CHECK ("rates"."min_price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "seed_markers" (
	"key" varchar(40) PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subcategories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name_en" varchar(80) NOT NULL,
	"name_es" varchar(80) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(40) NOT NULL,
	"name" varchar(40) NOT NULL,
	"period" varchar(8) NOT NULL,
	"price_cents" integer NOT NULL,
	"trial_days" smallint DEFAULT 0 NOT NULL,
	"description_en" text NOT NULL,
	"description_es" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "subscription_types_period" CHECK ("subscription_types"."period" in ('monthly', 'yearly')),
	CONSTRAINT "subscription_types_price" CHECK ("subscription_types"."price_cents" >= 0),
	CONSTRAINT "subscription_types_trial" CHECK ("subscription_types"."trial_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "certifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"expert_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"company_name" varchar(255) NOT NULL,
	"finish_year" smallint NOT NULL,
	"finish_month" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certifications_month" CHECK ("certifications"."finish_month" between 1 and 12),
	CONSTRAINT "certifications_year" CHECK ("certifications"."finish_year" between 1900 and 9999)
);
--> statement-breakpoint
CREATE TABLE "expert_categories" (
	"expert_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "expert_categories_expert_id_category_id_pk" PRIMARY KEY("expert_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "expert_languages" (
	"expert_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	CONSTRAINT "expert_languages_expert_id_language_id_pk" PRIMARY KEY("expert_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "expert_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"role" varchar(80) DEFAULT '' NOT NULL,
	"about_me" varchar(250) DEFAULT '' NOT NULL,
	"years_of_experience" smallint DEFAULT 0 NOT NULL,
	"profile_video" text,
	"is_available" boolean DEFAULT true NOT NULL,
	"rating" numeric(3, 2) DEFAULT '0' NOT NULL,
	"search_document" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "expert_profiles"."search_document")) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_profiles_rating_range" CHECK ("expert_profiles"."rating" between 0 and 5),
	CONSTRAINT "expert_profiles_years" CHECK ("expert_profiles"."years_of_experience" >= 0)
);
--> statement-breakpoint
CREATE TABLE "expert_rates" (
	"expert_id" integer NOT NULL,
	"rate_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "expert_rates_expert_id_rate_id_pk" PRIMARY KEY("expert_id","rate_id"),
	CONSTRAINT "expert_rates_price_positive" CHECK ("expert_rates"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "expert_subcategories" (
	"expert_id" integer NOT NULL,
	"subcategory_id" integer NOT NULL,
	CONSTRAINT "expert_subcategories_expert_id_subcategory_id_pk" PRIMARY KEY("expert_id","subcategory_id")
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"customer_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_customer_id_expert_id_pk" PRIMARY KEY("customer_id","expert_id")
);
--> statement-breakpoint
CREATE TABLE "gallery_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"expert_id" integer NOT NULL,
	"file" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"expert_id" integer NOT NULL,
	"subscription_type_id" integer NOT NULL,
	"stripe_status" varchar(20) NOT NULL,
	"stripe_subscription_id" varchar(255),
	"ends_at" timestamp with time zone,
	"trial_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status" CHECK ("subscriptions"."stripe_status" in ('trialing', 'active', 'past_due', 'canceled', 'incomplete'))
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"csrf_token" varchar(64) NOT NULL,
	"user_type" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_categories" (
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "customer_categories_user_id_category_id_pk" PRIMARY KEY("user_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "customer_countries" (
	"user_id" integer NOT NULL,
	"country_code" varchar(2) NOT NULL,
	CONSTRAINT "customer_countries_user_id_country_code_pk" PRIMARY KEY("user_id","country_code")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"stored_name" varchar(128) NOT NULL,
	"mime_type" varchar(64) NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(255) NOT NULL,
	"password_hash" text,
	"first_name" varchar(65) NOT NULL,
	"last_name" varchar(65) NOT NULL,
	"country_code" varchar(2),
	"timezone" varchar(64) DEFAULT 'UTC' NOT NULL,
	"phone_number" varchar(32),
	"social_provider" varchar(16) DEFAULT 'none' NOT NULL,
	"profile_picture" text,
	"is_expert" boolean DEFAULT false NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"stripe_customer_id" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" varchar(255) PRIMARY KEY NOT NULL,
	"type" varchar(255) NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_room_closures" (
	"room_name" varchar(128) PRIMARY KEY NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "video_room_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" varchar(128) NOT NULL,
	"event" varchar(32) NOT NULL,
	"room_name" varchar(128) NOT NULL,
	"room_sid" varchar(64) DEFAULT '' NOT NULL,
	"participant_identity" varchar(128),
	"participant_sid" varchar(64),
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_room_events_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_expert_id_expert_profiles_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."expert_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_categories" ADD CONSTRAINT "expert_categories_expert_id_expert_profiles_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."expert_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_categories" ADD CONSTRAINT "expert_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_languages" ADD CONSTRAINT "expert_languages_expert_id_expert_profiles_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."expert_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_languages" ADD CONSTRAINT "expert_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD CONSTRAINT "expert_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_rates" ADD CONSTRAINT "expert_rates_expert_id_expert_profiles_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."expert_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_rates" ADD CONSTRAINT "expert_rates_rate_id_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."rates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_subcategories" ADD CONSTRAINT "expert_subcategories_expert_id_expert_profiles_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."expert_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_subcategories" ADD CONSTRAINT "expert_subcategories_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_expert_id_expert_profiles_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."expert_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_expert_id_expert_profiles_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."expert_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_expert_id_expert_profiles_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."expert_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_subscription_type_id_subscription_types_id_fk" FOREIGN KEY ("subscription_type_id") REFERENCES "public"."subscription_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_categories" ADD CONSTRAINT "customer_categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_categories" ADD CONSTRAINT "customer_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_countries" ADD CONSTRAINT "customer_countries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_unique" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "languages_iso_code_unique" ON "languages" USING btree ("iso_code");--> statement-breakpoint
CREATE UNIQUE INDEX "rates_slug_unique" ON "rates" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "subcategories_slug_unique" ON "subcategories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "subcategories_category" ON "subcategories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_types_slug_unique" ON "subscription_types" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "certifications_expert" ON "certifications" USING btree ("expert_id");--> statement-breakpoint
CREATE INDEX "expert_categories_category" ON "expert_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "expert_profiles_search" ON "expert_profiles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "expert_profiles_created" ON "expert_profiles" USING btree ("created_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "expert_profiles_role" ON "expert_profiles" USING btree (lower("role"),"user_id");--> statement-breakpoint
CREATE INDEX "expert_profiles_rating" ON "expert_profiles" USING btree ("rating");--> statement-breakpoint
CREATE INDEX "expert_subcategories_subcategory" ON "expert_subcategories" USING btree ("subcategory_id");--> statement-breakpoint
CREATE INDEX "favourites_expert" ON "favourites" USING btree ("expert_id");--> statement-breakpoint
CREATE INDEX "gallery_items_expert" ON "gallery_items" USING btree ("expert_id","position");--> statement-breakpoint
CREATE INDEX "subscriptions_expert" ON "subscriptions" USING btree ("expert_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_hash_unique" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_user" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "customer_categories_category" ON "customer_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_hash_unique" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_user" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_stored_name_unique" ON "uploads" USING btree ("stored_name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_stripe_unique" ON "payment_customers" USING btree ("stripe_customer_id");--> statement-breakpoint
CREATE INDEX "video_room_events_room_idx" ON "video_room_events" USING btree ("room_name","occurred_at");