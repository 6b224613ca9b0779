CREATE TABLE "slot_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"expert_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"during" "tstzrange" GENERATED ALWAYS AS (tstzrange("slot_holds"."starts_at", "slot_holds"."ends_at", '[)')) STORED NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_holds_times" CHECK ("slot_holds"."starts_at" < "slot_holds"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_expert_id_expert_profiles_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."expert_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_holds_customer_unique" ON "slot_holds" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "slot_holds_expert_start" ON "slot_holds" USING btree ("expert_id","starts_at");--> statement-breakpoint
CREATE INDEX "slot_holds_expires" ON "slot_holds" USING btree ("expires_at");--> statement-breakpoint
-- Two holds never overlap for one expert: concurrent holds of one slot (on any api instance) cannot both commit.
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_expert_no_overlap"
  EXCLUDE USING gist ("expert_id" WITH =, "during" WITH &&);
