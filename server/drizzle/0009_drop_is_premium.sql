-- keep any premium flag as a membership of 12 months from now (spec 000 §9)
UPDATE "users" SET "premium_until" = now() + interval '365 days' WHERE "is_premium";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "is_premium";
