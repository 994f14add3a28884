CREATE TABLE "job_categories" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"name_en" varchar(60) NOT NULL,
	"name_hi" varchar(60) NOT NULL,
	"icon" varchar(16) NOT NULL,
	"image" varchar(300),
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seeker_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"gender" smallint,
	"age_band" smallint,
	"dob" date,
	"qualification" smallint,
	"qualification_other" varchar(30),
	"technical_cert" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"experience" smallint,
	"educational_info" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"about_me" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language_known" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language_other" varchar(30),
	"speak_english" smallint,
	"address_current" varchar(50),
	"address_home" varchar(50),
	"address_work" varchar(50),
	"job_intrested" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"job_other" varchar(30),
	"job_type" smallint,
	"job_timings" smallint,
	"salary_from" integer,
	"salary_to" integer,
	"profile_pic_file" uuid,
	"video_resume_file" uuid,
	"completion" smallint DEFAULT 0 NOT NULL,
	"total_downloaded_resume" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seeker_profiles" ADD CONSTRAINT "seeker_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_profiles" ADD CONSTRAINT "seeker_profiles_profile_pic_file_files_id_fk" FOREIGN KEY ("profile_pic_file") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_profiles" ADD CONSTRAINT "seeker_profiles_video_resume_file_files_id_fk" FOREIGN KEY ("video_resume_file") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;