ALTER TABLE "expert_profiles" ADD COLUMN "subcategory_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "from_price_cents" integer;--> statement-breakpoint
UPDATE "expert_profiles" SET
    "subcategory_ids" = ARRAY(SELECT "subcategory_id" FROM "expert_subcategories"
                              WHERE "expert_id" = "expert_profiles"."user_id" ORDER BY "subcategory_id"),
    "from_price_cents" = (SELECT min("price_cents") FROM "expert_rates" WHERE "expert_id" = "expert_profiles"."user_id");--> statement-breakpoint
CREATE INDEX "expert_profiles_subcategories" ON "expert_profiles" USING gin ("subcategory_ids");--> statement-breakpoint
CREATE INDEX "expert_profiles_best_rated" ON "expert_profiles" USING btree ("rating" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "expert_profiles_cheapest" ON "expert_profiles" USING btree ("from_price_cents","user_id");--> statement-breakpoint
-- expert_profiles.subcategory_ids follows expert_subcategories and from_price_cents follows
-- expert_rates, as category_ids follows expert_categories (migration 0010): after each statement
-- that changes the rows, the experts it touched are read again, in the same transaction.
CREATE FUNCTION "expert_profiles_sync_subcategory_ids"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "expert_profiles" SET "subcategory_ids" = ARRAY(
      SELECT "subcategory_id" FROM "expert_subcategories"
      WHERE "expert_id" = "expert_profiles"."user_id" ORDER BY "subcategory_id")
    WHERE "user_id" IN (SELECT "expert_id" FROM "new_rows");
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "expert_profiles" SET "subcategory_ids" = ARRAY(
      SELECT "subcategory_id" FROM "expert_subcategories"
      WHERE "expert_id" = "expert_profiles"."user_id" ORDER BY "subcategory_id")
    WHERE "user_id" IN (SELECT "expert_id" FROM "old_rows");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "expert_subcategories_inserted" AFTER INSERT ON "expert_subcategories"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expert_profiles_sync_subcategory_ids"();--> statement-breakpoint
CREATE TRIGGER "expert_subcategories_updated" AFTER UPDATE ON "expert_subcategories"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expert_profiles_sync_subcategory_ids"();--> statement-breakpoint
CREATE TRIGGER "expert_subcategories_deleted" AFTER DELETE ON "expert_subcategories"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expert_profiles_sync_subcategory_ids"();--> statement-breakpoint
CREATE FUNCTION "expert_profiles_sync_from_price"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "expert_profiles" SET "from_price_cents" = (
      SELECT min("price_cents") FROM "expert_rates" WHERE "expert_id" = "expert_profiles"."user_id")
    WHERE "user_id" IN (SELECT "expert_id" FROM "new_rows");
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "expert_profiles" SET "from_price_cents" = (
      SELECT min("price_cents") FROM "expert_rates" WHERE "expert_id" = "expert_profiles"."user_id")
    WHERE "user_id" IN (SELECT "expert_id" FROM "old_rows");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "expert_rates_inserted" AFTER INSERT ON "expert_rates"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expert_profiles_sync_from_price"();--> statement-breakpoint
CREATE TRIGGER "expert_rates_updated" AFTER UPDATE ON "expert_rates"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expert_profiles_sync_from_price"();--> statement-breakpoint
CREATE TRIGGER "expert_rates_deleted" AFTER DELETE ON "expert_rates"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expert_profiles_sync_from_price"();
