import { APPLICANT_TABS, type ApplicantTabKey, COUNT_CAP, PAGE_SIZE } from '@kaamkaj/domain';
import { and, desc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/client';
import {
  applications,
  callClicks,
  files,
  interviews,
  jobs,
  seekerProfiles,
  users,
} from '../../platform/db/schema';

/** A value, or the placeholder of a statement built once (`.prepare`) that stands for it. */
type Bound<T> = T | Placeholder;

/**
 * Each tab's count of a job's applicants up to COUNT_CAP + 1 (issue 17): one range of
 * applications_job_status_idx per tab, each read stopping there, so a job with 100,000
 * applicants costs what one with 1,000 does. One row, a column per tab key.
 */
export function tabCountsQuery(db: Executor, jobId: Bound<string>) {
  const counted = APPLICANT_TABS.map(
    (t) =>
      [
        t.key,
        sql<number>`(select count(*) from (select 1 from ${applications}
            where ${applications.jobId} = ${jobId}
              and ${inArray(applications.status, [...t.statuses])}
            limit ${COUNT_CAP + 1}) c)::int`,
      ] as const,
  );
  const fields = Object.fromEntries(counted) as Record<ApplicantTabKey, SQL<number>>;
  // a row of nothing to select the counts from (PostgreSQL takes an empty select list)
  return db.select(fields).from(sql`(select) as one`);
}

/** Where a page of PAGE_SIZE ends (each walk reads up to there) and where it starts. */
export type PageBounds = { upTo: Bound<number>; offset: Bound<number> };
export const pageBounds = (page: number): PageBounds => ({
  upTo: (page + 1) * PAGE_SIZE,
  offset: page * PAGE_SIZE,
});

/**
 * The ids of one page of a job's applications in `statuses`, newest status change first: per
 * status one backward walk of applications_job_status_idx that stops after the page, merged
 * (issue 17), instead of sorting every application of the tab.
 */
export function tabPageIds(jobId: Bound<string>, statuses: readonly string[], page: PageBounds) {
  const { upTo, offset } = page;
  const walks = statuses.map(
    (s) =>
      sql`(select ${applications.id} as id, ${applications.updatedAt} as at from ${applications}
            where ${applications.jobId} = ${jobId} and ${applications.status} = ${s}
            order by ${applications.updatedAt} desc, ${applications.id} desc limit ${upTo})`,
  );
  return sql`select id from (${sql.join(walks, sql` union all `)}) tab
    order by at desc, id desc limit ${PAGE_SIZE} offset ${offset}`;
}

/**
 * One page of a job's applications in `statuses` (tabPageIds, picked inside this statement)
 * with what an applicant's card shows: the seeker's name, photo and district, the call clicks
 * and the interview. The ids come as an array made once (an InitPlan): as `in (subquery)` the
 * walks joined the planner's search of join orders, and the statement cost PostgreSQL 0.8 ms
 * more a request than the ids and the page read apart (bench/README.md, 2026-12-02).
 */
export const tabPage = (
  db: Executor,
  jobId: Bound<string>,
  statuses: readonly string[],
  page: PageBounds,
) =>
  db
    .select({
      app: applications,
      name: users.name,
      deletedAt: users.deletedAt,
      picKey: files.objectKey,
      addressCurrent: seekerProfiles.addressCurrent,
      clicks: callClicks.clicks,
      interview: {
        id: interviews.id,
        date: interviews.date,
        startTime: interviews.startTime,
        endTime: interviews.endTime,
        status: interviews.status,
      },
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.seekerId))
    .leftJoin(seekerProfiles, eq(seekerProfiles.userId, applications.seekerId))
    .leftJoin(files, eq(files.id, seekerProfiles.profilePicFile))
    .leftJoin(
      callClicks,
      and(eq(callClicks.jobId, applications.jobId), eq(callClicks.seekerId, applications.seekerId)),
    )
    .leftJoin(
      interviews,
      and(eq(interviews.jobId, applications.jobId), eq(interviews.seekerId, applications.seekerId)),
    )
    .where(sql`${applications.id} = any(array(${tabPageIds(jobId, statuses, page)}))`)
    .orderBy(desc(applications.updatedAt), desc(applications.id));

/**
 * The applicants' list's statements (applicants.service.ts), built once: drizzle built them on
 * every request, 0.65 to 0.96 ms of a list's 3.6 to 4.7 ms of CPU (issue 17 item 2, bench/README.md
 * session 28). Sent unnamed, so that PostgreSQL plans each with its values: a named statement may settle
 * on a generic plan, in which the walks' LIMIT would be a guess.
 */
export function listStatements(db: Db) {
  const UNNAMED = '';
  const jobShown = db
    .select({ job: jobs, logoKey: files.objectKey })
    .from(jobs)
    .leftJoin(files, eq(files.id, jobs.companyLogoFile))
    .where(eq(jobs.id, sql.placeholder('jobId')))
    .prepare(UNNAMED);
  const bounds = { upTo: sql.placeholder('upTo'), offset: sql.placeholder('offset') };
  const tabPages = APPLICANT_TABS.map((t) => ({
    key: t.key,
    page: tabPage(db, sql.placeholder('jobId'), t.statuses, bounds).prepare(UNNAMED),
  }));
  const counts = tabCountsQuery(db, sql.placeholder('jobId')).prepare(UNNAMED);
  return {
    /** The job with its logo's key. */
    jobShown: (jobId: string) => jobShown.execute({ jobId }),
    /** One page of a tab's applicants (`tabPage`). */
    tabPage: (key: ApplicantTabKey, jobId: string, page: number) => {
      const built = tabPages.find((t) => t.key === key);
      if (!built) throw new Error(`no statement for the tab ${key}`);
      return built.page.execute({ jobId, ...pageBounds(page) });
    },
    /** Each tab's count (`tabCountsQuery`), one row. */
    tabCounts: (jobId: string) => counts.execute({ jobId }),
  };
}
