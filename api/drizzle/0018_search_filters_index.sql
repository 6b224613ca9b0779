-- Expert search's filters (the text, the category, the subcategory) in one GIN index instead of three:
-- a word inside a category is one index scan, which intersects the two lists as it reads them, instead
-- of two scans and a BitmapAnd (issue 34: 0.48 instead of 0.77 ms at 100,000 experts). The index takes
-- each write straight in (fastupdate off) instead of queueing it in a pending list that every search
-- reads in full until a vacuum merges it (up to gin_pending_list_limit, 4 MB; issue 34 measured a
-- category's search reading all 246 pending pages of a freshly loaded table: 3.9 of its 6.1 ms).
-- Profiles are written rarely and searched all the time.
CREATE INDEX "expert_profiles_filters" ON "expert_profiles" USING gin ("search_vector","category_ids","subcategory_ids") WITH (fastupdate=false);--> statement-breakpoint
DROP INDEX "expert_profiles_search";--> statement-breakpoint
DROP INDEX "expert_profiles_categories";--> statement-breakpoint
DROP INDEX "expert_profiles_subcategories";
