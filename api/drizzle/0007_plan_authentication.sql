CREATE TABLE "plan_authentications" (
	"id" serial PRIMARY KEY NOT NULL,
	"expert_id" integer NOT NULL,
	"subscription_type_id" integer NOT NULL,
	"payment_method_id" varchar(255) NOT NULL,
	"stripe_subscription_id" varchar(255) NOT NULL,
	"payment_intent_id" varchar(255) NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_authentications_stripe_subscription_id_unique" UNIQUE("stripe_subscription_id"),
	CONSTRAINT "plan_authentications_status" CHECK ("plan_authentications"."status" in ('pending', 'succeeded', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "plan_authentications" ADD CONSTRAINT "plan_authentications_expert_id_expert_profiles_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."expert_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_authentications" ADD CONSTRAINT "plan_authentications_subscription_type_id_subscription_types_id_fk" FOREIGN KEY ("subscription_type_id") REFERENCES "public"."subscription_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_authentications_one_pending" ON "plan_authentications" USING btree ("expert_id") WHERE "plan_authentications"."status" = 'pending';