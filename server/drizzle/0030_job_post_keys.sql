CREATE TABLE "job_post_keys" (
	"employer_id" uuid NOT NULL,
	"key" varchar(64) NOT NULL,
	"job_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_post_keys_employer_id_key_pk" PRIMARY KEY("employer_id","key")
);
--> statement-breakpoint
ALTER TABLE "job_post_keys" ADD CONSTRAINT "job_post_keys_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_post_keys" ADD CONSTRAINT "job_post_keys_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_post_keys_job_idx" ON "job_post_keys" USING btree ("job_id");