ALTER TABLE "meetings" DROP CONSTRAINT "meetings_state";--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "reschedules" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "cancelled_by" varchar(8);--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "cancel_reason" varchar(250);--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "no_show" varchar(8);--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_cancelled" CHECK (("meetings"."state" = 'cancelled') = ("meetings"."cancelled_at" is not null and "meetings"."cancelled_by" in ('customer', 'expert')));--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_no_show" CHECK ("meetings"."no_show" is null or "meetings"."no_show" in ('customer', 'expert'));--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_refund" CHECK ("meetings"."refunded_cents" >= 0);--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_state" CHECK ("meetings"."state" in ('reserved', 'confirmed', 'released', 'cancelled'));