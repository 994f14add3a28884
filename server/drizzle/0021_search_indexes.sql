DROP INDEX "applications_job_status_idx";--> statement-breakpoint
ALTER TABLE "seeker_profiles" ADD COLUMN "profile_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seeker_profiles" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "seeker_profiles" ADD COLUMN "premium_until" timestamp with time zone;--> statement-breakpoint
UPDATE "seeker_profiles" SET "profile_status" = "users"."profile_status", "last_seen_at" = "users"."last_seen_at", "premium_until" = "users"."premium_until" FROM "users" WHERE "users"."id" = "seeker_profiles"."user_id";--> statement-breakpoint
-- issue 17: a profile's profile_status, last_seen_at and premium_until are its user's, kept so by
-- the two triggers below (a write of them to seeker_profiles is replaced by the user's values)
CREATE FUNCTION "seeker_profiles_copy_from_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "profile_status", "last_seen_at", "premium_until"
    INTO NEW."profile_status", NEW."last_seen_at", NEW."premium_until"
    FROM "users" WHERE "id" = NEW."user_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "seeker_profiles_copy_from_user" BEFORE INSERT OR UPDATE OF "user_id", "profile_status", "last_seen_at", "premium_until" ON "seeker_profiles" FOR EACH ROW EXECUTE FUNCTION "seeker_profiles_copy_from_user"();--> statement-breakpoint
CREATE FUNCTION "users_copy_to_seeker_profile"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "seeker_profiles"
    SET "profile_status" = NEW."profile_status", "last_seen_at" = NEW."last_seen_at",
        "premium_until" = NEW."premium_until"
    WHERE "user_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_copy_to_seeker_profile" AFTER UPDATE OF "profile_status", "last_seen_at", "premium_until" ON "users" FOR EACH ROW WHEN (OLD."profile_status" IS DISTINCT FROM NEW."profile_status" OR OLD."last_seen_at" IS DISTINCT FROM NEW."last_seen_at" OR OLD."premium_until" IS DISTINCT FROM NEW."premium_until") EXECUTE FUNCTION "users_copy_to_seeker_profile"();--> statement-breakpoint
CREATE INDEX "seeker_profiles_job_intrested_idx" ON "seeker_profiles" USING gin ("job_intrested" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "seeker_profiles_address_current_idx" ON "seeker_profiles" USING btree ("address_current");--> statement-breakpoint
CREATE INDEX "seeker_profiles_experience_idx" ON "seeker_profiles" USING btree ("experience");--> statement-breakpoint
CREATE INDEX "seeker_profiles_gender_idx" ON "seeker_profiles" USING btree ("gender");--> statement-breakpoint
CREATE INDEX "seeker_profiles_search_order_idx" ON "seeker_profiles" USING btree ("completion" DESC NULLS LAST,"last_seen_at" DESC NULLS LAST,"user_id") WHERE "seeker_profiles"."profile_status" = 2;--> statement-breakpoint
CREATE INDEX "seeker_profiles_search_premium_idx" ON "seeker_profiles" USING btree ("completion" DESC NULLS LAST,"last_seen_at" DESC NULLS LAST,"user_id") WHERE "seeker_profiles"."profile_status" = 2 and "seeker_profiles"."premium_until" is not null;--> statement-breakpoint
CREATE INDEX "applications_job_status_idx" ON "applications" USING btree ("job_id","status","updated_at","id");