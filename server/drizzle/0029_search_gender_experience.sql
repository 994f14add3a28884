CREATE INDEX "seeker_profiles_gender_experience_idx" ON "seeker_profiles" USING btree ("gender","experience");--> statement-breakpoint
DROP INDEX "seeker_profiles_gender_idx";
