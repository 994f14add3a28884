import { APPLICANT_TABS, COUNT_CAP } from '@kaamkaj/domain';
import { inArray, sql } from 'drizzle-orm';
import { applications } from '../../platform/db/schema';

/**
 * Each tab's count of a job's applicants up to COUNT_CAP + 1 (issue 17): one range of
 * applications_job_status_idx per tab, each read stopping there, so a job with 100,000
 * applicants costs what one with 10,000 does. One row, a column per tab key.
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
