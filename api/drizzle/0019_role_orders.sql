CREATE TABLE "expert_category_roles" (
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"role_key" text NOT NULL,
	"rating" numeric(3, 2) NOT NULL,
	CONSTRAINT "expert_category_roles_user_id_category_id_pk" PRIMARY KEY("user_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "expert_subcategory_roles" (
	"user_id" integer NOT NULL,
	"subcategory_id" integer NOT NULL,
	"role_key" text NOT NULL,
	"rating" numeric(3, 2) NOT NULL,
	CONSTRAINT "expert_subcategory_roles_user_id_subcategory_id_pk" PRIMARY KEY("user_id","subcategory_id")
);
--> statement-breakpoint
ALTER TABLE "expert_category_roles" ADD CONSTRAINT "expert_category_roles_user_id_expert_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."expert_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_category_roles" ADD CONSTRAINT "expert_category_roles_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_subcategory_roles" ADD CONSTRAINT "expert_subcategory_roles_user_id_expert_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."expert_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_subcategory_roles" ADD CONSTRAINT "expert_subcategory_roles_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_category_roles_order" ON "expert_category_roles" USING btree ("category_id","role_key","user_id","rating");--> statement-breakpoint
CREATE INDEX "expert_subcategory_roles_order" ON "expert_subcategory_roles" USING btree ("subcategory_id","role_key","user_id","rating");--> statement-breakpoint
-- A listed expert's categories and subcategories in role order (search's `sort=role` within one of
-- them: issue 34 measured a category's page at 6–7 ms, sorting all of its 6,962 experts): what
-- searchConditions lists (expert_profiles.listed) with the array columns it filters, one row per id.
INSERT INTO "expert_category_roles" ("user_id", "category_id", "role_key", "rating")
  SELECT "user_id", unnest("category_ids"), lower("role"), "rating" FROM "expert_profiles" WHERE "listed";--> statement-breakpoint
INSERT INTO "expert_subcategory_roles" ("user_id", "subcategory_id", "role_key", "rating")
  SELECT "user_id", unnest("subcategory_ids"), lower("role"), "rating" FROM "expert_profiles" WHERE "listed";--> statement-breakpoint
-- The rows follow the profile: expert_profiles already copies the categories, subcategories and the
-- listing (triggers of migrations 0010 and 0014), so after each statement that writes profiles, the
-- experts whose role, rating, categories, subcategories or listing it changed get their rows again, in
-- the same transaction; deleting a profile deletes its rows (foreign key). One statement-level trigger
-- per event, as transition tables require: a bulk update (a seed, a backfill) is one set-based rewrite.
CREATE FUNCTION "expert_role_orders_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed" integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    "changed" := ARRAY(SELECT "user_id" FROM "new_rows" WHERE "listed");
  ELSE
    "changed" := ARRAY(
      SELECT "n"."user_id" FROM "new_rows" AS "n" JOIN "old_rows" AS "o" USING ("user_id")
      WHERE ("o"."role", "o"."rating", "o"."listed", "o"."category_ids", "o"."subcategory_ids")
        IS DISTINCT FROM ("n"."role", "n"."rating", "n"."listed", "n"."category_ids", "n"."subcategory_ids"));
    IF cardinality("changed") = 0 THEN
      RETURN NULL;
    END IF;
    DELETE FROM "expert_category_roles" WHERE "user_id" IN (SELECT unnest("changed"));
    DELETE FROM "expert_subcategory_roles" WHERE "user_id" IN (SELECT unnest("changed"));
  END IF;
  INSERT INTO "expert_category_roles" ("user_id", "category_id", "role_key", "rating")
    SELECT "user_id", unnest("category_ids"), lower("role"), "rating" FROM "new_rows"
    WHERE "listed" AND "user_id" IN (SELECT unnest("changed"));
  INSERT INTO "expert_subcategory_roles" ("user_id", "subcategory_id", "role_key", "rating")
    SELECT "user_id", unnest("subcategory_ids"), lower("role"), "rating" FROM "new_rows"
    WHERE "listed" AND "user_id" IN (SELECT unnest("changed"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "expert_profiles_role_orders_inserted" AFTER INSERT ON "expert_profiles"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expert_role_orders_sync"();--> statement-breakpoint
CREATE TRIGGER "expert_profiles_role_orders_updated" AFTER UPDATE ON "expert_profiles"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expert_role_orders_sync"();
