import { COUNT_CAP, PAGE_SIZE, PROFILE_STATUS } from '@kaamkaj/domain';
import { count, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { rendered, renderedColumns } from '../../platform/db/rendered';
import { files, seekerProfiles, users } from '../../platform/db/schema';

// issue 6: only seekers seen within this window are searchable.
export const ACTIVE_DAYS = 90;
const DAY_MS = 86_400_000;

/** The start of the searchable window (issue 6). */
export const activeSince = (now: Date) => new Date(now.getTime() - ACTIVE_DAYS * DAY_MS);

// The statements' fixed parts, rendered once (platform/db/rendered.ts): the six searches of the
// bench built their SQL in 408 µs each, 170 µs with these (bench/README.md, 2026-12-02).
const profiles = rendered(sql`${seekerProfiles}`);
/** The profile's columns, rendered once: the search's conditions are built from them too. */
export const col = renderedColumns(seekerProfiles);

/** Premium at `now`: the profile's copy of users.premium_until (migration 0021). */
const premiumAt = (now: Date) =>
  sql`(${col.premiumUntil} is not null and ${col.premiumUntil} > ${now})`;

const searchOrder = rendered(
  sql`${seekerProfiles.completion} desc nulls last, ${seekerProfiles.lastSeenAt} desc nulls last, ${seekerProfiles.userId}`,
);

/**
 * How many seekers pass `where`, counted up to COUNT_CAP + 1 only (issue 17): beyond the cap
 * the answer says "1,000+", and the count stops reading there.
 */
export function candidateCount(db: Executor, where: SQL | undefined) {
  const matching = db
    .select({ one: sql`1`.as('one') })
    .from(seekerProfiles)
    .where(where)
    // in the page's order, so a broad search walks the order's index and stops early
    .orderBy(searchOrder)
    .limit(COUNT_CAP + 1)
    .as('matching');
  return db.select({ n: count() }).from(matching);
}

/**
 * issue 17 item 2, "counts by estimate beyond a threshold": a search PostgreSQL expects to match
 * at least this many seekers is answered "1,000+" without counting. Three times the cap: the
 * planner takes the filters as independent, so filters that rarely go together (a category few
 * women work in, and women) can be overestimated, and the estimate must be off threefold before
 * a count under 1,000 shows as "1,000+". The service counts after all when the page comes back
 * short (search.service.ts), so the last page and an empty search always show the exact number.
 * At ten times the cap, the bench's searches gained nothing: the costly counts there are the
 * ones expected at 1,700 and 9,300 (bench/README.md, 2026-11-27 "counts by estimate").
 */
export const ESTIMATE_BEYOND = 3 * COUNT_CAP;

/**
 * How many seekers PostgreSQL expects to pass `where`: the planner's row estimate for the
 * search's rows, read with `EXPLAIN` from the table's statistics. Nothing is read from the table,
 * so a broad search's "1,000+" costs a plan (about a millisecond) instead of reading 1,001 matches
 * in the list's order (20 to 30 ms of PostgreSQL at 200,000 seekers).
 */
export async function estimatedCandidates(db: Executor, where: SQL | undefined): Promise<number> {
  const result = await db.execute(
    sql`explain (format json) select 1 from ${profiles} where ${where ?? sql`true`}`,
  );
  // node-postgres and PGlite both answer execute() with { rows } and parse the json plan; an
  // answer of another shape reads as 0, which only means the search is counted
  type Plan = { Plan?: { 'Plan Rows'?: number } }[];
  const [row] = (result as unknown as { rows: { 'QUERY PLAN'?: Plan }[] }).rows;
  return Number(row?.['QUERY PLAN']?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * The columns a search's conditions read (`candidateConditions`) and its order: the key and the
 * included columns of `seeker_profiles_search_premium_idx` (migration 0023).
 */
export const searchedColumns = [
  seekerProfiles.userId,
  seekerProfiles.completion,
  seekerProfiles.lastSeenAt,
  seekerProfiles.profileStatus,
  seekerProfiles.premiumUntil,
  seekerProfiles.jobIntrested,
  seekerProfiles.addressCurrent,
  seekerProfiles.salaryFrom,
  seekerProfiles.salaryTo,
  seekerProfiles.qualification,
  seekerProfiles.gender,
  seekerProfiles.experience,
  seekerProfiles.speakEnglish,
  seekerProfiles.ageBand,
  seekerProfiles.dob,
];
const searchedList = rendered(sql.join(searchedColumns, sql`, `));
const rankedColumns = rendered(
  sql`${seekerProfiles.userId} as id, ${seekerProfiles.completion} as completion, ${seekerProfiles.lastSeenAt} as seen`,
);

/**
 * The ids of one page of seekers passing `where`, in the search's order (spec 000 §6: Premium
 * first; then most complete, most recently seen), each with `n`: how many seekers pass `where`,
 * counted up to COUNT_CAP + 1 when `counting`, else null. Each branch stops after the page, or
 * after the cap when counting (issue 17 item 2):
 *
 * - The other seekers' branch reads `seeker_profiles_search_order_idx` in its order, so a broad
 *   search reads about as many rows as it shows; a narrow one is found by the filters' indexes
 *   and sorted.
 * - The Premium branch walks the active Premium seekers (about 2 % of the seekers) in the same
 *   order on `seeker_profiles_search_premium_idx`, which holds every column a filter reads, and
 *   tests the filters on its entries: an index-only scan, 0.5 ms for a broad search and 1 ms
 *   when every active Premium seeker must be read (pgbench, 200,000 seekers). The `offset 0`
 *   fence keeps the other indexes out of it: left to itself, PostgreSQL intersected the Premium
 *   index with the interest's GIN index, a bitmap of every seeker of the category (70,000)
 *   built to keep a few hundred, 9.7 ms a branch.
 *
 * Counting, the page is drawn from the rows counted (each branch read up to the cap in its order,
 * which holds the page): the count and the page are one statement and one read of the matches,
 * where a page and a count of their own read the matches twice and cost two round trips
 * (bench/README.md, 2026-12-02). The two branches are disjoint, so their rows' number is the
 * count; past the cap it only says "1,000+".
 */
export function candidatePageIds(
  where: SQL | undefined,
  page: number,
  now: Date,
  counting = false,
) {
  const upTo = (page + 1) * PAGE_SIZE;
  const limit = counting ? Math.max(upTo, COUNT_CAP + 1) : upTo;
  const branch = (tier: SQL, from: SQL, cond: SQL) =>
    sql`(select ${rankedColumns}, ${tier} as tier from ${from}
         where ${where ?? sql`true`} and ${cond}
         order by ${searchOrder} limit ${limit})`;
  // named as the table, so that `where`'s columns ("seeker_profiles"."gender" ...) read it
  const activePremium = sql`(select ${searchedList} from ${profiles}
      where ${col.profileStatus} = ${PROFILE_STATUS.COMPLETE} and ${premiumAt(now)}
        and ${col.lastSeenAt} >= ${activeSince(now)}
      order by ${searchOrder} offset 0) as ${profiles}`;
  const premium = branch(sql.raw('1'), activePremium, sql`true`);
  const others = branch(
    sql.raw('0'),
    profiles,
    sql`(${col.premiumUntil} is null or ${col.premiumUntil} <= ${now})`,
  );
  // a window's count is taken before the page's order and limit: every row the branches read
  const n = counting ? sql`count(*) over ()` : sql`null::bigint`;
  return sql`select id, ${n} as n from (${premium} union all ${others}) ranked
    order by tier desc, completion desc nulls last, seen desc nulls last, id
    limit ${PAGE_SIZE} offset ${page * PAGE_SIZE}`;
}

/** One seeker of a page as `candidateRows` reads it: its columns as the drivers give them. */
export type CandidateRow = {
  id: string;
  name: string | null;
  /** timestamptz as PostgreSQL writes it (both drivers, as drizzle asks them to) */
  last_seen_at: string;
  address_current: string | null;
  address_home: string | null;
  job_intrested: { job_category: string; skills: string[] }[];
  age_band: number | null;
  /** YYYY-MM-DD */
  dob: string | null;
  gender: number | null;
  experience: number | null;
  qualification: number | null;
  qualification_other: string | null;
  salary_from: number | null;
  salary_to: number | null;
  speak_english: number | null;
  completion: number;
  photo_key: string | null;
  /** the page's count (candidatePageIds), or null when it did not count */
  n: number | null;
};

// The cards' statement around its page, rendered once: drizzle built this select and mapped its
// rows field by field on every search, 0.4 to 1 ms of a search's CPU in turns against the
// select (bench/README.md, 2026-12-03 session 29).
const p = seekerProfiles;
const cardsHead = rendered(sql`select ${users.id} as id, ${users.name} as name,
    ${users.lastSeenAt} as last_seen_at, ${p.addressCurrent} as address_current,
    ${p.addressHome} as address_home, ${p.jobIntrested} as job_intrested,
    ${p.ageBand} as age_band, ${p.dob} as dob, ${p.gender} as gender,
    ${p.experience} as experience, ${p.qualification} as qualification,
    ${p.qualificationOther} as qualification_other, ${p.salaryFrom} as salary_from,
    ${p.salaryTo} as salary_to, ${p.speakEnglish} as speak_english,
    ${p.completion} as completion, ${files.objectKey} as photo_key, ranked.n::int as n
  from ${users} inner join (`);
const cardsJoins = rendered(sql`) as ranked on ranked.id = ${users.id}
  inner join ${seekerProfiles} on ${p.userId} = ${users.id}
  left join ${files} on ${files.id} = ${p.profilePicFile}
  order by `);

/**
 * The statement of a page's seekers as their cards need them, with their photo's key and the
 * page's `n`, in the search's order: `page` (candidatePageIds) runs inside it, and the order is
 * drawn again from the rows' own columns (the Premium tier is `premium_until` after `now`).
 */
export const candidateRowsQuery = (page: SQL, now: Date) =>
  sql`${cardsHead}${page}${cardsJoins}${premiumAt(now)} desc, ${searchOrder}`;

/** The page's seekers (`candidateRowsQuery`), read in one statement. */
export async function candidateRows(db: Executor, page: SQL, now: Date) {
  // node-postgres and PGlite both answer execute() with { rows }
  const result = await db.execute(candidateRowsQuery(page, now));
  return (result as unknown as { rows: CandidateRow[] }).rows;
}
