import { COUNT_CAP, PAGE_SIZE } from '@kaamkaj/domain';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJob } from '../../../test/company';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { employerWithOpenJob } from '../../../test/pipeline';
import { pageBounds, tabCountsQuery, tabPage, tabPageIds } from './applicants.queries';
import { list } from './test-support';

// issue 17 item 2: a job's tab counts and pages read applications_job_status_idx, stop at the
// cap, and still count and list the right applicants. 3,000 applications made in SQL to the big
// job (the status of the n-th a formula of n), 300 to each of 20 others.

const BIG = 3_000;
// out of every 10: 4 Applied, 2 Shortlisted, 1 Selected, 1 Hired, 1 Rejected, 1 Saved
const STATUSES = [
  'Applied',
  'Applied',
  'Applied',
  'Applied',
  'Shortlisted',
  'Shortlisted',
  'Selected',
  'Hired',
  'Rejected',
  'Saved',
];
const statusOf = (n: number) => STATUSES[n % 10] as string;
const uid = (key: string) =>
  `overlay(overlay(md5(${key}) placing '7' from 13 for 1) placing '8' from 17 for 1)::uuid`;

let t: TestApp;
let employer: { token: string };
let jobId: string;
beforeAll(async () => {
  t = await createTestApp();
  const made = await employerWithOpenJob(t);
  employer = made.employer;
  jobId = made.jobId;
  const others = [];
  for (let i = 0; i < 20; i++) others.push(await insertJob(t, made.employer.id, 0));
  await t.database.query(
    `insert into users (id, role, contact, contact_verified, name, lang, profile_status)
     select ${uid("'applicant' || n")}, 0, '8' || lpad(n::text, 9, '0'), true,
            'Applicant ' || n, 'hi', 2
     from generate_series(1, ${BIG}) n`,
    [],
  );
  // the n-th applied n minutes ago: the newest first is n = 1, 2, 3 ...
  await t.database.query(
    `insert into applications (id, seeker_id, job_id, status, created_at, updated_at)
     select gen_random_uuid(), ${uid("'applicant' || n")}, $1, ($2::text[])[1 + n % 10],
            now() - n * interval '1 minute', now() - n * interval '1 minute'
     from generate_series(1, ${BIG}) n`,
    [jobId, STATUSES],
  );
  await t.database.query(
    `insert into applications (id, seeker_id, job_id, status, created_at, updated_at)
     select gen_random_uuid(), ${uid("'applicant' || n")}, j, 'Applied', now(), now()
     from generate_series(1, 300) n, unnest($1::uuid[]) j`,
    [others],
  );
  // as autovacuum leaves a table: its visibility map lets the counts read the index alone
  await t.database.query('vacuum analyze applications', []);
}, 60_000);
afterAll(() => t.app.close());

const expectedOf = (statuses: string[]) =>
  Array.from({ length: BIG }, (_, i) => i + 1).filter((n) => statuses.includes(statusOf(n)));

async function plan(query: { sql: string; params: unknown[] }) {
  const rows = await t.database.query<{ 'QUERY PLAN': string }>(
    `explain ${query.sql}`,
    query.params,
  );
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

describe('GET /api/job/users on indexes (issue 17 item 2)', () => {
  it('counts each tab, exact below the cap and 1,000+ above it', async () => {
    const res = await list(t, employer, jobId, 'shortlisted');
    expect(res.status).toBe(200);
    // Applied 1,200 is over the cap; Shortlisted 600, Selected + Hired 600, Rejected 300 are not
    expect(res.body.tab_counts).toEqual({
      applied: COUNT_CAP,
      shortlisted: 600,
      interview: 600,
      rejected: 300,
    });
    expect(res.body.tab_counts_capped).toEqual({
      applied: true,
      shortlisted: false,
      interview: false,
      rejected: false,
    });
    expect(res.body).toMatchObject({ count: 600, count_capped: false });
    const applied = await list(t, employer, jobId, 'applied');
    expect(applied.body).toMatchObject({ count: COUNT_CAP, count_capped: true });
  });

  it('lists a tab of two statuses newest first, page by page', async () => {
    const expected = expectedOf(['Selected', 'Hired']).map((n) => `Applicant ${n}`);
    for (const page of [0, 3]) {
      const res = await list(t, employer, jobId, 'interview', page);
      expect(res.body.data.map((a: { name: string }) => a.name)).toEqual(
        expected.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE),
      );
    }
  });

  it('reads no application outside the index: no Seq Scan in the counts or a page', async () => {
    const dialect = new PgDialect();
    const counts = await plan(tabCountsQuery(t.database.db, jobId).toSQL());
    expect(counts).not.toMatch(/Seq Scan/);
    const page = await plan(
      dialect.sqlToQuery(tabPageIds(jobId, ['Selected', 'Hired'], pageBounds(2))),
    );
    expect(page).not.toMatch(/Seq Scan/);
    // the page's cards, its ids picked inside the same statement by the same walks (the other
    // tables here are a few hundred rows, which PostgreSQL rightly reads whole)
    const cards = await plan(
      tabPage(t.database.db, jobId, ['Selected', 'Hired'], pageBounds(2)).toSQL(),
    );
    expect(cards).not.toMatch(/Seq Scan on applications\b/);
    expect(cards).toMatch(
      /InitPlan[\s\S]*Index Only Scan Backward using applications_job_status_idx/,
    );
  });
});
