import { COUNT_CAP, PAGE_SIZE } from '@kaamkaj/domain';
import { count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { files, seekerProfiles, users } from '../../platform/db/schema';

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
 * The ids of one page of seekers passing `where`, in the search's order (spec 000 §6: Premium
 * first; then most complete, most recently seen). Each of the two branches, Premium or not,
 * reads `seeker_profiles_search_order_idx` in its order and stops after the page (issue 17), so
 * a broad search reads about as many rows as it shows; a narrow one is found by the filters'
 * indexes and sorted.
 */
export function candidatePageIds(where: SQL | undefined, page: number, now: Date) {
  // the profile's copy of users.premium_until (migration 0021): the Premium branch walks
  // seeker_profiles_search_premium_idx
  const premium = sql`${seekerProfiles.premiumUntil} is not null and ${seekerProfiles.premiumUntil} > ${now}`;
  const upTo = (page + 1) * PAGE_SIZE;
  const branch = (tier: 0 | 1, cond: SQL) =>
    sql`(select ${seekerProfiles.userId} as id, ${sql.raw(String(tier))} as tier,
               ${seekerProfiles.completion} as completion, ${seekerProfiles.lastSeenAt} as seen
         from ${seekerProfiles}
         where ${where ?? sql`true`} and ${cond}
         order by ${searchOrder} limit ${upTo})`;
  return sql`select id from (${branch(1, premium)} union all ${branch(
    0,
    sql`(${seekerProfiles.premiumUntil} is null or ${seekerProfiles.premiumUntil} <= ${now})`,
  )}) ranked
    order by tier desc, completion desc nulls last, seen desc nulls last, id
    limit ${PAGE_SIZE} offset ${page * PAGE_SIZE}`;
}

/** The rows of the page's seekers, with their photo's key. */
export async function candidateRows(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ user: users, profile: seekerProfiles, photoKey: files.objectKey })
    .from(users)
    .innerJoin(seekerProfiles, eq(seekerProfiles.userId, users.id))
    .leftJoin(files, eq(files.id, seekerProfiles.profilePicFile))
    .where(inArray(users.id, ids));
  const byId = new Map(rows.map((r) => [r.user.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
