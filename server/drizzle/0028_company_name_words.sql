-- issue 17 item 2: how often each word of the company names is, for the admin's job search.
-- ANALYZE keeps, for each expression, its most common lexemes with the share of rows holding
-- each (pg_stats_ext_exprs most_common_elems / most_common_elem_freqs); a word in almost every
-- name (in the bench "Company", in life "Pvt" or "Services" at worst) is then left out of what
-- the names' trigram indexes are asked for (`companyNameWords` in admin-jobs.service.ts).
CREATE STATISTICS IF NOT EXISTS "companies_name_words" ON (to_tsvector('simple', "company_name")) FROM "companies";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "job_company_names_words" ON (to_tsvector('simple', "company_name")) FROM "job_company_names";
