import {
  admittedJobGenders,
  type JobFilter,
  MATCH_WEIGHTS,
  type MatchSeeker,
  PAGE_SIZE,
  postedSince,
  seekerDistricts,
} from '@kaamkaj/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/client';

/**
 * Newest Open jobs taken per category (and per category x district) before ranking. The
 * candidates come from index range scans (jobs_feed_idx, jobs_feed_district_idx) that stop after
 * FEED_WINDOW rows each, so the feed costs the same with 1,000 or 1,000,000 jobs.
 */
export const FEED_WINDOW = 500;

const OPEN = 0;
// What ranking reads, carried out of the index scans so the ranked set never joins jobs again.
const COLUMNS =
  'j.id, j.district, j.skills, j.experience, j.salary_from, j.salary_to, j.created_at';
const COLS = sql.raw(COLUMNS);

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
const intArray = (values: readonly number[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}::int`),
    sql`, `,
  )}]::int[]`;

/** The domain's match score (MATCH_WEIGHTS, matchScore) as a SQL expression on jobs `j`. */
export function scoreSql(seeker: MatchSeeker): SQL {
  const parts: SQL[] = [];
  const districts = seekerDistricts(seeker);
  if (districts.length > 0) {
    parts.push(
      sql`(case when j.district = any(${textArray(districts)}) then ${sql.raw(String(MATCH_WEIGHTS.district))} else 0 end)`,
    );
  }
  if (seeker.skills.length > 0) {
    parts.push(
      sql`(case when j.skills ?| ${textArray(seeker.skills)} then ${sql.raw(String(MATCH_WEIGHTS.skills))} else 0 end)`,
    );
  }
  if (seeker.experience != null) {
    parts.push(
      sql`(case when j.experience <= ${seeker.experience}::int then ${sql.raw(String(MATCH_WEIGHTS.experience))} else 0 end)`,
    );
  }
  if (seeker.salary_from != null) {
    parts.push(
      sql`(case when coalesce(j.salary_to, j.salary_from) >= ${seeker.salary_from}::int then ${sql.raw(String(MATCH_WEIGHTS.salary))} else 0 end)`,
    );
  }
  return parts.length ? sql.join(parts, sql` + `) : sql`0`;
}

export type FeedQuery = {
  seekerId: string;
  seeker: MatchSeeker;
  filter?: JobFilter;
  page: number;
};

/**
 * One page of the filtered feed (POST /job/filter; the plain feed runs FEED_RANKING_SQL, the same
 * ranking as one fixed statement): ids in order and the number of ranked candidates.
 * Holds Open jobs the seeker has not answered, whose gender rule admits them, in the chosen
 * categories (the filter's, else the seeker's interests), passing every filter.
 */
export async function rankedJobIds(
  db: Executor,
  q: FeedQuery,
): Promise<{ ids: string[]; total: number }> {
  const f = q.filter;
  const categories = f?.category.length ? f.category : q.seeker.categories;
  if (categories.length === 0) return { ids: [], total: 0 };

  const preds: SQL[] = [
    sql`j.gender = any(${intArray(admittedJobGenders(q.seeker.gender))})`,
    // The seeker's answered jobs, read once (an InitPlan), so each candidate scan stays an
    // ordered index scan that stops at the window instead of an anti-join over the whole range.
    sql`j.id <> all(array(select a.job_id from applications a where a.seeker_id = ${q.seekerId}))`,
  ];
  if (f) {
    if (f.skills.length) preds.push(sql`j.skills ?| ${textArray(f.skills)}`);
    if (f.salary_from !== undefined) {
      preds.push(sql`coalesce(j.salary_to, j.salary_from) >= ${f.salary_from}::int`);
    }
    if (f.salary_to !== undefined) {
      preds.push(sql`coalesce(j.salary_from, j.salary_to) <= ${f.salary_to}::int`);
    }
    if (f.gender !== undefined) preds.push(sql`j.gender = ${f.gender}::int`);
    if (f.experience !== undefined) preds.push(sql`j.experience <= ${f.experience}::int`);
    if (f.job_type !== undefined) preds.push(sql`j.job_type = ${f.job_type}::int`);
    if (f.job_timings !== undefined) preds.push(sql`j.job_timings = ${f.job_timings}::int`);
    if (f.job_posted_time !== undefined) {
      preds.push(sql`j.created_at >= ${postedSince(f.job_posted_time).toISOString()}::timestamptz`);
    }
    // spec 000 §2.7: the seeker's qualification admits jobs asking for it or less, or nothing.
    if (f.educational_qualification !== undefined) {
      preds.push(
        sql`(j.qualification is null or j.qualification <= ${f.educational_qualification}::int)`,
      );
    }
  }
  const where = sql.join(preds, sql` and `);
  const window = sql.raw(String(FEED_WINDOW));

  const filterDistricts = f?.district ?? [];
  const districts = filterDistricts.length ? filterDistricts : seekerDistricts(q.seeker);
  const branches: SQL[] = [];
  if (filterDistricts.length === 0) {
    // The seeker's own districts come from the second branch; leaving them out here keeps the
    // branches disjoint, so they are joined without deduplicating (union all).
    const elsewhere = districts.length
      ? sql` and j.district <> all(${textArray(districts)})`
      : sql``;
    branches.push(sql`select x.* from unnest(${textArray(categories)}) as c(cat)
      cross join lateral (
        select ${COLS} from jobs j
        where j.status = ${sql.raw(String(OPEN))} and j.category = c.cat${elsewhere} and ${where}
        order by j.created_at desc limit ${window}
      ) x`);
  }
  if (districts.length > 0) {
    branches.push(sql`select x.* from unnest(${textArray(categories)}) as c(cat)
      cross join unnest(${textArray(districts)}) as d(dist)
      cross join lateral (
        select ${COLS} from jobs j
        where j.status = ${sql.raw(String(OPEN))} and j.category = c.cat and j.district = d.dist
          and ${where}
        order by j.created_at desc limit ${window}
      ) x`);
  }
  if (branches.length === 0) return { ids: [], total: 0 };

  const result = (await db.execute(sql`
    with cand as (${sql.join(branches, sql` union all `)})
    select j.id, count(*) over () as total
    from cand j
    order by ${scoreSql(q.seeker)} desc, j.created_at desc, j.id desc
    limit ${sql.raw(String(PAGE_SIZE))} offset ${q.page * PAGE_SIZE}
  `)) as unknown as { rows: { id: string; total: string | number }[] };
  const rows = result.rows;
  if (rows.length === 0 && q.page > 0) {
    // past the end: the count still answers
    const all = (await db.execute(sql`
      with cand as (${sql.join(branches, sql` union all `)}) select count(*) as total from cand
    `)) as unknown as { rows: { total: string | number }[] };
    return { ids: [], total: Number(all.rows[0]?.total ?? 0) };
  }
  return { ids: rows.map((r) => r.id), total: Number(rows[0]?.total ?? 0) };
}

const W = MATCH_WEIGHTS;
/**
 * The feed without a filter as one fixed statement (rankedJobIds builds the same ranking for any
 * filter): every input is a value, so PostgreSQL parses and plans it once per connection. An empty
 * list or a null value scores 0 and excludes nothing, as the parts rankedJobIds leaves out.
 * $1 seeker id, $2 categories, $3 districts, $4 admitted job genders, $5 skills, $6 experience,
 * $7 salary_from, $8 limit, $9 offset.
 */
export const FEED_RANKING_SQL = `
  with cand as (
    select x.* from unnest($2::text[]) as c(cat)
    cross join lateral (
      select ${COLUMNS} from jobs j
      where j.status = ${OPEN} and j.category = c.cat and j.district <> all($3::text[])
        and j.gender = any($4::int[]) and j.id <> all(array(select a.job_id from applications a where a.seeker_id = $1::uuid))
      order by j.created_at desc limit ${FEED_WINDOW}
    ) x
    union all
    select x.* from unnest($2::text[]) as c(cat)
    cross join unnest($3::text[]) as d(dist)
    cross join lateral (
      select ${COLUMNS} from jobs j
      where j.status = ${OPEN} and j.category = c.cat and j.district = d.dist
        and j.gender = any($4::int[]) and j.id <> all(array(select a.job_id from applications a where a.seeker_id = $1::uuid))
      order by j.created_at desc limit ${FEED_WINDOW}
    ) x
  )
  select j.id, count(*) over () as total
  from cand j
  order by
    (case when j.district = any($3::text[]) then ${W.district} else 0 end)
    + (case when j.skills ?| $5::text[] then ${W.skills} else 0 end)
    + (case when j.experience <= $6::int then ${W.experience} else 0 end)
    + (case when coalesce(j.salary_to, j.salary_from) >= $7::int then ${W.salary} else 0 end) desc,
    j.created_at desc, j.id desc
  limit $8::int offset $9::int`;

/** FEED_RANKING_SQL's values for a seeker: `limit` ids from the `offset`th on. */
export function feedRankingValues(
  seekerId: string,
  seeker: MatchSeeker,
  limit: number,
  offset: number,
): unknown[] {
  return [
    seekerId,
    seeker.categories,
    seekerDistricts(seeker),
    admittedJobGenders(seeker.gender),
    seeker.skills,
    seeker.experience,
    seeker.salary_from,
    limit,
    offset,
  ];
}

/** The unfiltered feed's ranked ids and their count, through FEED_RANKING_SQL. */
export function feedRanking(database: Database) {
  const run = database.statement<{ id: string; total: string | number }>(
    'feed_ranking',
    FEED_RANKING_SQL,
  );
  return async (seekerId: string, seeker: MatchSeeker, limit: number, offset: number) => {
    if (seeker.categories.length === 0) return { ids: [], total: 0 };
    const rows = await run(feedRankingValues(seekerId, seeker, limit, offset));
    // past the end: the count still answers
    const counted =
      rows.length || offset === 0 ? rows : await run(feedRankingValues(seekerId, seeker, 1, 0));
    return { ids: rows.map((r) => r.id), total: Number(counted[0]?.total ?? 0) };
  };
}
