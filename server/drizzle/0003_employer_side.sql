CREATE TABLE "companies" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"hiring_for" varchar(20) NOT NULL,
	"organization_type" varchar(20) NOT NULL,
	"company_name" varchar(100) NOT NULL,
	"address" varchar(100),
	"pincode" varchar(6),
	"about_company" varchar(500),
	"industry" varchar(30),
	"district" varchar(50),
	"contact_person_name" varchar(30),
	"contact_person_number" varchar(10),
	"profile_pic_file" uuid,
	"verification_status" varchar(20) DEFAULT 'Not Initiated' NOT NULL,
	"verification_feedback" varchar(200),
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_change_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"new_email" varchar(254) NOT NULL,
	"status" varchar(10) DEFAULT 'Open' NOT NULL,
	"reason" varchar(200),
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_by" uuid NOT NULL,
	"job_title" varchar(40) NOT NULL,
	"company_name" varchar(100) NOT NULL,
	"company_logo_file" uuid,
	"district" varchar(50) NOT NULL,
	"job_location" varchar(100),
	"salary_from" integer,
	"salary_to" integer,
	"category" varchar(40) NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"other_skills" varchar(50),
	"openings" smallint NOT NULL,
	"experience" smallint NOT NULL,
	"job_timings" smallint NOT NULL,
	"job_type" smallint NOT NULL,
	"gender" smallint NOT NULL,
	"description" varchar(500) NOT NULL,
	"animated_description" varchar(300),
	"audio_description" varchar(300),
	"animated_jd_required" boolean DEFAULT false NOT NULL,
	"can_contact_emp" boolean DEFAULT true NOT NULL,
	"status" smallint NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"plan_code" varchar(20),
	"job_post_usage" integer NOT NULL,
	"animated_jd_usage" integer NOT NULL,
	"audio_jd_usage" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"organization_type" varchar(20) NOT NULL,
	"company_name" varchar(100) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"doc_no" varchar(254) NOT NULL,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" varchar(20) NOT NULL,
	"code_hash" varchar(64),
	"code_expires_at" timestamp with time zone,
	"code_attempts" smallint DEFAULT 0 NOT NULL,
	"reason" varchar(200),
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_profile_pic_file_files_id_fk" FOREIGN KEY ("profile_pic_file") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_change_requests" ADD CONSTRAINT "email_change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_change_requests" ADD CONSTRAINT "email_change_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_logo_file_files_id_fk" FOREIGN KEY ("company_logo_file") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_company_id_companies_user_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_verification_idx" ON "companies" USING btree ("verification_status");--> statement-breakpoint
CREATE INDEX "email_change_requests_status_idx" ON "email_change_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_change_requests_open_key" ON "email_change_requests" USING btree ("user_id") WHERE "email_change_requests"."status" = 'Open';--> statement-breakpoint
CREATE INDEX "jobs_created_by_idx" ON "jobs" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "jobs_feed_idx" ON "jobs" USING btree ("status","category","created_at");--> statement-breakpoint
CREATE INDEX "verification_requests_company_idx" ON "verification_requests" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "verification_requests_state_idx" ON "verification_requests" USING btree ("state","created_at");