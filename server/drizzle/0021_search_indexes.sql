ALTER TABLE "seeker_profiles" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "seeker_profiles" ADD COLUMN "premium_until" timestamp with time zone;--> statement-breakpoint
UPDATE "seeker_profiles" SET "last_seen_at" = "users"."last_seen_at", "premium_until" = "users"."premium_until" FROM "users" WHERE "users"."id" = "seeker_profiles"."user_id";--> statement-breakpoint
-- issue 17: seeker_profiles.last_seen_at and premium_until are the user's, kept so by two triggers
CREATE FUNCTION "seeker_profiles_copy_from_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "last_seen_at", "premium_until" INTO NEW."last_seen_at", NEW."premium_until"
    FROM "users" WHERE "id" = NEW."user_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "seeker_profiles_copy_from_user" BEFORE INSERT OR UPDATE OF "user_id", "last_seen_at", "premium_until" ON "seeker_profiles" FOR EACH ROW EXECUTE FUNCTION "seeker_profiles_copy_from_user"();--> statement-breakpoint
CREATE FUNCTION "users_copy_to_seeker_profile"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "seeker_profiles" SET "last_seen_at" = NEW."last_seen_at", "premium_until" = NEW."premium_until"
    WHERE "user_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_copy_to_seeker_profile" AFTER UPDATE OF "last_seen_at", "premium_until" ON "users" FOR EACH ROW WHEN (OLD."last_seen_at" IS DISTINCT FROM NEW."last_seen_at" OR OLD."premium_until" IS DISTINCT FROM NEW."premium_until") EXECUTE FUNCTION "users_copy_to_seeker_profile"();--> statement-breakpoint
CREATE INDEX "seeker_profiles_job_intrested_idx" ON "seeker_profiles" USING gin ("job_intrested" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "seeker_profiles_address_current_idx" ON "seeker_profiles" USING btree ("address_current");--> statement-breakpoint
CREATE INDEX "seeker_profiles_experience_idx" ON "seeker_profiles" USING btree ("experience");--> statement-breakpoint
CREATE INDEX "seeker_profiles_gender_idx" ON "seeker_profiles" USING btree ("gender");--> statement-breakpoint
CREATE INDEX "seeker_profiles_search_order_idx" ON "seeker_profiles" USING btree ("completion" DESC NULLS LAST,"last_seen_at" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "seeker_profiles_search_premium_idx" ON "seeker_profiles" USING btree ("completion" DESC NULLS LAST,"last_seen_at" DESC NULLS LAST,"user_id") WHERE "seeker_profiles"."premium_until" is not null;