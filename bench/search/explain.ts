// EXPLAIN (ANALYZE, BUFFERS) of the search's and the applicants' real statements on the bench data.

import { CandidateFilter } from '@kaamkaj/domain';
import { and } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { tabCountsQuery } from '../../server/src/features/applicants/applicants.queries';
import {
  candidateCount,
  candidatePageIds,
  candidateRowsQuery,
} from '../../server/src/features/search/search.queries';
import { candidateConditions } from '../../server/src/features/search/search.service';
import type { Db } from '../../server/src/platform/db/client';
import { SEARCHES } from './searches';

const dialect = new PgDialect();
const SEEKER_TABLES = /Seq Scan on (users|seeker_profiles|applications)\b/;

async function explain(
  pool: pg.Pool,
  label: string,
  q: { sql: string; params: unknown[] },
  full: boolean,
): Promise<number> {
  const res = await pool.query<Record<string, string>>(
    `explain (analyze, buffers) ${q.sql}`,
    q.params,
  );
  const plan = res.rows.map((r) => r['QUERY PLAN'] ?? '');
  const time = plan.find((l) => l.startsWith('Execution Time'))?.replace('Execution Time: ', '');
  const seq = plan.filter((l) => SEEKER_TABLES.test(l));
  console.log(
    `${label.padEnd(44)} ${String(time).padStart(12)}  ${seq.length ? `FLAG: ${seq.map((l) => l.replace(/^[\s>-]+/, '').split('  ')[0]).join('; ')}` : 'no Seq Scan of seekers or applications'}`,
  );
  if (full) console.log(plan.join('\n'));
  return Number.parseFloat(time ?? 'NaN');
}

/**
 * Every search's count and page (and the page that counts), and the tab counts, explained; `full`
 * prints the plans too. Answers the tab counts' execution time in ms (issue 17 item 2's goal).
 */
export async function explainAll(
  pool: pg.Pool,
  db: Db,
  jobId: string,
  full: boolean,
): Promise<number> {
  console.log('\nEXPLAIN (ANALYZE, BUFFERS), execution time:');
  const now = new Date();
  for (const s of SEARCHES) {
    const where = and(...candidateConditions(s.category, CandidateFilter.parse(s.filters), now));
    await explain(pool, `${s.label}: count`, candidateCount(db, where).toSQL(), full);
    const page = candidatePageIds(where, 0, now);
    await explain(
      pool,
      `${s.label}: page`,
      dialect.sqlToQuery(candidateRowsQuery(page, now)),
      full,
    );
    // a search to count (not estimated "1,000+", none kept): its page counts in its statement
    const counted = candidatePageIds(where, 0, now, true);
    await explain(
      pool,
      `${s.label}: page, counted`,
      dialect.sqlToQuery(candidateRowsQuery(counted, now)),
      full,
    );
  }
  return explain(pool, 'applicants: tab counts', tabCountsQuery(db, jobId).toSQL(), full);
}
