import {
  admittedJobGenders,
  type JobFilter,
  type MatchSeeker,
  postedSince,
  seekerDistricts,
  MATCH_WEIGHTS as W,
} from '@kaamkaj/domain';
import type { Database } from '../../platform/db/client';

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

export type FeedQuery = {
  seekerId: string;
  seeker: MatchSeeker;
  filter?: JobFilter;
  /** How many ids, from which place in the ranking on. */
  limit: number;
  offset: number;
};

/** The ranking of a FeedQuery as SQL text and its values ($1, $2 ...). */
export type Ranking = { text: string; values: unknown[] };

/**
 * The seeker's ranking (spec 000 §2.7, issue 5): Open jobs the seeker has not answered, whose
 * gender rule admits them, in the chosen categories (the filter's, else the seeker's interests),
 * passing every filter; best first by the domain's MATCH_WEIGHTS (district, skills, experience,
 * salary), then newest. Two disjoint candidate branches, joined without dedupe: the category's
 * newest jobs outside the seeker's districts, and each category x district's newest (the
 * filter's districts, when it names some, replace both). An empty list or a null value scores 0.
 *
 * Every seeker input is a value ($1 ... $10), so the plain feed's text is the same for everyone
 * and PostgreSQL plans it once per connection; a filter adds its conditions from $11 on.
 */
export function feedRanking(q: FeedQuery): Ranking {
  const f = q.filter;
  const own = seekerDistricts(q.seeker);
  const values: unknown[] = [
    q.seekerId,
    f?.category.length ? f.category : q.seeker.categories,
    own,
    f?.district.length ? f.district : own,
    admittedJobGenders(q.seeker.gender),
    q.seeker.skills,
    q.seeker.experience,
    q.seeker.salary_from,
    q.limit,
    q.offset,
  ];
  const value = (v: unknown) => `$${values.push(v)}`;
  const conditions = [
    'j.gender = any($5::int[])',
    // The seeker's answered jobs, read once (an InitPlan), so each candidate scan stays an
    // ordered index scan that stops at the window instead of an anti-join over the whole range.
    'j.id <> all(array(select a.job_id from applications a where a.seeker_id = $1::uuid))',
  ];
  if (f) {
    if (f.skills.length) conditions.push(`j.skills ?| ${value(f.skills)}::text[]`);
    if (f.salary_from !== undefined) {
      conditions.push(`coalesce(j.salary_to, j.salary_from) >= ${value(f.salary_from)}::int`);
    }
    if (f.salary_to !== undefined) {
      conditions.push(`coalesce(j.salary_from, j.salary_to) <= ${value(f.salary_to)}::int`);
    }
    if (f.gender !== undefined) conditions.push(`j.gender = ${value(f.gender)}::int`);
    if (f.experience !== undefined) {
      conditions.push(`j.experience <= ${value(f.experience)}::int`);
    }
    if (f.job_type !== undefined) conditions.push(`j.job_type = ${value(f.job_type)}::int`);
    if (f.job_timings !== undefined) {
      conditions.push(`j.job_timings = ${value(f.job_timings)}::int`);
    }
    if (f.job_posted_time !== undefined) {
      const since = postedSince(f.job_posted_time).toISOString();
      conditions.push(`j.created_at >= ${value(since)}::timestamptz`);
    }
    // spec 000 §2.7: the seeker's qualification admits jobs asking for it or less, or nothing.
    if (f.educational_qualification !== undefined) {
      const q = value(f.educational_qualification);
      conditions.push(`(j.qualification is null or j.qualification <= ${q}::int)`);
    }
  }
  const where = conditions.join(' and ');
  const scan = (extra: string) => `(
      select ${COLUMNS} from jobs j
      where j.status = ${OPEN} and j.category = c.cat${extra} and ${where}
      order by j.created_at desc limit ${FEED_WINDOW}
    ) x`;
  const branches = [
    `select x.* from unnest($2::text[]) as c(cat)
    cross join unnest($4::text[]) as d(dist)
    cross join lateral ${scan(' and j.district = d.dist')}`,
  ];
  // The seeker's own districts come from the branch above; leaving them out here keeps the
  // branches disjoint. A filter naming districts keeps to those.
  if (!f?.district.length) {
    branches.unshift(`select x.* from unnest($2::text[]) as c(cat)
    cross join lateral ${scan(' and j.district <> all($4::text[])')}`);
  }
  const text = `with cand as (${branches.join('\n    union all\n    ')})
  select j.id, count(*) over () as total
  from cand j
  order by
    (case when j.district = any($3::text[]) then ${W.district} else 0 end)
    + (case when j.skills ?| $6::text[] then ${W.skills} else 0 end)
    + (case when j.experience <= $7::int then ${W.experience} else 0 end)
    + (case when coalesce(j.salary_to, j.salary_from) >= $8::int then ${W.salary} else 0 end) desc,
    j.created_at desc, j.id desc
  limit $9::int offset $10::int`;
  return { text, values };
}

type RankedRow = { id: string; total: string | number };

/**
 * Ranked ids and the number of ranked candidates. The plain feed runs as a named statement (one
 * text for every seeker); a filter's text depends on the filters chosen, so it is not kept.
 */
export async function rankedJobIds(
  database: Database,
  q: FeedQuery,
): Promise<{ ids: string[]; total: number }> {
  if (!q.filter?.category.length && q.seeker.categories.length === 0) return { ids: [], total: 0 };
  const name = q.filter ? undefined : 'feed_ranking';
  const run = ({ text, values }: Ranking) => database.query<RankedRow>(text, values, name);
  const rows = await run(feedRanking(q));
  // past the end: the count still answers
  const counted =
    rows.length || q.offset === 0 ? rows : await run(feedRanking({ ...q, limit: 1, offset: 0 }));
  return { ids: rows.map((r) => r.id), total: Number(counted[0]?.total ?? 0) };
}
