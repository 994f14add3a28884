-- issue 17 item 2: the Premium branch of the candidate search walks this index in the search's
-- order and tests every filter on the entry itself (an index-only scan: no row is read while
-- the table's pages are all-visible). The included columns are the ones the search's conditions
-- read (features/search/search.queries.ts `searchedColumns`); drizzle-kit cannot express
-- INCLUDE, so the schema names only the key.
DROP INDEX "seeker_profiles_search_premium_idx";--> statement-breakpoint
CREATE INDEX "seeker_profiles_search_premium_idx" ON "seeker_profiles" USING btree ("completion" DESC NULLS LAST,"last_seen_at" DESC NULLS LAST,"user_id") INCLUDE ("profile_status","premium_until","job_intrested","address_current","salary_from","salary_to","qualification","gender","experience","speak_english","age_band","dob") WHERE "seeker_profiles"."profile_status" = 2 and "seeker_profiles"."premium_until" is not null;
