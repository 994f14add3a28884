CREATE TABLE "job_company_names" (
	"company_name" varchar(100) PRIMARY KEY NOT NULL,
	"jobs" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "jobs_company_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "job_company_names_trgm_idx" ON "job_company_names" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_company_name_idx" ON "jobs" USING btree ("company_name");--> statement-breakpoint
-- Each company name the jobs have, with how many have it: a statement's new jobs counted in
-- together by name (a bulk insert of a million jobs moves each name's row once), a job's old
-- and new names when an edit changes it, and a statement's deleted jobs (an erased employer's,
-- by the cascade) counted out, the names no job has any more taken away (all of them when jobs
-- is truncated, as the feed bench's reset does). A name's row is updated under its lock, so two
-- writers of jobs with one name count both.
CREATE FUNCTION "jobs_count_company_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO "job_company_names" AS n ("company_name", "jobs") VALUES (NEW."company_name", 1)
      ON CONFLICT ("company_name") DO UPDATE SET "jobs" = n."jobs" + 1;
    UPDATE "job_company_names" SET "jobs" = "jobs" - 1 WHERE "company_name" = OLD."company_name";
    DELETE FROM "job_company_names" WHERE "company_name" = OLD."company_name" AND "jobs" <= 0;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "job_company_names" AS n ("company_name", "jobs")
      SELECT "company_name", count(*) FROM "new_rows" GROUP BY "company_name" ORDER BY "company_name"
      ON CONFLICT ("company_name") DO UPDATE SET "jobs" = n."jobs" + excluded."jobs";
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "job_company_names";
  ELSE
    UPDATE "job_company_names" AS n SET "jobs" = n."jobs" - o."jobs"
      FROM (SELECT "company_name", count(*) AS "jobs" FROM "old_rows" GROUP BY "company_name") AS o
      WHERE n."company_name" = o."company_name";
    DELETE FROM "job_company_names" AS n USING (SELECT DISTINCT "company_name" FROM "old_rows") AS o
      WHERE n."company_name" = o."company_name" AND n."jobs" <= 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "jobs_company_names_inserted" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "jobs_count_company_names"();--> statement-breakpoint
CREATE TRIGGER "jobs_company_name_changed" AFTER UPDATE OF "company_name" ON "jobs" FOR EACH ROW WHEN (OLD."company_name" IS DISTINCT FROM NEW."company_name") EXECUTE FUNCTION "jobs_count_company_names"();--> statement-breakpoint
CREATE TRIGGER "jobs_company_names_deleted" AFTER DELETE ON "jobs" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "jobs_count_company_names"();--> statement-breakpoint
CREATE TRIGGER "jobs_company_names_truncated" AFTER TRUNCATE ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION "jobs_count_company_names"();--> statement-breakpoint
INSERT INTO "job_company_names" ("company_name", "jobs")
  SELECT "company_name", count(*) FROM "jobs" GROUP BY "company_name";
--> statement-breakpoint
ANALYZE "job_company_names";
