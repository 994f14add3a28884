-- issue 17 item 2: the admin's job search finds any part of a title or a company name through
-- pg_trgm GIN indexes (PGlite loads the extension: platform/db/embedded.ts PGLITE_EXTENSIONS)
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "companies_verification_idx";--> statement-breakpoint
DROP INDEX "email_change_requests_status_idx";--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "companies_updated_idx" ON "companies" USING btree ("updated_at","user_id");--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_kind_idx" ON "contact_messages" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_unhandled_idx" ON "contact_messages" USING btree ("created_at","id") WHERE "contact_messages"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "email_change_requests_created_idx" ON "email_change_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_status_created_idx" ON "jobs" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin ("job_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_company_name_trgm_idx" ON "jobs" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_descriptions_idx" ON "jobs" USING btree ("created_at","id") WHERE "jobs"."animated_jd_required" or "jobs"."audio_jd_required";--> statement-breakpoint
CREATE INDEX "saarthi_agents_created_idx" ON "saarthi_agents" USING btree ("created_at","user_id");--> statement-breakpoint
CREATE INDEX "companies_verification_idx" ON "companies" USING btree ("verification_status","updated_at","user_id");--> statement-breakpoint
CREATE INDEX "email_change_requests_status_idx" ON "email_change_requests" USING btree ("status","created_at","id");