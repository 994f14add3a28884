import { admittedJobGenders, seekerDistricts, MATCH_WEIGHTS as W } from '@kaamkaj/domain';
import type { Cache } from '../../platform/cache';
import type { Database } from '../../platform/db/client';
import { categoryOpenedKey, markNow } from '../../platform/feed-cache';
import { FEED_WINDOW, type FeedQuery } from './feed.queries';
import { weightedMap } from './weighted-map';

/**
 * The feed's candidates, kept in memory and shared by every seeker (issue 17 item 1: a ranking
 * cost 2.75 ms of PostgreSQL and 2.3 ms of the server, nearly all of it reading ~770 index entries
 * a category). `feedRanking` (feed.queries.ts) reads, per category, the newest FEED_WINDOW Open
 * jobs outside the seeker's districts and the newest FEED_WINDOW in each of them, of a gender the
 * seeker is admitted to, not answered by them. Those reads depend on the seeker only through
 * their districts, gender and answers, so this module keeps the newest jobs of each
 * (category, gender) and (category, district, gender) once, a "window", and ranks each seeker in
 * memory from them with the same order; the seeker's own part (their answers) is read per
 * request. The result equals the SQL's (checked by feed-windows.test.ts on random seekers);
 * where a window cannot tell (a seeker whose answers or districts eat into a window that was cut
 * short), `rank` answers null and the caller ranks in SQL.
 *
 * What keeps a window right:
 * - it lives FEED_WINDOW_SECONDS at most (a job's later changes reach the ranking by then);
 * - a job that goes Open marks its category (`categoriesOpened`, platform/feed-cache.ts: the
 *   post, a company's approval, and the JOB_POST fan-out before it tells anyone), and a window
 *   built before the mark is built again, on every instance, so a notified seeker's feed holds
 *   the new job;
 * - a job found closed when a page is read (the page read checks every id: Open, not answered)
 *   makes every window holding it be built again (`forgetJobs`).
 */

/**
 * A window: what ranking reads of its jobs, newest first, one typed column each, the numeric
 * ones views of one buffer (`columns`): about 100 bytes a job, most of it the id (objects took
 * 226). Districts and skills are numbers of this instance's `names`.
 */
type Window = {
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
const NO_PAY = -1;
const EMPTY: Window = {
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
const TAGS = 4096;

/**
 * A number below TAGS from a job's id (its last three characters, the random end of a UUID): a
 * candidate whose tag none of the seeker's answers has is not one of them, with no look-up of
 * its id. Looking every candidate's id up in the seeker's answers took a third of a ranking
 * (a probe on the bench's million jobs, 2026-12-01: 115 µs a ranking against 81 with no answers).
 */
function tagOf(id: string): number {
  const n = id.length;
  // a number whatever the id (a short one's NaN becomes 0)
  return (
    (id.charCodeAt(n - 1) + 31 * (id.charCodeAt(n - 2) + 31 * id.charCodeAt(n - 3))) & (TAGS - 1)
  );
}

/**
 * The candidates a ranking took, each a window (a number of `wins`), a place in it and its
 * score, in typed arrays that every ranking of this process reuses: a ranking runs from its first
 * pick to its page without yielding. Each is scored as it is picked. Before, a ranking pushed its
 * few thousand candidates into two arrays of its own and scored them in a second pass: 167 µs of
 * CPU a ranking against 132 µs now (issue 17 item 1; bench/README.md, 2026-11-29).
 */
type Picked = {
  n: number;
  wins: Window[];
  win: Uint16Array;
  place: Uint32Array;
  score: Uint8Array;
  /** how many candidates have each score */
  perScore: number[];
};
let scratch = {
  win: new Uint16Array(4096),
  place: new Uint32Array(4096),
  score: new Uint8Array(4096),
};

/** The tags of the seeker's answers, as flags: every ranking's, cleared when it ends. */
const answeredTags = new Uint8Array(TAGS);

/** An empty `Picked` on the shared arrays, room made for `most` candidates. */
function picking(most: number): Picked {
  if (scratch.place.length < most) {
    const size = 2 ** Math.ceil(Math.log2(most));
    scratch = {
      win: new Uint16Array(size),
      place: new Uint32Array(size),
      score: new Uint8Array(size),
    };
  }
  return { n: 0, wins: [], ...scratch, perScore: new Array<number>(MAX_SCORE + 1).fill(0) };
}

/** Newer first, as the SQL orders: created_at, then id, descending. */
function newer(a: Window, i: number, b: Window, j: number): boolean {
  const x = a.at[i] as number;
  const y = b.at[j] as number;
  return x > y || (x === y && (a.ids[i] as string) > (b.ids[j] as string));
}
const MAX_SCORE = W.district + W.skills + W.experience + W.salary;

/** A category's window is twice the SQL's, so a seeker's own districts and answers rarely
 * leave fewer than FEED_WINDOW behind; a district's has room for a hundred answers. */
const CATEGORY_ROWS = FEED_WINDOW * 2;
const DISTRICT_ROWS = FEED_WINDOW + 100;
const OPEN = 0;

const COLUMNS = `j.id, j.district, j.skills, j.experience,
  coalesce(j.salary_to, j.salary_from) as pay,
  floor(extract(epoch from j.created_at) * 1000000)::float8 as at`;

/**
 * Every missing window in one statement: `i` is the window's place in the arrays sent. The same
 * partial indexes as the ranking (jobs_feed_idx, jobs_feed_district_idx), each scan stopping
 * after its window's rows.
 */
const LOAD_WINDOWS = `select w.i::int as i, x.* from unnest($1::text[], $2::int[])
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

type Row = {
  i: number;
  id: string;
  district: string;
  skills: string[];
  experience: number;
  pay: number | null;
  at: number;
};

/** What a seeker's score reads of them: districts and skills as flags by name number. */
type Scoring = {
  districts: Uint8Array;
  skills: Uint8Array;
  experience: number | null;
  salary: number | null;
};

/** A candidate's score, MATCH_WEIGHTS as feedRanking's order. */
function scoreOf(w: Window, k: number, m: Scoring): number {
  let score = m.districts[w.district[k] as number] === 1 ? W.district : 0;
  const to = w.skillsFrom[k + 1] as number;
  for (let s = w.skillsFrom[k] as number; s < to; s++) {
    if (m.skills[w.skills[s] as number] === 1) {
      score += W.skills;
      break;
    }
  }
  if (m.experience !== null && (w.experience[k] as number) <= m.experience) score += W.experience;
  const pay = w.pay[k] as number;
  if (m.salary !== null && pay !== NO_PAY && pay >= m.salary) score += W.salary;
  return score;
}

/**
 * The ids at [offset, offset + limit) of the order by score, then newest. Each branch (from
 * `branchFrom[b]` on in `picked`) is newest first, so a score's candidates in order are the
 * branches' merged; only the scores the page reaches are merged, and only as far as it needs.
 */
function pageOf(picked: Picked, branchFrom: number[], offset: number, limit: number): string[] {
  const { wins, win, place, score: scores, perScore } = picked;
  const ids: string[] = [];
  const branchTo = [...branchFrom.slice(1), picked.n];
  const heads = new Array<number>(branchFrom.length).fill(0);
  let skip = offset;
  for (let score = MAX_SCORE; score >= 0 && ids.length < limit; score--) {
    const n = perScore[score] as number;
    if (skip >= n) {
      skip -= n;
      continue;
    }
    for (let b = 0; b < heads.length; b++) {
      heads[b] = nextOf(scores, score, branchFrom[b] as number, branchTo[b] as number);
    }
    while (ids.length < limit) {
      let best = -1;
      for (let b = 0; b < heads.length; b++) {
        const c = heads[b] as number;
        if (c >= (branchTo[b] as number)) continue;
        const d = best < 0 ? -1 : (heads[best] as number);
        if (
          d < 0 ||
          newer(
            wins[win[c] as number] as Window,
            place[c] as number,
            wins[win[d] as number] as Window,
            place[d] as number,
          )
        ) {
          best = b;
        }
      }
      if (best < 0) break;
      const c = heads[best] as number;
      heads[best] = nextOf(scores, score, c + 1, branchTo[best] as number);
      if (skip > 0) skip -= 1;
      else ids.push((wins[win[c] as number] as Window).ids[place[c] as number] as string);
    }
    skip = 0;
  }
  return ids;
}

/** The first place from `from` on, before `to`, whose score is `score` (else `to`). */
function nextOf(scores: Uint8Array, score: number, from: number, to: number): number {
  let c = from;
  while (c < to && scores[c] !== score) c++;
  return c;
}

/**
 * Adds to `out` the newest FEED_WINDOW jobs of one or two windows (gender 0 and the seeker's
 * own, merged newest first), leaving out jobs in `own` districts and `answered` ones: each as
 * its window, place and score (`m`). False when a cut window ran out first: older jobs, not in
 * memory, could belong.
 */
function newest(
  parts: Window[],
  own: Uint8Array | null,
  answered: ReadonlySet<string>,
  m: Scoring,
  out: Picked,
): boolean {
  const a = parts[0] as Window;
  const b = parts[1] ?? EMPTY;
  const ia = out.wins.push(a) - 1;
  const ib = out.wins.push(b) - 1;
  const checkAnswered = answered.size > 0;
  // locals: a loop over properties reads them again at each step
  const an = a.n;
  const bn = b.n;
  const { win, place, score: scores, perScore } = out;
  let c = out.n;
  let i = 0;
  let j = 0;
  let taken = 0;
  let enough = true;
  while (taken < FEED_WINDOW) {
    let w: Window;
    let k: number;
    if (i < an) {
      if (j < bn && !newer(a, i, b, j)) {
        w = b;
        k = j++;
      } else if (j >= bn && b.cut) {
        enough = false;
        break;
      } else {
        w = a;
        k = i++;
      }
    } else if (j < bn) {
      if (a.cut) {
        enough = false;
        break;
      }
      w = b;
      k = j++;
    } else {
      enough = !a.cut && !b.cut;
      break;
    }
    if (own !== null && own[w.district[k] as number] === 1) continue;
    if (
      checkAnswered &&
      answeredTags[w.tag[k] as number] === 1 &&
      answered.has(w.ids[k] as string)
    ) {
      continue;
    }
    const score = scoreOf(w, k, m);
    win[c] = w === a ? ia : ib;
    place[c] = k;
    scores[c] = score;
    perScore[score] = (perScore[score] as number) + 1;
    c += 1;
    taken += 1;
  }
  out.n = c;
  return enough;
}

/** Each category's last "opened" mark (ms of the shared clock), 0 for none. */
export type OpenedMarks = Map<string, number>;

export type WindowStats = {
  ranked: number;
  inSql: number;
  built: number;
  /** jobs held in all, and the windows holding them */
  rows: number;
  windows: number;
};

// Every live instance's figures, summed by `windowTotals` (the bench reads them between runs).
const live = new Set<WindowStats>();

/** The windows' figures of every app in this process: rankings answered, handed to SQL, windows
 * read from the database, candidates held. */
export function windowTotals(): WindowStats {
  const sum: WindowStats = { ranked: 0, inSql: 0, built: 0, rows: 0, windows: 0 };
  for (const s of live) {
    sum.ranked += s.ranked;
    sum.inSql += s.inSql;
    sum.built += s.built;
    sum.rows += s.rows;
    sum.windows += s.windows;
  }
  return sum;
}

export function feedWindows(opts: {
  database: Database;
  cache: Cache;
  /** FEED_WINDOW_SECONDS; 0 turns the windows off (every ranking in SQL). */
  seconds: number;
  /** FEED_WINDOW_ROWS: the rows kept in all, the least recently used windows going first. */
  maxRows: number;
  now?: () => number;
}) {
  // the categories' "opened" marks are times of the shared clock
  const now = opts.now ?? markNow;
  // the least recently used go first (`touch` on every read)
  const windows = weightedMap<Window>(opts.maxRows, (w) => w.n + WINDOW_COST_ROWS, now);
  /** What the stats say is held: the jobs (without the windows' own cost) and the windows. */
  const counted = () => {
    stats.windows = windows.size();
    stats.rows = windows.weight() - WINDOW_COST_ROWS * stats.windows;
  };
  const stats: WindowStats = { ranked: 0, inSql: 0, built: 0, rows: 0, windows: 0 };
  if (opts.seconds > 0) live.add(stats);
  // Jobs `forgetJobs` has looked for, and when (oldest first).
  const forgotten = new Map<string, number>();
  // One load per window at a time: requests arriving together wait on the same read.
  const loading = new Map<string, Promise<Window>>();
  // Districts and skills as numbers (a few thousand names at most; one list for both).
  const names = new Map<string, number>();
  const numberOf = (name: string) => {
    let k = names.get(name);
    if (k === undefined) {
      k = names.size;
      names.set(name, k);
    }
    return k;
  };

  /**
   * A seeker's districts and skills as flags by name number (names no window holds: none), in
   * two arrays every ranking of this instance reuses, zeroed when it ends (a ranking took two
   * new ones of a few KB each before, issue 17 item 1).
   */
  let flags = { districts: new Uint8Array(1024), skills: new Uint8Array(1024) };
  function flagsFor(districts: readonly string[], skills: readonly string[]) {
    if (flags.districts.length < names.size) {
      const size = 2 ** Math.ceil(Math.log2(names.size));
      flags = { districts: new Uint8Array(size), skills: new Uint8Array(size) };
    }
    for (const d of districts) {
      const k = names.get(d);
      if (k !== undefined) flags.districts[k] = 1;
    }
    for (const skill of skills) {
      const k = names.get(skill);
      if (k !== undefined) flags.skills[k] = 1;
    }
    return flags;
  }

  const categoryKey = (cat: string, g: number) => `c\t${cat}\t${g}`;
  const districtKey = (cat: string, dist: string, g: number) => `d\t${cat}\t${dist}\t${g}`;
  /** A key's parts: its kind, category, then district and gender or gender alone. */
  const keyParts = (k: string) => k.split('\t');

  function keep(key: string, w: Window) {
    windows.put(key, w);
    counted();
  }

  async function build(keys: string[]): Promise<Map<string, Window>> {
    const category = keys.filter((k) => k.startsWith('c'));
    const district = keys.filter((k) => k.startsWith('d'));
    const builtAt = now();
    const rows = await opts.database.query<Row>(
      LOAD_WINDOWS,
      [
        category.map((k) => keyParts(k)[1]),
        category.map((k) => Number(keyParts(k)[2])),
        district.map((k) => keyParts(k)[1]),
        district.map((k) => keyParts(k)[2]),
        district.map((k) => Number(keyParts(k)[3])),
      ],
      'feed_windows',
    );
    const ordered = [...category, ...district];
    const groups: Row[][] = ordered.map(() => []);
    for (const r of rows) groups[r.i - 1]?.push(r);
    const built = new Map<string, Window>();
    ordered.forEach((k, g) => {
      const list = groups[g] as Row[];
      const n = list.length;
      const { at, district, pay, skillsFrom, skills, experience, tag } = columns(
        n,
        list.reduce((sum, r) => sum + r.skills.length, 0),
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
        cut: n >= (k.startsWith('c') ? CATEGORY_ROWS : DISTRICT_ROWS),
        builtAt,
      };
      let next = 0;
      list.forEach((r, j) => {
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
      built.set(k, w);
      keep(k, w);
    });
    stats.built += built.size;
    return built;
  }

  /** When a job of each category last went Open (`categoriesOpened`), 0 for none. */
  async function openedMarks(categories: readonly string[]): Promise<OpenedMarks> {
    const marks = await opts.cache.getMany(categories.map(categoryOpenedKey));
    return new Map(categories.map((c, i) => [c, Number(marks[i] ?? 0)]));
  }

  /**
   * The windows of `keys`, reading the missing and stale ones in one statement. `ahead`: the
   * categories' marks read beforehand, used when they hold every category.
   */
  async function windowsOf(
    keys: string[],
    categories: string[],
    ahead: Promise<OpenedMarks> | undefined,
  ) {
    const early = ahead ? await ahead : null;
    const openedAt =
      early && categories.every((c) => early.has(c)) ? early : await openedMarks(categories);
    const oldest = now() - opts.seconds * 1000;
    const found = new Map<string, Window>();
    const waiting: Promise<void>[] = [];
    const missing: string[] = [];
    for (const key of keys) {
      if (found.has(key)) continue;
      const w = windows.get(key);
      const cat = keyParts(key)[1] as string;
      if (w && w.builtAt > oldest && w.builtAt > (openedAt.get(cat) ?? 0)) {
        windows.touch(key);
        found.set(key, w);
        continue;
      }
      const pending = loading.get(key);
      if (pending) waiting.push(pending.then((p) => void found.set(key, p)));
      else missing.push(key);
    }
    if (missing.length > 0) {
      const batch = build(missing);
      for (const key of missing) {
        const one = batch.then((b) => b.get(key) as Window);
        loading.set(key, one);
        waiting.push(one.then((p) => void found.set(key, p)));
      }
      batch
        .catch(() => {})
        .finally(() => {
          for (const key of missing) loading.delete(key);
        });
    }
    await Promise.all(waiting);
    return found;
  }

  return {
    enabled: opts.seconds > 0,
    stats,

    /**
     * The categories' marks that `rank` reads, read now: a request that knows the seeker's
     * categories early reads them in the same round trip to the cache as the seeker's own.
     */
    openedMarks,

    /** The windows and jobs held, counted one by one (the tests check `stats` with it). */
    held() {
      const all = windows.values();
      return { windows: all.length, rows: all.reduce((sum, w) => sum + w.n, 0) };
    },

    /** Drops every window (the app is closing). */
    close() {
      windows.clear();
      counted();
      live.delete(stats);
    },

    /**
     * The plain feed's ranking (no filter), as `rankedJobIds` answers it, from the windows;
     * `answered` is every job the seeker has answered. Null when the windows cannot tell (the
     * caller ranks in SQL).
     */
    async rank(
      q: Omit<FeedQuery, 'filter'>,
      answered: ReadonlySet<string>,
      ahead?: Promise<OpenedMarks>,
    ): Promise<{ ids: string[]; total: number } | null> {
      const { seeker } = q;
      if (seeker.categories.length === 0) return { ids: [], total: 0 };
      const own = seekerDistricts(seeker);
      const genders = admittedJobGenders(seeker.gender);
      const keys: string[] = [];
      for (const cat of seeker.categories) {
        for (const g of genders) keys.push(categoryKey(cat, g));
        for (const d of own) for (const g of genders) keys.push(districtKey(cat, d, g));
      }
      const found = await windowsOf(keys, [...new Set(seeker.categories)], ahead);
      const of = (k: string) => found.get(k) as Window;

      // From here to the page nothing yields: the flags are this ranking's until it ends.
      const { districts, skills } = flagsFor(own, seeker.skills);
      for (const id of answered) answeredTags[tagOf(id)] = 1;
      try {
        const scoring: Scoring = {
          districts,
          skills,
          experience: seeker.experience ?? null,
          salary: seeker.salary_from ?? null,
        };
        // The SQL's two disjoint branches, per category as it is listed (feed.queries.ts).
        const picked = picking(seeker.categories.length * (1 + own.length) * FEED_WINDOW);
        // where each branch's candidates start in `picked` (each branch is newest first)
        const branchFrom: number[] = [];
        for (const cat of seeker.categories) {
          const parts = genders.map((g) => of(categoryKey(cat, g)));
          branchFrom.push(picked.n);
          if (!newest(parts, districts, answered, scoring, picked)) return sqlInstead();
          for (const d of own) {
            const inDistrict = genders.map((g) => of(districtKey(cat, d, g)));
            branchFrom.push(picked.n);
            if (!newest(inDistrict, null, answered, scoring, picked)) return sqlInstead();
          }
        }
        stats.ranked += 1;
        const ids = pageOf(picked, branchFrom, q.offset, q.limit);
        return { ids, total: picked.n };
      } finally {
        districts.fill(0);
        skills.fill(0);
        for (const id of answered) answeredTags[tagOf(id)] = 0;
      }

      function sqlInstead() {
        stats.inSql += 1;
        return null;
      }
    },

    /**
     * Jobs found no longer Open: every window holding one is built again on its next read. It
     * walks every window, so a job is looked for once a window's life: every seeker whose cached
     * feed holds a closed job finds it missing, and the windows read since do not hold it.
     */
    forgetJobs(ids: readonly string[]) {
      const at = now();
      for (const [id, when] of forgotten) {
        if (when > at - opts.seconds * 1000) break; // oldest first
        forgotten.delete(id);
      }
      const gone = new Set(ids.filter((id) => !forgotten.has(id)));
      if (gone.size === 0) return;
      for (const id of gone) forgotten.set(id, at);
      windows.dropWhere((w) => w.ids.some((id) => gone.has(id)));
      counted();
    },
  };
}
