CREATE TABLE "calendar_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"expert_id" integer NOT NULL,
	"server_url" varchar(500) NOT NULL,
	"username" varchar(200) NOT NULL,
	"secret" text NOT NULL,
	"home_url" varchar(1000) NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_error" varchar(24),
	"last_error_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_bookings" (
	"meeting_id" integer PRIMARY KEY NOT NULL,
	"calendar_id" integer NOT NULL,
	"url" varchar(1000) NOT NULL,
	"etag" varchar(300)
);
--> statement-breakpoint
CREATE TABLE "calendar_busy" (
	"id" serial PRIMARY KEY NOT NULL,
	"calendar_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"during" "tstzrange" GENERATED ALWAYS AS (tstzrange("calendar_busy"."starts_at", "calendar_busy"."ends_at", '[)')) STORED NOT NULL,
	CONSTRAINT "calendar_busy_times" CHECK ("calendar_busy"."starts_at" < "calendar_busy"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "calendar_objects" (
	"id" serial PRIMARY KEY NOT NULL,
	"calendar_id" integer NOT NULL,
	"url" varchar(1000) NOT NULL,
	"etag" varchar(300),
	"data" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendars" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"url" varchar(1000) NOT NULL,
	"name" varchar(200) NOT NULL,
	"color" varchar(16),
	"blocks_busy" boolean DEFAULT false NOT NULL,
	"receives_bookings" boolean DEFAULT false NOT NULL,
	"sync_token" text,
	"sync_collection" boolean DEFAULT false NOT NULL,
	"missing" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_accounts" ADD CONSTRAINT "calendar_accounts_expert_id_expert_profiles_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."expert_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_bookings" ADD CONSTRAINT "calendar_bookings_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_bookings" ADD CONSTRAINT "calendar_bookings_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_busy" ADD CONSTRAINT "calendar_busy_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_busy" ADD CONSTRAINT "calendar_busy_expert_id_expert_profiles_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."expert_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_objects" ADD CONSTRAINT "calendar_objects_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendars" ADD CONSTRAINT "calendars_account_id_calendar_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."calendar_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendars" ADD CONSTRAINT "calendars_expert_id_expert_profiles_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."expert_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_accounts_expert" ON "calendar_accounts" USING btree ("expert_id");--> statement-breakpoint
CREATE INDEX "calendar_busy_expert_during" ON "calendar_busy" USING gist ("expert_id","during");--> statement-breakpoint
CREATE INDEX "calendar_busy_calendar" ON "calendar_busy" USING btree ("calendar_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_objects_calendar_url" ON "calendar_objects" USING btree ("calendar_id","url");--> statement-breakpoint
CREATE UNIQUE INDEX "calendars_account_url" ON "calendars" USING btree ("account_id","url");--> statement-breakpoint
CREATE UNIQUE INDEX "calendars_bookings_one" ON "calendars" USING btree ("expert_id") WHERE "calendars"."receives_bookings";