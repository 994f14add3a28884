-- issue 17 item 2: the other seekers' branch of the candidate search walks this index in the
-- search's order and, like the Premium branch (0023), tests every filter on the entry itself:
-- an index-only scan while the table's pages are all-visible. Before, a search of a category,
-- an experience and a gender read 1,917 rows of the table through it to find 30 (8.4 ms at
-- 200,000 seekers). The included columns are the ones the search's conditions read
-- (features/search/search.queries.ts `searchedColumns`); drizzle-kit cannot express INCLUDE, so
-- the schema names only the key.
DROP INDEX "seeker_profiles_search_order_idx";--> statement-breakpoint
CREATE INDEX "seeker_profiles_search_order_idx" ON "seeker_profiles" USING btree ("completion" DESC NULLS LAST,"last_seen_at" DESC NULLS LAST,"user_id") INCLUDE ("premium_until","job_intrested","address_current","salary_from","salary_to","qualification","gender","experience","speak_english","age_band","dob") WHERE "seeker_profiles"."profile_status" = 2;
