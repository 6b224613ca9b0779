CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"key" varchar(200),
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"dead_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"expert_id" integer PRIMARY KEY NOT NULL,
	"connected_account_id" varchar(255) NOT NULL,
	"external_account_id" varchar(255),
	"holder_name" varchar(80),
	"bank_name" varchar(120),
	"country" varchar(2),
	"currency" varchar(3),
	"last_numbers" varchar(4),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" varchar(250) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_feedbacks_rating" CHECK ("customer_feedbacks"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "expert_feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" varchar(40) NOT NULL,
	"other_comment" varchar(250),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_feedbacks_rating" CHECK ("expert_feedbacks"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "funds_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"expert_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"request_key" varchar(300) NOT NULL,
	"payout_id" varchar(255),
	"status" varchar(12) DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funds_requests_amount" CHECK ("funds_requests"."amount_cents" > 0),
	CONSTRAINT "funds_requests_status" CHECK ("funds_requests"."status" in ('requested', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "meeting_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"rate_id" integer NOT NULL,
	"minutes" smallint NOT NULL,
	"price_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"payment_method_id" varchar(255) NOT NULL,
	"destination" varchar(255),
	"idempotency_key" varchar(255) NOT NULL,
	"payment_intent_id" varchar(255),
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_charges_kind" CHECK ("meeting_charges"."kind" in ('booking', 'extension')),
	CONSTRAINT "meeting_charges_status" CHECK ("meeting_charges"."status" in ('pending', 'succeeded', 'failed', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"expert_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"rate_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"during" "tstzrange" GENERATED ALWAYS AS (tstzrange("meetings"."starts_at", "meetings"."ends_at", '[)')) STORED NOT NULL,
	"state" varchar(12) DEFAULT 'reserved' NOT NULL,
	"booking_key" varchar(300) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"room_id" varchar(128),
	"comments" varchar(250),
	"extension_status" varchar(40),
	"extension_rate_id" integer,
	"finished_at" timestamp with time zone,
	"prepared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetings_state" CHECK ("meetings"."state" in ('reserved', 'confirmed', 'released')),
	CONSTRAINT "meetings_times" CHECK ("meetings"."starts_at" < "meetings"."ends_at"),
	CONSTRAINT "meetings_money" CHECK ("meetings"."price_cents" > 0 and "meetings"."fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(48) NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cleared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"content" varchar(250) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"title" varchar(600) NOT NULL,
	"content" varchar(600) NOT NULL,
	"category_id" integer NOT NULL,
	"subcategory_id" integer NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"expert_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "schedule_items_weekday" CHECK ("schedule_items"."weekday" between 0 and 6),
	CONSTRAINT "schedule_items_range" CHECK ("schedule_items"."start_time" < "schedule_items"."end_time")
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_expert_id_expert_profiles_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."expert_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_feedbacks" ADD CONSTRAINT "customer_feedbacks_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_feedbacks" ADD CONSTRAINT "customer_feedbacks_expert_id_expert_profiles_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."expert_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_feedbacks" ADD CONSTRAINT "customer_feedbacks_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_feedbacks" ADD CONSTRAINT "expert_feedbacks_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_feedbacks" ADD CONSTRAINT "expert_feedbacks_expert_id_expert_profiles_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."expert_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_feedbacks" ADD CONSTRAINT "expert_feedbacks_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funds_requests" ADD CONSTRAINT "funds_requests_expert_id_expert_profiles_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."expert_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_charges" ADD CONSTRAINT "meeting_charges_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_charges" ADD CONSTRAINT "meeting_charges_rate_id_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_expert_id_expert_profiles_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."expert_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_rate_id_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_extension_rate_id_rates_id_fk" FOREIGN KEY ("extension_rate_id") REFERENCES "public"."rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_answers" ADD CONSTRAINT "post_answers_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_answers" ADD CONSTRAINT "post_answers_expert_id_expert_profiles_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."expert_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_items" ADD CONSTRAINT "schedule_items_expert_id_expert_profiles_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."expert_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_name_key" ON "jobs" USING btree ("name","key");--> statement-breakpoint
CREATE INDEX "jobs_due" ON "jobs" USING btree ("run_at") WHERE dead_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_feedbacks_meeting_unique" ON "customer_feedbacks" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "customer_feedbacks_customer" ON "customer_feedbacks" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "expert_feedbacks_meeting_unique" ON "expert_feedbacks" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "expert_feedbacks_expert" ON "expert_feedbacks" USING btree ("expert_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "funds_requests_key_unique" ON "funds_requests" USING btree ("request_key");--> statement-breakpoint
CREATE INDEX "funds_requests_expert" ON "funds_requests" USING btree ("expert_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_charges_key_unique" ON "meeting_charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "meeting_charges_meeting" ON "meeting_charges" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "meeting_charges_pending" ON "meeting_charges" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_booking_key_unique" ON "meetings" USING btree ("booking_key");--> statement-breakpoint
CREATE INDEX "meetings_expert_start" ON "meetings" USING btree ("expert_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_customer_start" ON "meetings" USING btree ("customer_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_state_created" ON "meetings" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "post_answers_post" ON "post_answers" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "posts_customer" ON "posts" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_category_open" ON "posts" USING btree ("category_id","expires_at");--> statement-breakpoint
CREATE INDEX "schedule_items_expert" ON "schedule_items" USING btree ("expert_id","weekday","start_time");