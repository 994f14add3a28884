import { COUNT_CAP, PAGE_SIZE, PROFILE_STATUS } from '@kaamkaj/domain';
import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { files, seekerProfiles, users } from '../../platform/db/schema';

// issue 6: only seekers seen within this window are searchable.
export const ACTIVE_DAYS = 90;
const DAY_MS = 86_400_000;

/** The start of the searchable window (issue 6). */
export const activeSince = (now: Date) => new Date(now.getTime() - ACTIVE_DAYS * DAY_MS);

/** Premium at `now`: the profile's copy of users.premium_until (migration 0021). */
const premiumAt = (now: Date) =>
  sql`(${seekerProfiles.premiumUntil} is not null and ${seekerProfiles.premiumUntil} > ${now})`;

const searchOrder = sql`${seekerProfiles.completion} desc nulls last, ${seekerProfiles.lastSeenAt} desc nulls last, ${seekerProfiles.userId}`;

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
  const matching = db.select({ one: sql`1` }).from(seekerProfiles).where(where);
  const result = await db.execute(sql`explain (format json) ${matching}`);
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

/**
 * The ids of one page of seekers passing `where`, in the search's order (spec 000 §6: Premium
 * first; then most complete, most recently seen). Each branch stops after the page (issue 17
 * item 2):
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
 */
export function candidatePageIds(where: SQL | undefined, page: number, now: Date) {
  const upTo = (page + 1) * PAGE_SIZE;
  const branch = (tier: 0 | 1, from: SQL, cond: SQL) =>
    sql`(select ${seekerProfiles.userId} as id, ${sql.raw(String(tier))} as tier,
               ${seekerProfiles.completion} as completion, ${seekerProfiles.lastSeenAt} as seen
         from ${from}
         where ${where ?? sql`true`} and ${cond}
         order by ${searchOrder} limit ${upTo})`;
  // named as the table, so that `where`'s columns ("seeker_profiles"."gender" ...) read it
  const activePremium = sql`(select ${sql.join(searchedColumns, sql`, `)} from ${seekerProfiles}
      where ${seekerProfiles.profileStatus} = ${PROFILE_STATUS.COMPLETE} and ${premiumAt(now)}
        and ${seekerProfiles.lastSeenAt} >= ${activeSince(now)}
      order by ${searchOrder} offset 0) as ${seekerProfiles}`;
  const premium = branch(1, activePremium, sql`true`);
  const others = branch(
    0,
    sql`${seekerProfiles}`,
    sql`(${seekerProfiles.premiumUntil} is null or ${seekerProfiles.premiumUntil} <= ${now})`,
  );
  return sql`select id from (${premium} union all ${others}) ranked
    order by tier desc, completion desc nulls last, seen desc nulls last, id
    limit ${PAGE_SIZE} offset ${page * PAGE_SIZE}`;
}

/**
 * The page's seekers as their cards need them, with their photo's key, in the search's order:
 * `page` (candidatePageIds) runs inside this one statement, and the order is drawn again from
 * the rows' own columns (the Premium tier is `premium_until` after `now`).
 */
export function candidateRows(db: Executor, page: SQL, now: Date) {
  const p = seekerProfiles;
  return db
    .select({
      user: { id: users.id, name: users.name, lastSeenAt: users.lastSeenAt },
      profile: {
        addressCurrent: p.addressCurrent,
        addressHome: p.addressHome,
        jobIntrested: p.jobIntrested,
        ageBand: p.ageBand,
        dob: p.dob,
        gender: p.gender,
        experience: p.experience,
        qualification: p.qualification,
        qualificationOther: p.qualificationOther,
        salaryFrom: p.salaryFrom,
        salaryTo: p.salaryTo,
        speakEnglish: p.speakEnglish,
        completion: p.completion,
      },
      photoKey: files.objectKey,
    })
    .from(users)
    .innerJoin(p, eq(p.userId, users.id))
    .leftJoin(files, eq(files.id, p.profilePicFile))
    .where(sql`${users.id} in (${page})`)
    .orderBy(sql`${premiumAt(now)} desc, ${searchOrder}`);
}
