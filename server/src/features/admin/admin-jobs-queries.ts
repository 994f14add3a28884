import { Id, PAGE_SIZE } from '@kaamkaj/domain';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { walkOfOne } from '../../platform/db/capped-count';
import type { Executor } from '../../platform/db/client';
import { rendered, renderedColumns } from '../../platform/db/rendered';
import {
  companies,
  files,
  jobCompanyNames,
  jobs,
  jobTitleWords,
  users,
} from '../../platform/db/schema';

// The statements of the admin's job lists (admin-jobs.service.ts, admin-jobs-search.ts): what a
// search text matches and names, a page of jobs, a walk of the list's index.

/** `text` inside a LIKE pattern, its wildcards taken literally. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The columns a search reads: of `jobs` itself, or of a subquery of its newest rows. */
export type Searched = { id: SQL; jobTitle: SQL; companyName: SQL; createdBy: SQL };

// The names a search's statements are built from, rendered once (platform/db/rendered.ts):
// drizzle renders each column and table of a statement again on every request, which was a
// sixth of a search's server CPU (bench/README.md, admin lists, session 28).
export const job = renderedColumns(jobs);
export const JOBS_TABLE = rendered(sql`${jobs}`);
/** The search's columns of `jobs` itself. */
export const JOBS: Searched = {
  id: job.id,
  jobTitle: job.jobTitle,
  companyName: job.companyName,
  createdBy: job.createdBy,
};
// and what a text is looked up in (`whatTextNames`)
const companyName = rendered(sql`${companies.companyName}`);
const namesName = rendered(sql`${jobCompanyNames.companyName}`);
const EMPLOYERS_WHERE = rendered(
  sql`select 'employer' as kind, ${companies.userId}::text as value from ${companies} where`,
);
const NAMES_WHERE = rendered(
  sql`select 'name', ${jobCompanyNames.companyName} from ${jobCompanyNames} where`,
);
const word = renderedColumns(jobTitleWords);
const WORDS_TABLE = rendered(sql`${jobTitleWords}`);

/** Who and what a search text names: the employers whose company name holds it, and the
 * company names of jobs (job_company_names) that do. */
export type Named = { employers: string[]; names: string[] };

/**
 * issue 14 item 12: a job whose id is `q` exactly, or whose title, company name (the job's, or
 * the posting employer's, which differ for a consultancy) contains it, in any case.
 * issue 17 item 2: every branch tests a column of jobs, each with an index (the primary key,
 * jobs_title_trgm_idx of migration 0022, jobs_company_name_idx and jobs_created_by_idx for the
 * names and employers found before, `whatTextNames`: as values, each list one array parameter
 * however long), so the jobs it matches can be looked up in those indexes (`adminJobsSearch`
 * says when).
 * `titleParts`: the parts of `q` the title's index is asked for instead of the whole text
 * (`universalTitleWords`, `partsWithout`), each title found then tested against the whole text.
 */
export function matching(
  q: string,
  named: Named,
  on: Searched = JOBS,
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
function containing(column: SQL, q: string, parts: string[]): SQL | undefined {
  const pattern = `%${likeText(q)}%`;
  if (parts.length === 0) return ilike(column, pattern);
  return and(
    ...parts.map((part) => ilike(column, `%${likeText(part)}%`)),
    sql`lower(${column}) like lower(${pattern})`,
  );
}

/** The words of the company names in almost every name, of each table (`companyNameWords` of
 * admin-jobs-search.ts). */
export type NameWords = { companies: ReadonlySet<string>; names: ReadonlySet<string> };

/**
 * What a search text names, in one statement (issue 17 item 2: each statement of a search is a
 * round trip, a socket write and drizzle's building of it; at a million jobs a search sent
 * nine): the employers and the jobs' company names holding `q`, in any case (their trigram
 * indexes); for a text of several words the words UNIVERSAL_SHARE of the titles have
 * (`universalTitleWords`); for one word, how many jobs of the status have it (`jobsWithWord`).
 */
export async function whatTextNames(
  db: Executor,
  status: number | undefined,
  q: string,
  words: NameWords,
): Promise<{ named: Named; titleParts: string[]; withWord: number }> {
  const lookups = [
    sql`${EMPLOYERS_WHERE} ${containing(companyName, q, partsWithout(q, words.companies))}`,
    sql`${NAMES_WHERE} ${containing(namesName, q, partsWithout(q, words.names))}`,
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
  sql`select 'with word', coalesce(sum(${word.jobs}), 0)::text from ${WORDS_TABLE}
      where ${and(
        eq(word.word, sql`lower(${q})`),
        statusIs(status, word.status),
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
  sql`select 'universal', ${word.word} from ${WORDS_TABLE}
      where ${inArray(word.word, candidates)} group by ${word.word}
      having sum(${word.jobs}) >= ${UNIVERSAL_SHARE} * (
        select nullif(greatest(reltuples, 0), 0) from pg_class where oid = 'jobs'::regclass)`;

/**
 * The words in UNIVERSAL_SHARE or more of the employers' company names and of the jobs' company
 * names, from the statistics ANALYZE keeps of each (migration 0028: the names' `simple`
 * lexemes, their most common ones with the share of rows holding each). None where the
 * statistics are not there yet or not readable (pg_stats_ext_exprs shows the owner's tables).
 */
export async function readNameWords(db: Executor): Promise<NameWords> {
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

export const statusIs = (status: number | undefined, column: SQL = job.status) =>
  status === undefined ? undefined : eq(column, status);

/**
 * The newest jobs, in the order of jobs_created_idx, or of one status in that of
 * jobs_status_created_idx (`walkOfOne`: with `status = s`, PostgreSQL walked jobs_created_idx
 * and filtered, 300,000 jobs read for 30 at a million): `where` and `order` of a walk of the
 * list's index.
 */
export const walkOf = (status: number | undefined) =>
  walkOfOne(jobs.status, status, [desc(jobs.createdAt), desc(jobs.id)], 'desc');

const WALK_ORDER = rendered(sql.join(walkOf(undefined).order, sql`, `));
const STATUS_WALK_ORDER = rendered(sql.join(walkOf(0).order, sql`, `));

/** `walkOf`, as the search's statements write it: its order rendered once, its `where` as
 * `walkOfOne` makes it on the rendered column. */
export const renderedWalkOf = (status: number | undefined) => ({
  where: walkOfOne(job.status, status, [], 'desc').where,
  order: status === undefined ? WALK_ORDER : STATUS_WALK_ORDER,
});

const logo = alias(files, 'logo');

/** One page of the admin's jobs (of `status`, when given), with the poster's name and e-mail and
 * the logo's key. */
export const adminJobsPage = (
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

/** Three letters or digits in a row: a text pg_trgm finds trigrams in, for the title's index. */
export const HAS_TRIGRAM = /[\p{L}\p{N}\p{M}]{3}/u;
