-- Two live meetings (reserved or confirmed) never overlap for one expert, nor for one customer.
-- A constraint, not a check-then-insert: concurrent bookings of one slot cannot both commit.
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_expert_no_overlap"
  EXCLUDE USING gist ("expert_id" WITH =, "during" WITH &&) WHERE ("state" IN ('reserved', 'confirmed'));
--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_customer_no_overlap"
  EXCLUDE USING gist ("customer_id" WITH =, "during" WITH &&) WHERE ("state" IN ('reserved', 'confirmed'));
