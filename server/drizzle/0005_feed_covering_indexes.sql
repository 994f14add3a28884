DROP INDEX "jobs_feed_idx";--> statement-breakpoint
DROP INDEX "jobs_feed_district_idx";--> statement-breakpoint
CREATE INDEX "jobs_feed_idx" ON "jobs" USING btree ("category","created_at","id","district","gender","experience","salary_from","salary_to","skills") WHERE "jobs"."status" = 0;--> statement-breakpoint
CREATE INDEX "jobs_feed_district_idx" ON "jobs" USING btree ("category","district","created_at","id","gender","experience","salary_from","salary_to","skills") WHERE "jobs"."status" = 0;