CREATE TABLE "job_applicant_counts" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"applicants" integer DEFAULT 0 NOT NULL,
	"hired" integer DEFAULT 0 NOT NULL,
	"joined" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_applicant_counts" ADD CONSTRAINT "job_applicant_counts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A job's figures (spec 001 §3 "applicants": status Applied or later, domain APPLIED_OR_LATER;
-- §4 the Hired, and the Hired recorded as Joined), moved by each application's write: its old
-- row taken out, its new row put in. An insert adds the job's row when it has none; a delete
-- only updates, so deleting a job (whose row goes in the same cascade) adds nothing back.
CREATE FUNCTION "applications_count_for_job"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."status" IN ('Applied', 'Shortlisted', 'Selected', 'Rejected', 'Hired') THEN
    UPDATE "job_applicant_counts"
      SET "applicants" = "applicants" - 1,
          "hired" = "hired" - (OLD."status" = 'Hired')::int,
          "joined" = "joined" - (OLD."status" = 'Hired' AND OLD."joining" IS NOT DISTINCT FROM 'Joined')::int
      WHERE "job_id" = OLD."job_id";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."status" IN ('Applied', 'Shortlisted', 'Selected', 'Rejected', 'Hired') THEN
    INSERT INTO "job_applicant_counts" AS c ("job_id", "applicants", "hired", "joined")
      VALUES (NEW."job_id", 1, (NEW."status" = 'Hired')::int,
              (NEW."status" = 'Hired' AND NEW."joining" IS NOT DISTINCT FROM 'Joined')::int)
      ON CONFLICT ("job_id") DO UPDATE
        SET "applicants" = c."applicants" + 1,
            "hired" = c."hired" + excluded."hired",
            "joined" = c."joined" + excluded."joined";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "applications_count_for_job" AFTER INSERT OR DELETE OR UPDATE OF "job_id", "status", "joining" ON "applications" FOR EACH ROW EXECUTE FUNCTION "applications_count_for_job"();--> statement-breakpoint
INSERT INTO "job_applicant_counts" ("job_id", "applicants", "hired", "joined")
  SELECT "job_id", count(*), count(*) FILTER (WHERE "status" = 'Hired'),
         count(*) FILTER (WHERE "status" = 'Hired' AND "joining" = 'Joined')
  FROM "applications"
  WHERE "status" IN ('Applied', 'Shortlisted', 'Selected', 'Rejected', 'Hired')
  GROUP BY "job_id";
