CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seeker_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"status" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_seeker_job_key" ON "applications" USING btree ("seeker_id","job_id");--> statement-breakpoint
CREATE INDEX "applications_seeker_status_idx" ON "applications" USING btree ("seeker_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "applications_job_status_idx" ON "applications" USING btree ("job_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "jobs_feed_district_idx" ON "jobs" USING btree ("status","category","district","created_at");