CREATE TABLE "job_title_words" (
	"word" text NOT NULL,
	"status" smallint NOT NULL,
	"jobs" integer NOT NULL,
	CONSTRAINT "job_title_words_word_status_pk" PRIMARY KEY("word","status")
);
--> statement-breakpoint
-- The words of a title: its `simple` lexemes (each a part of the title, lowercased) holding a
-- letter, each once. A job whose title has the word `w` is found by a search for `w` (ILIKE
-- lowercases both sides as the dictionary does), so a word's jobs are never more than the
-- search's matches. Numbers are left out: a job number would add a row per job.
CREATE FUNCTION "job_title_words_of"("title" text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN ARRAY(
    SELECT "w" FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, "title"))) AS "w"
    WHERE "w" ~ '[[:alpha:]]'
  );
--> statement-breakpoint
-- Each word of the jobs' titles with how many jobs of each status have it: a statement's new
-- jobs counted in, its deleted jobs (an erased employer's, by the cascade) counted out, and the
-- jobs whose title or status an update changed moved from their old words and status to their
-- new ones (an update that changes neither, a job's views, moves nothing). A statement's changes
-- are summed per word and status and written in that order, so two writers lock the rows they
-- share in the same order; a word and status no job has any more is taken away (all of them
-- when jobs is truncated).
CREATE FUNCTION "jobs_count_title_words"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "words" text[];
  "statuses" smallint[];
  "counts" integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "job_title_words";
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "job_title_words" AS t ("word", "status", "jobs")
      SELECT "word", "status", count(*) FROM "new_rows", unnest(job_title_words_of("job_title")) AS "word"
      GROUP BY "word", "status" ORDER BY "word", "status"
      ON CONFLICT ("word", "status") DO UPDATE SET "jobs" = t."jobs" + excluded."jobs";
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("word" ORDER BY "word", "status"), array_agg("status" ORDER BY "word", "status"),
           array_agg("d" ORDER BY "word", "status")
      INTO "words", "statuses", "counts"
      FROM (SELECT "word", "status", -count(*)::integer AS "d"
              FROM "old_rows", unnest(job_title_words_of("job_title")) AS "word"
              GROUP BY "word", "status") AS c;
  ELSE
    SELECT array_agg("word" ORDER BY "word", "status"), array_agg("status" ORDER BY "word", "status"),
           array_agg("d" ORDER BY "word", "status")
      INTO "words", "statuses", "counts"
      FROM (SELECT "word", "status", sum("d")::integer AS "d" FROM (
              SELECT "word", n."status", 1 AS "d"
                FROM "new_rows" n JOIN "old_rows" o USING ("id"), unnest(job_title_words_of(n."job_title")) AS "word"
                WHERE (n."job_title", n."status") IS DISTINCT FROM (o."job_title", o."status")
              UNION ALL
              SELECT "word", o."status", -1
                FROM "old_rows" o JOIN "new_rows" n USING ("id"), unnest(job_title_words_of(o."job_title")) AS "word"
                WHERE (n."job_title", n."status") IS DISTINCT FROM (o."job_title", o."status")
            ) AS m GROUP BY "word", "status" HAVING sum("d") <> 0) AS c;
  END IF;
  IF "words" IS NULL THEN
    RETURN NULL; -- nothing moved (the update of a job's views, say)
  END IF;
  INSERT INTO "job_title_words" AS t ("word", "status", "jobs")
    SELECT * FROM unnest("words", "statuses", "counts")
    ON CONFLICT ("word", "status") DO UPDATE SET "jobs" = t."jobs" + excluded."jobs";
  DELETE FROM "job_title_words" AS t USING unnest("words", "statuses") AS g("word", "status")
    WHERE t."word" = g."word" AND t."status" = g."status" AND t."jobs" <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "jobs_title_words_inserted" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "jobs_count_title_words"();--> statement-breakpoint
CREATE TRIGGER "jobs_title_words_updated" AFTER UPDATE ON "jobs" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "jobs_count_title_words"();--> statement-breakpoint
CREATE TRIGGER "jobs_title_words_deleted" AFTER DELETE ON "jobs" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "jobs_count_title_words"();--> statement-breakpoint
CREATE TRIGGER "jobs_title_words_truncated" AFTER TRUNCATE ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION "jobs_count_title_words"();--> statement-breakpoint
INSERT INTO "job_title_words" ("word", "status", "jobs")
  SELECT "word", "status", count(*) FROM "jobs", unnest(job_title_words_of("job_title")) AS "word"
  GROUP BY "word", "status";
--> statement-breakpoint
ANALYZE "job_title_words";
