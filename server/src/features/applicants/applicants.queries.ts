import { APPLICANT_TABS, COUNT_CAP, PAGE_SIZE } from '@kaamkaj/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import {
  applications,
  callClicks,
  files,
  interviews,
  seekerProfiles,
  users,
} from '../../platform/db/schema';

/**
 * Each tab's count of a job's applicants up to COUNT_CAP + 1 (issue 17): one range of
 * applications_job_status_idx per tab, each read stopping there, so a job with 100,000
 * applicants costs what one with 1,000 does. One row, a column per tab key.
 */
export function tabCountsQuery(jobId: string) {
  const counted = APPLICANT_TABS.map(
    (t) =>
      sql`(select count(*) from (select 1 from ${applications}
            where ${applications.jobId} = ${jobId}
              and ${inArray(applications.status, [...t.statuses])}
            limit ${COUNT_CAP + 1}) c)::int as ${sql.identifier(t.key)}`,
  );
  return sql`select ${sql.join(counted, sql`, `)}`;
}

/**
 * The ids of one page of a job's applications in `statuses`, newest status change first: per
 * status one backward walk of applications_job_status_idx that stops after the page, merged
 * (issue 17), instead of sorting every application of the tab.
 */
export function tabPageIds(jobId: string, statuses: readonly string[], page: number) {
  const upTo = (page + 1) * PAGE_SIZE;
  const walks = statuses.map(
    (s) =>
      sql`(select ${applications.id} as id, ${applications.updatedAt} as at from ${applications}
            where ${applications.jobId} = ${jobId} and ${applications.status} = ${s}
            order by ${applications.updatedAt} desc, ${applications.id} desc limit ${upTo})`,
  );
  return sql`select id from (${sql.join(walks, sql` union all `)}) tab
    order by at desc, id desc limit ${PAGE_SIZE} offset ${page * PAGE_SIZE}`;
}

/**
 * One page of a job's applications in `statuses` (tabPageIds, picked inside this statement)
 * with what an applicant's card shows: the seeker's name, photo and district, the call clicks
 * and the interview. The ids come as an array made once (an InitPlan): as `in (subquery)` the
 * walks joined the planner's search of join orders, and the statement cost PostgreSQL 0.8 ms
 * more a request than the ids and the page read apart (bench/README.md, 2026-12-02).
 */
export const tabPage = (db: Executor, jobId: string, statuses: readonly string[], page: number) =>
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
