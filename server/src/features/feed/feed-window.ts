import { FEED_WINDOW } from './feed.queries';

// A window of feed-windows.ts: what ranking reads of a category's (and a district's) newest Open
// jobs of a gender, how it is laid out in memory and how it is read from the database.

/**
 * A window: what ranking reads of its jobs, newest first, one typed column each, the numeric
 * ones views of one buffer (`columns`): about 100 bytes a job, most of it the id (objects took
 * 226). Districts and skills are numbers of this instance's `names`.
 */
export type Window = {
  n: number;
  ids: string[];
  /** created_at in microseconds since 1970 (exact in a double), the order */
  at: Float64Array;
  district: Uint32Array;
  experience: Int16Array;
  /** coalesce(salary_to, salary_from), NO_PAY for none */
  pay: Int32Array;
  /** The skills of job k are skills[skillsFrom[k] .. skillsFrom[k + 1]). */
  skillsFrom: Uint32Array;
  skills: Uint32Array;
  /** Each job's `tagOf` its id: what the seeker's answers are looked for by first. */
  tag: Uint16Array;
  /** Cut at its size: jobs older than its last exist. */
  cut: boolean;
  builtAt: number;
};
export const NO_PAY = -1;
export const EMPTY: Window = {
  n: 0,
  ids: [],
  at: new Float64Array(0),
  district: new Uint32Array(0),
  experience: new Int16Array(0),
  pay: new Int32Array(0),
  skillsFrom: new Uint32Array(1),
  skills: new Uint32Array(0),
  tag: new Uint16Array(0),
  cut: false,
  builtAt: 0,
};
/**
 * What a window costs besides its jobs, in jobs (about 100 bytes each): its key and entry, its
 * object, its columns' objects and their buffer, about 770 bytes. The windows are weighed with
 * it, so that FEED_WINDOW_ROWS bounds their memory (about 100 bytes each) even when most are a
 * district's few jobs. A probe on the bench's million jobs (bench/README.md, 2026-11-29): with
 * windows weighed in jobs alone and a buffer for each column, 475,000 jobs in 26,000 windows
 * took 117 MB, 259 bytes a job.
 */
export const WINDOW_COST_ROWS = 8;

/**
 * A window's typed columns for `n` jobs with `skillCount` skills in all, in one buffer: a buffer
 * each cost about 100 bytes more a column. A window without jobs shares EMPTY's (nothing is
 * ever written into a built window).
 */
function columns(n: number, skillCount: number) {
  if (n === 0) return EMPTY;
  // the 8-byte column first, then the 4-byte ones, then the 2-byte ones: each view aligned
  const buffer = new ArrayBuffer(8 * n + 4 * (n + n + (n + 1) + skillCount) + 2 * (n + n));
  let offset = 0;
  const view = <T>(
    make: new (b: ArrayBuffer, at: number, length: number) => T,
    length: number,
    bytes: number,
  ) => {
    const made = new make(buffer, offset, length);
    offset += length * bytes;
    return made;
  };
  return {
    at: view(Float64Array, n, 8),
    district: view(Uint32Array, n, 4),
    pay: view(Int32Array, n, 4),
    skillsFrom: view(Uint32Array, n + 1, 4),
    skills: view(Uint32Array, skillCount, 4),
    experience: view(Int16Array, n, 2),
    tag: view(Uint16Array, n, 2),
  };
}

/** How many tags there are (`tagOf`). */
export const TAGS = 4096;

/**
 * A number below TAGS from a job's id (its last three characters, the random end of a UUID): a
 * candidate whose tag none of the seeker's answers has is not one of them, with no look-up of
 * its id. Looking every candidate's id up in the seeker's answers took a third of a ranking
 * (a probe on the bench's million jobs, 2026-12-01: 115 µs a ranking against 81 with no answers).
 */
export function tagOf(id: string): number {
  const n = id.length;
  // a number whatever the id (a short one's NaN becomes 0)
  return (
    (id.charCodeAt(n - 1) + 31 * (id.charCodeAt(n - 2) + 31 * id.charCodeAt(n - 3))) & (TAGS - 1)
  );
}

/** A category's window is twice the SQL's, so a seeker's own districts and answers rarely
 * leave fewer than FEED_WINDOW behind; a district's has room for a hundred answers. */
export const CATEGORY_ROWS = FEED_WINDOW * 2;
export const DISTRICT_ROWS = FEED_WINDOW + 100;
const OPEN = 0;

const COLUMNS = `j.id, j.district, j.skills, j.experience,
  coalesce(j.salary_to, j.salary_from) as pay,
  floor(extract(epoch from j.created_at) * 1000000)::float8 as at`;

/**
 * Every missing window in one statement: `i` is the window's place in the arrays sent. The same
 * partial indexes as the ranking (jobs_feed_idx, jobs_feed_district_idx), each scan stopping
 * after its window's rows.
 */
export const LOAD_WINDOWS = `select w.i::int as i, x.* from unnest($1::text[], $2::int[])
    with ordinality as w(cat, g, i)
  cross join lateral (
    select ${COLUMNS} from jobs j
    where j.status = ${OPEN} and j.category = w.cat and j.gender = w.g
    order by j.created_at desc limit ${CATEGORY_ROWS}
  ) x
  union all
  select (w.i + cardinality($1::text[]))::int, x.* from unnest($3::text[], $4::text[], $5::int[])
    with ordinality as w(cat, dist, g, i)
  cross join lateral (
    select ${COLUMNS} from jobs j
    where j.status = ${OPEN} and j.category = w.cat and j.district = w.dist and j.gender = w.g
    order by j.created_at desc limit ${DISTRICT_ROWS}
  ) x`;

export type Row = {
  i: number;
  id: string;
  district: string;
  skills: string[];
  experience: number;
  pay: number | null;
  at: number;
};

/**
 * The window of `rows` (one window's, newest first), its districts and skills numbered by
 * `numberOf`. `cut`: it holds as many rows as it was read for (older jobs exist).
 */
export function windowOf(
  rows: Row[],
  cut: boolean,
  builtAt: number,
  numberOf: (name: string) => number,
): Window {
  const n = rows.length;
  const { at, district, pay, skillsFrom, skills, experience, tag } = columns(
    n,
    rows.reduce((sum, r) => sum + r.skills.length, 0),
  );
  const w: Window = {
    n,
    ids: n === 0 ? EMPTY.ids : new Array<string>(n),
    at,
    district,
    experience,
    pay,
    skillsFrom,
    skills,
    tag,
    cut,
    builtAt,
  };
  let next = 0;
  rows.forEach((r, j) => {
    w.ids[j] = r.id;
    w.tag[j] = tagOf(r.id);
    w.at[j] = r.at;
    w.district[j] = numberOf(r.district);
    w.experience[j] = r.experience;
    w.pay[j] = r.pay === null ? NO_PAY : Number(r.pay);
    w.skillsFrom[j] = next;
    for (const skill of r.skills) w.skills[next++] = numberOf(skill);
  });
  w.skillsFrom[n] = next;
  return w;
}
