ALTER TABLE "otp_challenges" ADD COLUMN "purpose" varchar(16) DEFAULT 'login' NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;