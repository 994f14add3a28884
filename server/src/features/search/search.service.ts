import {
  AGE_BAND_YEARS,
  type AgeBand,
  ageBandOf,
  ageOn,
  type CandidateCard,
  type CandidateFilter,
  type CandidateSearchBody,
  COUNT_CAP,
  capCount,
  MASKED_CONTACT,
  PAGE_SIZE,
  PROFILE_STATUS,
  ROLE,
} from '@kaamkaj/domain';
import { and, eq, gt, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type AuthUser, requireRole } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { CAPPED_COUNT_SECONDS, KEPT_CAPPED, KEPT_UNDER_CAP } from '../../platform/db/capped-count';
import { markNow } from '../../platform/feed-marks';
import { categoryNames, renameMark } from './category-names';
import {
  activeSince,
  candidateCount,
  candidatePageIds,
  candidateRows,
  col,
  ESTIMATE_BEYOND,
  estimatedCandidates,
} from './search.queries';

type Filter = z.output<typeof CandidateFilter>;
type SearchBody = z.output<typeof CandidateSearchBody>;

/** `:id` of the route that searches every category. */
export const ALL_CATEGORIES = 'all';
// spec 001 §8 "Search": the empty result's text.
export const NO_RECORDS = 'Sorry! No records found';
const COMPLETE = 100; // spec 001 §9 "Completed-profile filter: 100%"
// issue 17 item 2: a search's "1,000+" is kept CAPPED_COUNT_SECONDS (platform/db/capped-count.ts).
// The broad searches are the costly counts (they read 1,001 matches in the list's order, 20 to
// 30 ms of PostgreSQL at 200,000 seekers); one under the cap is counted again on every search
// (from the page when the page is short), so a new seeker is counted at once and "no records" is
// never stale.

/** spec 001 §6: browsing job seekers is an employer's (role 2) business only. */
export const requireEmployer = (me: AuthUser) =>
  requireRole(me, ROLE.EMPLOYER, 'Only employers can search job seekers');

// job_intrested holds [{job_category, skills[]}]: containment tests stay index-friendly (GIN).
const interestedIn = (entry: { job_category: string } | { skills: string[] }) =>
  sql`${col.jobIntrested} @> ${JSON.stringify([entry])}::jsonb`;

/** The YYYY-MM-DD `years` years before `today` (UTC calendar). */
function yearsBefore(today: Date, years: number): string {
  const d = new Date(today);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

/** A seeker is in `band` by the band they chose, or else by their birth date. */
function inAgeBand(band: AgeBand, today: Date): SQL | undefined {
  const { min, max } = AGE_BAND_YEARS[band];
  const byDob = and(
    isNull(col.ageBand),
    lte(col.dob, yearsBefore(today, min)),
    max === null ? undefined : gt(col.dob, yearsBefore(today, max + 1)),
  );
  return or(eq(col.ageBand, band), byDob);
}

/** The WHERE of a search: searchable seekers (complete and active) passing every filter. */
export function candidateConditions(categoryId: string, f: Filter, now = new Date()): SQL[] {
  // the profile's copies of the user's status and last visit (migration 0021): every condition
  // is on seeker_profiles, whose indexes serve it. Only seekers have a profile.
  const where: (SQL | undefined)[] = [
    eq(col.profileStatus, PROFILE_STATUS.COMPLETE),
    gte(col.lastSeenAt, activeSince(now)),
  ];
  if (categoryId !== ALL_CATEGORIES) where.push(interestedIn({ job_category: categoryId }));
  if (f.job_intrested) where.push(interestedIn({ job_category: f.job_intrested }));
  if (f.address_current.length > 0) {
    where.push(inArray(col.addressCurrent, f.address_current));
  }
  if (f.skills.length > 0) where.push(or(...f.skills.map((s) => interestedIn({ skills: [s] }))));
  // The seeker's expected range overlaps the filter's; a seeker with no expectation is left out.
  if (f.salary_from !== undefined) {
    where.push(sql`coalesce(${col.salaryTo}, ${col.salaryFrom}) >= ${f.salary_from}`);
  }
  if (f.salary_to !== undefined) {
    where.push(sql`coalesce(${col.salaryFrom}, ${col.salaryTo}) <= ${f.salary_to}`);
  }
  if (f.qualification !== undefined) where.push(eq(col.qualification, f.qualification));
  if (f.gender !== undefined) where.push(eq(col.gender, f.gender));
  if (f.experience !== undefined) where.push(eq(col.experience, f.experience));
  if (f.speak_english !== undefined) where.push(eq(col.speakEnglish, f.speak_english));
  if (f.age !== undefined) where.push(inAgeBand(f.age, now));
  if (f.profile_completed_status) where.push(eq(col.completion, COMPLETE));
  return where.filter((c): c is SQL => c !== undefined);
}

const nothingFound = () => ({ data: [], count: 0, count_capped: false, message: NO_RECORDS });

/** The cache key of a search's "1,000+": its category and filters, whatever their order. */
export function cappedCountKey(categoryId: string, f: Filter): string {
  const filters = Object.entries(f)
    .filter(
      ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.length),
    )
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `search-count:${JSON.stringify([categoryId, filters])}`;
}

/** POST /user/emp/job/{id}/js/filter: the employer's job-seeker search (spec 001 §3, §5, §7). */
export function searchService(ctx: AppContext) {
  const photoUrl = (key: string | null) => (key ? ctx.storage.publicUrl(key) : null);
  const categories = categoryNames(ctx.db, markNow, renameMark(ctx.cache));

  /**
   * What the minute's cache (`held`, the key's value) says of a search's count before its page
   * is read: "1,000+" (not counted), or `null` when it must be counted exactly. A search
   * PostgreSQL expects to match ESTIMATE_BEYOND seekers or more is "1,000+" without counting;
   * one counted under the cap within the minute skips the estimate and is counted again (issue
   * 17 item 2).
   */
  async function keptCount(key: string, held: string | null, where: SQL | undefined) {
    if (held === KEPT_UNDER_CAP) return null; // counted again, without the estimate
    if (held !== null) return capCount(COUNT_CAP + 1);
    if ((await estimatedCandidates(ctx.db, where)) >= ESTIMATE_BEYOND) {
      await ctx.cache.set(key, KEPT_CAPPED, CAPPED_COUNT_SECONDS);
      return capCount(COUNT_CAP + 1);
    }
    return null;
  }

  /**
   * The exact count, up to the cap: from the page itself when it is short and not past the end
   * (its seekers are the last ones), else from the page's `n` (counted in its statement), else
   * counted. What it was is kept for the minute (`KEPT_CAPPED` or `KEPT_UNDER_CAP`), written only
   * when the cache held something else.
   */
  async function countExactly(
    key: string,
    held: string | null,
    where: SQL | undefined,
    page: number,
    rows: readonly { n: number | null }[],
  ) {
    const shown = rows.length;
    const endsHere = shown < PAGE_SIZE && (shown > 0 || page === 0);
    const inPage = rows[0]?.n ?? null;
    const counted = capCount(
      endsHere
        ? page * PAGE_SIZE + shown
        : inPage !== null
          ? inPage
          : Number((await candidateCount(ctx.db, where))[0]?.n ?? 0),
    );
    const keep = counted.capped ? KEPT_CAPPED : KEPT_UNDER_CAP;
    if (held !== keep) await ctx.cache.set(key, keep, CAPPED_COUNT_SECONDS);
    return counted;
  }

  async function search(
    categoryId: string,
    body: SearchBody,
    now = new Date(),
  ): Promise<{ data: CandidateCard[]; count: number; count_capped: boolean; message?: string }> {
    const db = ctx.db;
    const f = body.filters;
    if (categoryId !== ALL_CATEGORIES) await categories.require(categoryId, 'id');
    if (f.job_intrested) await categories.require(f.job_intrested, 'filters.job_intrested');
    const where = and(...candidateConditions(categoryId, f, now));

    const key = cappedCountKey(categoryId, f);
    const held = await ctx.cache.get(key);
    const kept = await keptCount(key, held, where);
    // A search to count is counted in its page's statement (no statement of its own unless the
    // page is past the end). A short page is the count itself, and a "1,000+" taken from the
    // estimate or the minute's cache is counted after all when the page is short, so no search
    // shows "1,000+" above a page with its last seekers (or none).
    const counting = kept === null;
    const rows = await candidateRows(db, candidatePageIds(where, body.page, now, counting), now);
    const total =
      kept && rows.length === PAGE_SIZE
        ? kept
        : await countExactly(key, held, where, body.page, rows);
    if (total.count === 0) return nothingFound();

    const wanted = await categories.named();
    const data = rows.map((r) => ({
      _id: r.id,
      name: r.name,
      profile_pic: photoUrl(r.photo_key),
      address_current: r.address_current,
      address_home: r.address_home,
      // issue 14 item 12: what they want to do, named in both languages (one query a page)
      wanted_jobs: r.job_intrested.flatMap((j) => wanted.get(j.job_category) ?? []),
      last_active: new Date(r.last_seen_at).toISOString(),
      // the band code, as the profile's `age`; from the birth date when no band was chosen
      age: r.age_band ?? (r.dob ? ageBandOf(ageOn(r.dob, now)) : null),
      gender: r.gender,
      experience: r.experience,
      qualification: r.qualification_other ?? r.qualification,
      salary_from: r.salary_from,
      salary_to: r.salary_to,
      skills: [...new Set(r.job_intrested.flatMap((j) => j.skills))],
      speak_english: r.speak_english,
      completion: r.completion,
      contact: MASKED_CONTACT, // issue 6: the search never releases a number
    }));
    return { data, count: total.count, count_capped: total.capped };
  }

  return { search };
}
