CREATE TABLE "job_applicant_counts" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"applicants" integer DEFAULT 0 NOT NULL,
	"hired" integer DEFAULT 0 NOT NULL,
	"joined" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_applicant_counts" ADD CONSTRAINT "job_applicant_counts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A job's figures (spec 001 §3 "applicants": status Applied or later, domain APPLIED_OR_LATER;
-- §4 the Hired, and the Hired recorded as Joined), moved once per statement that writes
-- applications: the old rows' share taken out, the new rows' put in, grouped by job (a bulk
-- insert of 100,000 applications to one job moves its row once, not 100,000 times). An insert
-- adds the job's row when it has none; a delete only updates, so deleting a job (whose row
-- goes in the same cascade) adds nothing back.
CREATE FUNCTION "applications_count_for_job"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "job_applicant_counts" AS c
      SET "applicants" = c."applicants" - o."applicants", "hired" = c."hired" - o."hired",
          "joined" = c."joined" - o."joined"
      FROM (SELECT "job_id", count(*) AS "applicants",
                   count(*) FILTER (WHERE "status" = 'Hired') AS "hired",
                   count(*) FILTER (WHERE "status" = 'Hired' AND "joining" = 'Joined') AS "joined"
            FROM "old_rows"
            WHERE "status" IN ('Applied', 'Shortlisted', 'Selected', 'Rejected', 'Hired')
            GROUP BY "job_id") AS o
      WHERE c."job_id" = o."job_id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "job_applicant_counts" AS c ("job_id", "applicants", "hired", "joined")
      SELECT "job_id", count(*), count(*) FILTER (WHERE "status" = 'Hired'),
             count(*) FILTER (WHERE "status" = 'Hired' AND "joining" = 'Joined')
      FROM "new_rows"
      WHERE "status" IN ('Applied', 'Shortlisted', 'Selected', 'Rejected', 'Hired')
      GROUP BY "job_id"
      ON CONFLICT ("job_id") DO UPDATE
        SET "applicants" = c."applicants" + excluded."applicants",
            "hired" = c."hired" + excluded."hired",
            "joined" = c."joined" + excluded."joined";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "applications_count_inserted" AFTER INSERT ON "applications" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "applications_count_for_job"();--> statement-breakpoint
CREATE TRIGGER "applications_count_updated" AFTER UPDATE ON "applications" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "applications_count_for_job"();--> statement-breakpoint
CREATE TRIGGER "applications_count_deleted" AFTER DELETE ON "applications" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "applications_count_for_job"();--> statement-breakpoint
INSERT INTO "job_applicant_counts" ("job_id", "applicants", "hired", "joined")
  SELECT "job_id", count(*), count(*) FILTER (WHERE "status" = 'Hired'),
         count(*) FILTER (WHERE "status" = 'Hired' AND "joining" = 'Joined')
  FROM "applications"
  WHERE "status" IN ('Applied', 'Shortlisted', 'Selected', 'Rejected', 'Hired')
  GROUP BY "job_id";
