import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { applications, files, jobCategories, jobs, seekerProfiles } from '../../platform/db/schema';
import { shownColumns } from './feed-cards';
import { matchColumns, toMatchSeeker } from './match-seeker';

const OPEN = 0;

/** The feed's statements, prepared once (named statements on PostgreSQL): feed.service.ts. */
export function feedStatements(db: Db) {
  // The two reads of every feed request, prepared once (named statements on PostgreSQL).
  const matchSeekerRow = db
    .select(matchColumns)
    .from(seekerProfiles)
    .where(eq(seekerProfiles.userId, sql.placeholder('userId')))
    .prepare('feed_match_seeker');
  const seekerOf = async (userId: string) =>
    toMatchSeeker((await matchSeekerRow.execute({ userId }))[0]);
  /**
   * A feed page's jobs that are still Open and not answered by the seeker, so without contact
   * (spec 000 §2.7): only the job's shown columns, its logo and category names, small to plan,
   * run and map.
   */
  const feedPageJobs = db
    .select({
      job: shownColumns,
      logoKey: files.objectKey,
      catEn: jobCategories.nameEn,
      catHi: jobCategories.nameHi,
      contact: sql<string | null>`null`.as('contact'),
    })
    .from(jobs)
    .leftJoin(files, eq(files.id, jobs.companyLogoFile))
    .leftJoin(jobCategories, eq(jobCategories.id, jobs.category))
    .where(
      and(
        sql`${jobs.id} = any(${sql.placeholder('ids')}::uuid[])`,
        eq(jobs.status, OPEN),
        sql`${jobs.id} <> all(array(select a.job_id from ${applications} a where a.seeker_id = ${sql.placeholder('seekerId')}))`,
      ),
    )
    .prepare('feed_page_jobs');
  /**
   * The seeker's match data and every job they answered (which their ranking leaves out,
   * feed-windows.ts), in one statement: the plain feed's first read.
   */
  const matchSeekerAnswered = db
    .select({
      ...matchColumns,
      answered: sql<
        string[]
      >`array(select a.job_id::text from ${applications} a where a.seeker_id = ${seekerProfiles.userId})`,
    })
    .from(seekerProfiles)
    .where(eq(seekerProfiles.userId, sql.placeholder('userId')))
    .prepare('feed_match_seeker_answered');
  const seekerAnswered = async (userId: string) => {
    const [row] = await matchSeekerAnswered.execute({ userId });
    return { seeker: toMatchSeeker(row), answered: new Set(row?.answered ?? []) };
  };

  return { seekerOf, feedPageJobs, seekerAnswered };
}
