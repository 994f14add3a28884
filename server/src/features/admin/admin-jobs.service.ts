import { Id, PAGE_SIZE } from '@kaamkaj/domain';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import {
  CAPPED_COUNT_SECONDS,
  COUNTED,
  cappedAnswer,
  cappedCount,
  countUpTo,
  KEPT_CAPPED,
  KEPT_UNDER_CAP,
  walkOfOne,
} from '../../platform/db/capped-count';
import type { Executor } from '../../platform/db/client';
import {
  companies,
  files,
  jobCompanyNames,
  jobs,
  jobTitleWords,
  users,
} from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/errors';
import { jobsChanged } from '../../platform/feed-cache';
import { toEmployerJob } from '../jobs/jobs.service';
import { notifyUser } from './audit';

// spec 001 §3 "Job" status 4.
export const JOB_DEACTIVATED = 4;

/** `text` inside a LIKE pattern, its wildcards taken literally. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The columns a search reads: of `jobs` itself, or of a subquery of its newest rows. */
type Searched = {
  id: PgColumn;
  jobTitle: PgColumn;
  companyName: PgColumn;
  createdBy: PgColumn;
};

/** Who and what a search text names: the employers whose company name holds it, and the
 * company names of jobs (job_company_names) that do. */
type Named = { employers: string[]; names: string[] };

/**
 * issue 14 item 12: a job whose id is `q` exactly, or whose title, company name (the job's, or
 * the posting employer's, which differ for a consultancy) contains it, in any case.
 * issue 17 item 2: every branch tests a column of jobs, each with an index (the primary key,
 * jobs_title_trgm_idx of migration 0022, jobs_company_name_idx and jobs_created_by_idx for the
 * names and employers found before, `whatTextNames`: as values, each list one array parameter
 * however long), so the jobs it matches can be looked up in those indexes (`search` says when).
 * `titleParts`: the parts of `q` the title's index is asked for instead of the whole text
 * (`universalTitleWords`, `partsWithout`), each title found then tested against the whole text.
 */
function matching(
  q: string,
  named: Named,
  on: Searched = jobs,
  titleParts: string[] = [],
): SQL | undefined {
  return or(
    Id.safeParse(q).success ? eq(on.id, q) : undefined,
    containing(on.jobTitle, q, titleParts),
    named.names.length > 0
      ? sql`${on.companyName} = any(${sql.param(named.names)}::varchar[])`
      : undefined,
    named.employers.length > 0
      ? sql`${on.createdBy} = any(${sql.param(named.employers)}::uuid[])`
      : undefined,
  );
}

/**
 * `column` holds `q`, in any case: asked of the column's trigram index as `q`, or as its `parts`
 * (`partsWithout`) with each row found then tested against the whole text, by ILIKE as
 * PostgreSQL runs it in a UTF-8 database (both sides lowercased, then LIKE), written so that no
 * index takes it.
 */
function containing(column: PgColumn, q: string, parts: string[]): SQL | undefined {
  const pattern = `%${likeText(q)}%`;
  if (parts.length === 0) return ilike(column, pattern);
  return and(
    ...parts.map((part) => ilike(column, `%${likeText(part)}%`)),
    sql`lower(${column}) like lower(${pattern})`,
  );
}

/** The words of the company names in almost every name, of each table (`companyNameWords`). */
type NameWords = { companies: ReadonlySet<string>; names: ReadonlySet<string> };

/**
 * What a search text names, in one statement (issue 17 item 2: each statement of a search is a
 * round trip, a socket write and drizzle's building of it; at a million jobs a search sent
 * nine): the employers and the jobs' company names holding `q`, in any case (their trigram
 * indexes); for a text of several words the words UNIVERSAL_SHARE of the titles have
 * (`universalTitleWords`); for one word, how many jobs of the status have it (`jobsWithWord`).
 */
async function whatTextNames(
  db: Executor,
  status: number | undefined,
  q: string,
  words: NameWords,
): Promise<{ named: Named; titleParts: string[]; withWord: number }> {
  const lookups = [
    sql`select 'employer' as kind, ${companies.userId}::text as value from ${companies}
        where ${containing(companies.companyName, q, partsWithout(q, words.companies))}`,
    sql`select 'name', ${jobCompanyNames.companyName} from ${jobCompanyNames}
        where ${containing(jobCompanyNames.companyName, q, partsWithout(q, words.names))}`,
  ];
  const candidates = titleWordsOf(q);
  if (candidates.length > 0) lookups.push(universalTitleWords(candidates));
  if (ONE_WORD.test(q)) lookups.push(jobsWithWord(status, q));
  // node-postgres and PGlite both answer execute() with { rows }
  const { rows } = (await db.execute(sql.join(lookups, sql` union all `))) as unknown as {
    rows: { kind: string; value: string }[];
  };
  const named: Named = { employers: [], names: [] };
  const universal = new Set<string>();
  let withWord = 0;
  for (const r of rows) {
    if (r.kind === 'employer') named.employers.push(r.value);
    else if (r.kind === 'name') named.names.push(r.value);
    else if (r.kind === 'universal') universal.add(r.value);
    else withWord = Number(r.value);
  }
  return { named, titleParts: partsWithout(q, universal), withWord };
}

/** One word, a letter in it: a text whose jobs job_title_words may count (migration 0027). */
const ONE_WORD = /^[\p{L}\p{N}\p{M}]*\p{L}[\p{L}\p{N}\p{M}]*$/u;

/**
 * How many jobs (of the status) have `q` as a word of their title (job_title_words, kept by the
 * jobs' triggers): each of them a match of the search, as `matching` finds it in any case. 0 for
 * a text that is not one word as the titles' words are cut (`simple` lexemes: the text as one
 * lexeme, lowercased), whose matches are not counted there. A row of `whatTextNames`.
 */
const jobsWithWord = (status: number | undefined, q: string) =>
  sql`select 'with word', coalesce(sum(${jobTitleWords.jobs}), 0)::text from ${jobTitleWords}
      where ${and(
        eq(jobTitleWords.word, sql`lower(${q})`),
        statusIs(status, jobTitleWords.status),
        sql`tsvector_to_array(to_tsvector('simple', ${q}::text)) = array[lower(${q})]`,
      )}`;

/**
 * The parts of a search text that a trigram index is asked for, when some of its words are in
 * almost every row (UNIVERSAL_SHARE, `universal`, lowercased): `q` cut at those words, each part
 * with the space on each side where `q` has one (pg_trgm then pads its words' ends, as in the
 * whole text) and a trigram in it. A word in every row has trigrams whose lists in the index
 * hold every row, read whole for nothing: at a million jobs whose titles all hold "job", the
 * title's index took 12 to 14 ms for "job 42424" and 1.4 ms for " 42424" (bench/README.md, admin
 * lists, session 22). Each part is a piece of `q`, so a value holding `q` holds every part, and
 * `containing` tests the rows found against the whole text. [] when nothing is left out.
 */
function partsWithout(q: string, universal: ReadonlySet<string>): string[] {
  const words = [...q.matchAll(/\S+/gu)];
  if (words.length < 2 || !words.some((w) => universal.has(w[0].toLowerCase()))) return [];
  const parts: string[] = [];
  let start: number | null = null; // where the part being collected begins in q
  let end = 0;
  const close = () => {
    if (start === null) return;
    const part = q.slice(Math.max(0, start - 1), Math.min(q.length, end + 1));
    if (HAS_TRIGRAM.test(part)) parts.push(part);
    start = null;
  };
  for (const w of words) {
    const at = w.index ?? 0;
    if (universal.has(w[0].toLowerCase())) close();
    else {
      start ??= at;
      end = at + w[0].length;
    }
  }
  close();
  return parts;
}

/** A word in this share of the rows or more tells a trigram index nothing (`partsWithout`). */
const UNIVERSAL_SHARE = 0.9;

/** The words of a text of several words that job_title_words may count; [] for one word. */
function titleWordsOf(q: string): string[] {
  const words = q.match(/\S+/gu) ?? [];
  return words.length < 2 ? [] : words.map((w) => w.toLowerCase()).filter((w) => ONE_WORD.test(w));
}

/**
 * Of `candidates`, the words UNIVERSAL_SHARE of the jobs have in their titles (job_title_words,
 * summed over the statuses, against the table's estimated rows: -1 before its first analyze,
 * when no word is), which the title's trigram index is not asked for (`partsWithout`). Rows of
 * `whatTextNames`.
 */
const universalTitleWords = (candidates: string[]) =>
  sql`select 'universal', ${jobTitleWords.word} from ${jobTitleWords}
      where ${inArray(jobTitleWords.word, candidates)} group by ${jobTitleWords.word}
      having sum(${jobTitleWords.jobs}) >= ${UNIVERSAL_SHARE} * (
        select nullif(greatest(reltuples, 0), 0) from pg_class where oid = 'jobs'::regclass)`;

/** How long the company names' common words are kept (ANALYZE changes them, now and then). */
const NAME_WORDS_SECONDS = 600;

/**
 * The words in UNIVERSAL_SHARE or more of the employers' company names and of the jobs' company
 * names, from the statistics ANALYZE keeps of each (migration 0028: the names' `simple`
 * lexemes, their most common ones with the share of rows holding each). None where the
 * statistics are not there yet or not readable (pg_stats_ext_exprs shows the owner's tables).
 */
async function readNameWords(db: Executor): Promise<NameWords> {
  // node-postgres and PGlite both answer execute() with { rows }
  const result = (await db.execute(
    sql`select e.tablename as "table", w.word
        from pg_stats_ext_exprs e,
             unnest(e.most_common_elems::text::text[], e.most_common_elem_freqs) as w(word, freq)
        where e.schemaname = current_schema()
          and e.statistics_name in ('companies_name_words', 'job_company_names_words')
          and w.word is not null and w.freq >= ${UNIVERSAL_SHARE}`,
  )) as unknown as { rows: { table: string; word: string }[] };
  const of = (table: string) =>
    new Set(result.rows.filter((r) => r.table === table).map((r) => r.word));
  return { companies: of('companies'), names: of('job_company_names') };
}

const statusIs = (status: number | undefined, column: PgColumn = jobs.status) =>
  status === undefined ? undefined : eq(column, status);

/**
 * The newest jobs, in the order of jobs_created_idx, or of one status in that of
 * jobs_status_created_idx (`walkOfOne`: with `status = s`, PostgreSQL walked jobs_created_idx
 * and filtered, 300,000 jobs read for 30 at a million): `where` and `order` of a walk of the
 * list's index.
 */
const walkOf = (status: number | undefined) =>
  walkOfOne(jobs.status, status, [desc(jobs.createdAt), desc(jobs.id)], 'desc');

const logo = alias(files, 'logo');

/** One page of the admin's jobs (of `status`, when given), with the poster's name and e-mail and
 * the logo's key. */
const adminJobsPage = (
  db: Executor,
  status: number | undefined,
  where: SQL | undefined,
  page: number,
) => {
  const walk = walkOf(status);
  return db
    .select({ job: jobs, name: users.name, email: users.email, logoKey: logo.objectKey })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.createdBy))
    .leftJoin(logo, eq(logo.id, jobs.companyLogoFile))
    .where(and(walk.where, where))
    .orderBy(...walk.order)
    .limit(PAGE_SIZE)
    .offset(page * PAGE_SIZE);
};

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
/** Three letters or digits in a row: a text pg_trgm finds trigrams in, for the title's index. */
const HAS_TRIGRAM = /[\p{L}\p{N}\p{M}]{3}/u;

/** The cache keys of the searches' "1,000+" (CAPPED_COUNT_SECONDS): a status and a text each. */
export const ADMIN_SEARCH_COUNT_PREFIX = 'admin-jobs-count:';
export const adminSearchCountKey = (status: number | undefined, q: string) =>
  `${ADMIN_SEARCH_COUNT_PREFIX}${JSON.stringify([status ?? null, q])}`;

/** Every employer's jobs for moderation (DESIGN.md §1 "admin"). */
export function adminJobsService(ctx: AppContext) {
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

  /** GET /admin/jobs: newest first, 30 a page, by status and / or search text `q`. */
  async function list(status: number | undefined, page: number, q?: string) {
    const { rows, counted } =
      q === undefined ? await listed(status, page) : await search(status, page, q);
    return {
      ...counted,
      data: rows.map((r) => ({
        ...toEmployerJob(r.job, r.logoKey ? ctx.storage.publicUrl(r.logoKey) : null),
        employer_name: r.name,
        employer_email: r.email,
      })),
    };
  }

  /** Every job, or a status's: a walk of the order's index, stopping at the page and the cap. */
  async function listed(status: number | undefined, page: number) {
    const walk = walkOf(status);
    const [rows, counted] = await Promise.all([
      adminJobsPage(ctx.db, status, undefined, page),
      // exact up to COUNT_CAP, "1,000+" beyond (issue 17 item 2)
      cappedCount(ctx.db, jobs, walk.where, walk.order),
    ]);
    return { rows, counted };
  }

  /**
   * The newest `n` jobs of the status, in the list's order: what a walk reads. `read` numbers
   * them 1, 2, ... for the sample (to know how far it went); the other walks leave it 0. `after`:
   * those older than that job only (the walk going on from it).
   */
  const newestWith = (
    status: number | undefined,
    n: number,
    read: SQL.Aliased<number>,
    after?: WalkedTo,
  ) => {
    const walk = walkOf(status);
    // only the jobs after it in the walk, as the walked index's columns (one of its conditions)
    const past = after
      ? status === undefined
        ? sql`(${jobs.createdAt}, ${jobs.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
        : sql`(${jobs.status}, ${jobs.createdAt}, ${jobs.id})
              < (${status}, ${after.at}::timestamptz, ${after.id}::uuid)`
      : undefined;
    return ctx.db
      .select({
        id: jobs.id,
        jobTitle: jobs.jobTitle,
        companyName: jobs.companyName,
        createdBy: jobs.createdBy,
        status: jobs.status,
        createdAt: jobs.createdAt,
        read,
      })
      .from(jobs)
      .where(and(walk.where, past))
      .orderBy(...walk.order)
      .limit(n)
      .as('newest');
  };
  const newest = (status: number | undefined, n: number, after?: WalkedTo) =>
    newestWith(status, n, sql<number>`0`.as('read'), after);
  const newestNumbered = (status: number | undefined, n: number) =>
    newestWith(
      status,
      n,
      sql<number>`row_number() over (order by ${sql.join(walkOf(status).order, sql`, `)})`
        .mapWith(Number)
        .as('read'),
    );

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
        select ${jobs.id} as id, ${jobs.createdAt} as created_at from ${jobs} where ${where} offset 0
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
    /** Those of the `recent` jobs that `q` matches, in order: `upTo` of them from `skip` on, each
     * with its `read`. The order is the walk's own (the subquery's, `walkOf`), so the walk stops
     * there, sorting nothing. */
    const matchesIn = (recent: ReturnType<typeof newest>, skip: number, upTo: number) =>
      ctx.db
        // the time as text: a Date would drop its microseconds, which `after` compares
        .select({ id: recent.id, read: recent.read, at: sql<string>`${recent.createdAt}::text` })
        .from(recent)
        .where(match(recent))
        .orderBy(
          ...(status === undefined ? [] : [desc(recent.status)]),
          desc(recent.createdAt),
          desc(recent.id),
        )
        .limit(upTo)
        .offset(skip);
    /** How many of the newest `n` jobs (older than `after`) `q` matches, up to `upTo`. */
    const countInNewest = (n: number, upTo: number, after: WalkedTo) => {
      const recent = newest(status, n, after);
      return countUpTo(ctx.db, recent, match(recent), upTo);
    };

    // the sample: the matches up to the page's last among the newest SAMPLE_ROWS jobs, each
    // with how many jobs the walk had read when it came to it
    const sampled = await matchesIn(newestNumbered(status, SAMPLE_ROWS), 0, upToPage);
    // what the lookups below ask the indexes for
    const where = and(statusIs(status), matching(q, named, jobs, titleParts));
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
        : onIndexes(q, (db) => countUpTo(db, jobs, where, COUNTED));
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

  /** PUT /admin/jobs/:id/deactivate: status 4; the employer is told (spec 001 §4 status 4). */
  async function deactivate(adminId: string, jobId: string, reason: string | undefined) {
    const deactivated = await ctx.db.transaction(async (tx) => {
      const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for('update');
      if (!job) throw notFound('Job not found');
      if (job.status === JOB_DEACTIVATED) {
        throw badRequest('JOB_ALREADY_DEACTIVATED', 'This job is already deactivated');
      }
      const [updated] = await tx
        .update(jobs)
        .set({ status: JOB_DEACTIVATED, updatedAt: new Date() })
        .where(eq(jobs.id, jobId))
        .returning();
      await notifyUser(
        tx,
        job.createdBy,
        'INACTIVE',
        'Your job is deactivated. Please proceed to post new job.',
        { job_id: job.id, ...(reason ? { reason } : {}) },
      );
      await writeAudit(tx, {
        actorId: adminId,
        action: 'job.deactivate',
        subjectId: job.id,
        detail: { job_title: job.jobTitle, previous_status: job.status, reason: reason ?? null },
      });
      const [logoFile] = job.companyLogoFile
        ? await tx.select().from(files).where(eq(files.id, job.companyLogoFile))
        : [];
      return toEmployerJob(
        updated ?? job,
        logoFile ? ctx.storage.publicUrl(logoFile.objectKey) : null,
      );
    });
    // it leaves the seekers' cached feed pages (platform/feed-cache.ts)
    await jobsChanged(ctx.cache, ctx.config, [jobId]);
    return deactivated;
  }

  return { list, deactivate };
}
