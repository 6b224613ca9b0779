-- The GIN indexes of expert search take each write straight into the index (fastupdate off) instead of
-- queueing it in a pending list that every search then reads in full until a vacuum merges it (up to
-- gin_pending_list_limit, 4 MB: issue 34 measured a category's search scanning all 246 pending pages
-- of a freshly loaded table: 3.9 of its 6.1 ms). Profiles are written rarely and searched all the time.
-- The entries already pending are merged now.
ALTER INDEX "expert_profiles_search" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "expert_profiles_categories" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "expert_profiles_subcategories" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('expert_profiles_search'), gin_clean_pending_list('expert_profiles_categories'),
       gin_clean_pending_list('expert_profiles_subcategories');
