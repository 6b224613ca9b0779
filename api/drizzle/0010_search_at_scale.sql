ALTER TABLE "expert_profiles" ADD COLUMN "category_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "expert_profiles" SET "listed" = "users"."is_expert", "category_ids" = coalesce("chosen"."ids", '{}')
  FROM "users" LEFT JOIN (SELECT "expert_id", array_agg("category_id" ORDER BY "category_id") AS "ids"
                          FROM "expert_categories" GROUP BY "expert_id") AS "chosen" ON "chosen"."expert_id" = "users"."id"
  WHERE "users"."id" = "expert_profiles"."user_id";--> statement-breakpoint
CREATE INDEX "expert_profiles_categories" ON "expert_profiles" USING gin ("category_ids");--> statement-breakpoint
-- expert_profiles.category_ids follows expert_categories: after each statement that changes the
-- links, the experts it touched get their list again, inside the same transaction (a failed write
-- rolls back both). One statement-level trigger per event, as transition tables require.
CREATE FUNCTION "expert_profiles_sync_category_ids"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "expert_profiles" SET "category_ids" = ARRAY(
      SELECT "category_id" FROM "expert_categories"
      WHERE "expert_id" = "expert_profiles"."user_id" ORDER BY "category_id")
    WHERE "user_id" IN (SELECT "expert_id" FROM "new_links");
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "expert_profiles" SET "category_ids" = ARRAY(
      SELECT "category_id" FROM "expert_categories"
      WHERE "expert_id" = "expert_profiles"."user_id" ORDER BY "category_id")
    WHERE "user_id" IN (SELECT "expert_id" FROM "old_links");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "expert_categories_inserted" AFTER INSERT ON "expert_categories"
  REFERENCING NEW TABLE AS "new_links" FOR EACH STATEMENT EXECUTE FUNCTION "expert_profiles_sync_category_ids"();--> statement-breakpoint
CREATE TRIGGER "expert_categories_updated" AFTER UPDATE ON "expert_categories"
  REFERENCING OLD TABLE AS "old_links" NEW TABLE AS "new_links" FOR EACH STATEMENT EXECUTE FUNCTION "expert_profiles_sync_category_ids"();--> statement-breakpoint
CREATE TRIGGER "expert_categories_deleted" AFTER DELETE ON "expert_categories"
  REFERENCING OLD TABLE AS "old_links" FOR EACH STATEMENT EXECUTE FUNCTION "expert_profiles_sync_category_ids"();--> statement-breakpoint
-- expert_profiles.listed is users.is_expert: read when the profile is created, rewritten when the
-- flag changes (in the statement that changes it).
CREATE FUNCTION "expert_profiles_read_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."listed" := coalesce((SELECT "is_expert" FROM "users" WHERE "id" = NEW."user_id"), false);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "expert_profiles_listed" BEFORE INSERT ON "expert_profiles"
  FOR EACH ROW EXECUTE FUNCTION "expert_profiles_read_listed"();--> statement-breakpoint
CREATE FUNCTION "expert_profiles_sync_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "expert_profiles" SET "listed" = NEW."is_expert" WHERE "user_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_is_expert_changed" AFTER UPDATE OF "is_expert" ON "users"
  FOR EACH ROW WHEN (OLD."is_expert" IS DISTINCT FROM NEW."is_expert") EXECUTE FUNCTION "expert_profiles_sync_listed"();
