import { PAGE_SIZE } from '@kaamkaj/domain';
import { and, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import {
  CAPPED_COUNT_SECONDS,
  COUNTED,
  cappedAnswer,
  countUpTo,
  KEPT_CAPPED,
  KEPT_UNDER_CAP,
} from '../../platform/db/capped-count';
import type { Executor } from '../../platform/db/client';
import { rendered } from '../../platform/db/rendered';
import { jobs } from '../../platform/db/schema';
import {
  adminJobsPage,
  HAS_TRIGRAM,
  JOBS,
  JOBS_TABLE,
  job,
  matching,
  type NameWords,
  readNameWords,
  renderedWalkOf,
  type Searched,
  statusIs,
  whatTextNames,
} from './admin-jobs-queries';

/** How long the company names' common words are kept (ANALYZE changes them, now and then). */
const NAME_WORDS_SECONDS = 600;

/**
 * issue 17 item 2: how a search finds its jobs, whatever the planner guesses. Asked for a page
 * and a count in one statement each, PostgreSQL guessed how many jobs a text matches from its
 * statistics, which cannot tell (a title's part found in no sampled row was taken for 1 % of
 * the jobs), and walked the newest-first index until the page was full: at a million jobs a
 * text matching eleven jobs walked all of them, 2.3 s for the page and 2.0 s for its count, and
 * the bench's searches timed out (bench/README.md, admin lists, 2026-12-01). So the search
 * measures instead how often the text matches among the newest SAMPLE_ROWS jobs (of the status),
 * reading them in order until it has the page's matches (`sampled`: at most 1,000 rows, about
 * 1.5 ms at a million jobs; for a common text only as far as the page, which it then is):
 * - (almost) none: the text is looked up in the indexes (`lookedUp`: bitmap scans, costing what
 *   they find), up to COUNTED matches in order, which are the count and hold the page;
 * - some: at that rate, the page is read in order from the newest WINDOW_ROWS jobs when a walk
 *   would find it there (`matchesIn`, stopping at the page), and so is the count when 1,000+
 *   matches would be there; what the window does not settle is looked up: the page as above,
 *   the count by stopping after COUNTED rows of the matches' bitmap.
 * A single word that COUNTED jobs have in their titles is "1,000+" without any of that counting
 * (`jobsWithWord`, job_title_words): only the page is read.
 * Each way reads the jobs in the list's order, so each gives the rows one statement would.
 */
const SAMPLE_ROWS = 1_000;
/** Fewer matches in the sample say too little of the rate (one in 1,000 had the page walk
 * 30,000 jobs for a text of 47: 266 ms at p95 in the bench, against 30 ms looked up). */
const SAMPLED_ENOUGH = 5;
/** A walk of 10,000 jobs is about 15 ms at a million; looking up a text's 1,000+ matches about 10. */
const WINDOW_ROWS = 10_000;
/** How far a walk of the newest jobs went: the last job it came to (its time as text, exact). */
type WalkedTo = { at: string; id: string };

/** The columns of the walks' subquery (`newest`), and its order, as the search names them. */
const NEWEST_COLUMNS = rendered(
  sql`${jobs.id}, ${jobs.jobTitle}, ${jobs.companyName}, ${jobs.createdBy}, ${jobs.status}, ${jobs.createdAt}`,
);
const NEWEST: Searched = {
  id: sql.raw('newest.id'),
  jobTitle: sql.raw('newest.job_title'),
  companyName: sql.raw('newest.company_name'),
  createdBy: sql.raw('newest.created_by'),
};
const NEWEST_ORDER = sql.raw('newest.created_at desc, newest.id desc');
const NEWEST_STATUS_ORDER = sql.raw('newest.status desc, newest.created_at desc, newest.id desc');

/** The cache keys of the searches' "1,000+" (CAPPED_COUNT_SECONDS): a status and a text each. */
export const ADMIN_SEARCH_COUNT_PREFIX = 'admin-jobs-count:';
export const adminSearchCountKey = (status: number | undefined, q: string) =>
  `${ADMIN_SEARCH_COUNT_PREFIX}${JSON.stringify([status ?? null, q])}`;

/** The admin's search of every job by a text (issue 14 item 12), found as SAMPLE_ROWS says. */
export function adminJobsSearch(ctx: AppContext) {
  /** The company names' common words, read at most every NAME_WORDS_SECONDS (one read at a time). */
  let nameWords: { until: number; words: Promise<NameWords> } | null = null;
  const companyNameWords = () => {
    if (!nameWords || nameWords.until < Date.now()) {
      const words = readNameWords(ctx.db).catch((err: unknown) => {
        nameWords = null; // asked again next time
        throw err;
      });
      nameWords = { until: Date.now() + NAME_WORDS_SECONDS * 1000, words };
    }
    return nameWords.words;
  };

  /**
   * The newest `n` jobs of the status, in the list's order: what a walk reads, as the subquery
   * `newest` (`NEWEST` names its columns). `read` numbers them 1, 2, ... for the sample (to know
   * how far it went); the other walks leave it 0. `after`: those older than that job only (the
   * walk going on from it). Written with the names rendered once (`renderedWalkOf`, `JOBS`).
   */
  const newestWith = (status: number | undefined, n: number, read: SQL, after?: WalkedTo) => {
    const walk = renderedWalkOf(status);
    // only the jobs after it in the walk, as the walked index's columns (one of its conditions)
    const past = after
      ? status === undefined
        ? sql`(${job.createdAt}, ${job.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
        : sql`(${job.status}, ${job.createdAt}, ${job.id})
              < (${status}, ${after.at}::timestamptz, ${after.id}::uuid)`
      : undefined;
    return sql`(select ${NEWEST_COLUMNS}, ${read} as read from ${JOBS_TABLE}
      where ${and(walk.where, past) ?? sql`true`} order by ${walk.order} limit ${n}) newest`;
  };
  const newest = (status: number | undefined, n: number, after?: WalkedTo) =>
    newestWith(status, n, sql`0`, after);
  const newestNumbered = (status: number | undefined, n: number) =>
    newestWith(status, n, sql`(row_number() over (order by ${renderedWalkOf(status).order}))::int`);

  /**
   * The jobs `where` holds, in the list's order, `upTo` of them from `from` on, looked up in the
   * indexes. `offset 0` keeps the inner select a query of its own: planned to read every match,
   * it takes the bitmap scans of the indexes above, never a walk of the order's index (the outer
   * order and limit would have the planner guess how soon a walk fills them).
   */
  async function lookedUp(
    db: Executor,
    where: SQL | undefined,
    from: number,
    upTo: number,
  ): Promise<string[]> {
    // node-postgres and PGlite both answer execute() with { rows }
    const result = (await db.execute(
      sql`select found.id from (
        select ${job.id} as id, ${job.createdAt} as created_at from ${JOBS_TABLE}
        where ${where} offset 0
      ) found order by found.created_at desc, found.id desc limit ${upTo} offset ${from}`,
    )) as unknown as { rows: { id: string }[] };
    return result.rows.map((r) => r.id);
  }

  /**
   * `read`, a lookup of `q`'s matches, with the planner's sequential scans off when `q` has a
   * trigram (so that every branch of `matching` has an index to read). The planner still
   * guesses how many jobs a text matches: guessing 3 % for a word in 2 % of the titles, it read
   * the table until the 1,001st match instead of the title's index (bench/README.md, admin
   * lists, session 16), and a rare text guessed that common would be read from all of it.
   * Without a trigram the title's index can only be read whole, and the planner chooses.
   */
  const onIndexes = <T>(q: string, read: (db: Executor) => Promise<T>): Promise<T> =>
    HAS_TRIGRAM.test(q) ? ctx.database.withoutSeqScans(read) : read(ctx.db);

  /**
   * The jobs of `ids` (in the list's order, as every way above reads them), as a page shows them.
   * Prepared once: a named statement on PostgreSQL, parsed and planned once per connection (issue
   * 17 item 2: its planning took 0.5 ms of a search's 6 to 9 of PostgreSQL, its parsing 0.15).
   */
  const pageOfIds = adminJobsPage(
    ctx.db,
    undefined,
    sql`${jobs.id} = any(${sql.placeholder('ids')}::uuid[])`,
    0,
  ).prepare('admin_jobs_of_ids');
  const rowsOf = async (ids: string[]) => (ids.length === 0 ? [] : pageOfIds.execute({ ids }));

  /** A search (`q`), found as SAMPLE_ROWS says above. */
  async function search(status: number | undefined, page: number, q: string) {
    // what the minute's cache holds of its count (below), asked with the names
    const key = adminSearchCountKey(status, q);
    const [{ named, titleParts, withWord }, held] = await Promise.all([
      companyNameWords().then((words) => whatTextNames(ctx.db, status, q, words)),
      ctx.cache.get(key),
    ]);
    const match = (on: Searched) => matching(q, named, on);
    const from = page * PAGE_SIZE;
    const upToPage = from + PAGE_SIZE;
    /** Those of the `recent` jobs (`newest`) that `q` matches, in order: `upTo` of them from
     * `skip` on, each with its `read`. The order is the walk's own (the subquery's, `walkOf`), so
     * the walk stops there, sorting nothing. */
    const matchesIn = async (recent: SQL, skip: number, upTo: number) => {
      // node-postgres and PGlite both answer execute() with { rows }
      const result = (await ctx.db.execute(
        // the time as text: a Date would drop its microseconds, which `after` compares
        sql`select newest.id, newest.read, newest.created_at::text as at from ${recent}
          where ${match(NEWEST) ?? sql`true`}
          order by ${status === undefined ? NEWEST_ORDER : NEWEST_STATUS_ORDER}
          limit ${upTo} offset ${skip}`,
      )) as unknown as { rows: { id: string; read: number; at: string }[] };
      return result.rows;
    };
    /** How many of the newest `n` jobs (older than `after`) `q` matches, up to `upTo`. */
    const countInNewest = (n: number, upTo: number, after: WalkedTo) =>
      countUpTo(ctx.db, newest(status, n, after), match(NEWEST), upTo);

    // the sample: the matches up to the page's last among the newest SAMPLE_ROWS jobs, each
    // with how many jobs the walk had read when it came to it
    const sampled = await matchesIn(newestNumbered(status, SAMPLE_ROWS), 0, upToPage);
    // what the lookups below ask the indexes for
    const where = and(statusIs(status), matching(q, named, JOBS, titleParts));
    // a word 1,001 jobs have in their title is "1,000+" without counting (a word in 2 % of a
    // million titles took 12 to 20 ms of PostgreSQL to count, bench/README.md admin lists)
    const wordCounted = withWord >= COUNTED;
    if (sampled.length < SAMPLED_ENOUGH && wordCounted) {
      // (almost) none among the newest, yet counted: the page alone
      const ids = await onIndexes(q, (db) => lookedUp(db, where, from, PAGE_SIZE));
      return { rows: await rowsOf(ids), counted: await kept(key, held, COUNTED) };
    }
    if (sampled.length < SAMPLED_ENOUGH) {
      // (almost) none among the newest: up to COUNTED in order, the count and (mostly) the page
      const [found, ids] = await onIndexes(q, async (db) => {
        const found = await lookedUp(db, where, 0, COUNTED);
        const ids =
          found.length < COUNTED
            ? found.slice(from, upToPage)
            : await lookedUp(db, where, from, PAGE_SIZE);
        return [found, ids] as const;
      });
      return { rows: await rowsOf(ids), counted: cappedAnswer(found.length) };
    }
    // The sample's last match (there are SAMPLED_ENOUGH or more here): the window's walks go on
    // after it (`last.read` jobs in, every match up to it in `sampled`) rather than reading those
    // jobs again (a word in 2 % of the titles read 1,000 jobs for the sample, then 1,500 from the
    // newest for its page)
    const last = sampled[sampled.length - 1] as (typeof sampled)[number];
    // the jobs read for the sample's matches: all SAMPLE_ROWS unless it stopped at the page
    const read = sampled.length === upToPage ? last.read : SAMPLE_ROWS;
    // how far into the newest jobs a walk goes for `matches` of them, at the sample's rate
    const walks = (matches: number) => (matches * read) / sampled.length <= WINDOW_ROWS;
    const rest = WINDOW_ROWS - last.read;
    const pageIds = async () => {
      if (sampled.length === upToPage) return sampled.slice(from).map((r) => r.id);
      const more = walks(upToPage)
        ? await matchesIn(newest(status, rest, last), 0, upToPage - sampled.length)
        : [];
      const inWindow = [...sampled, ...more].slice(from);
      return inWindow.length === PAGE_SIZE
        ? inWindow.map((r) => r.id)
        : onIndexes(q, (db) => lookedUp(db, where, from, PAGE_SIZE));
    };
    const counted = async () => {
      if (wordCounted) return COUNTED;
      const inWindow = walks(COUNTED)
        ? sampled.length + (await countInNewest(rest, COUNTED - sampled.length, last))
        : 0;
      // what the window does not settle: stopping after COUNTED rows of the matches' bitmap
      return inWindow === COUNTED
        ? COUNTED
        : onIndexes(q, (db) => countUpTo(db, JOBS_TABLE, where, COUNTED));
    };
    // A "1,000+" counted within the minute is not counted again while the page is full (the
    // staff page through a search); a short page may hold the last matches, so it is counted
    // (issue 17 item 2: a word in 2 % of a million titles took 12 ms of PostgreSQL to count).
    const ids = held === KEPT_CAPPED ? await pageIds() : null;
    if (ids?.length === PAGE_SIZE)
      return { rows: await rowsOf(ids), counted: cappedAnswer(COUNTED) };
    const [rows, n] = await Promise.all([
      (ids ? Promise.resolve(ids) : pageIds()).then(rowsOf),
      counted(),
    ]);
    return { rows, counted: await kept(key, held, n) };
  }

  /** `n`, and what it says of the search's count kept for the minute (written when it changed). */
  async function kept(key: string, held: string | null, n: number) {
    const keep = n === COUNTED ? KEPT_CAPPED : KEPT_UNDER_CAP;
    if (held !== keep) await ctx.cache.set(key, keep, CAPPED_COUNT_SECONDS);
    return cappedAnswer(n);
  }

  return search;
}
