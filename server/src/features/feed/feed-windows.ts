import { admittedJobGenders, seekerDistricts } from '@kaamkaj/domain';
import type { Cache } from '../../platform/cache';
import type { Database } from '../../platform/db/client';
import { categoryOpenedKey, markNow } from '../../platform/feed-marks';
import type { FeedQuery } from './feed.queries';
import {
  CATEGORY_ROWS,
  DISTRICT_ROWS,
  LOAD_WINDOWS,
  type Row,
  WINDOW_COST_ROWS,
  type Window,
  windowOf,
} from './feed-window';
import { weightedMap } from './weighted-map';
import { type Branch, rankBranches } from './window-ranking';
import { stopCounting, windowStats } from './window-stats';

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
 * - a job that goes Open marks its category (`categoriesOpened`, platform/feed-marks.ts: the
 *   post, a company's approval, and the JOB_POST fan-out before it tells anyone), and a window
 *   built before the mark is built again, on every instance, so a notified seeker's feed holds
 *   the new job;
 * - a job found closed when a page is read (the page read checks every id: Open, not answered)
 *   makes every window holding it be built again (`forgetJobs`).
 */

/** Each category's last "opened" mark (ms of the shared clock), 0 for none. */
export type OpenedMarks = Map<string, number>;

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
  // counted in windowTotals while the windows are on
  const stats = windowStats(opts.seconds > 0);
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
      const cut = list.length >= (k.startsWith('c') ? CATEGORY_ROWS : DISTRICT_ROWS);
      const w = windowOf(list, cut, builtAt, numberOf);
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
      stopCounting(stats);
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
      // The SQL's two disjoint branches, per category as it is listed (feed.queries.ts): the
      // jobs outside the seeker's districts, then those in each, each branch the windows of
      // gender 0 and the seeker's own.
      const branchKeys: { keys: string[]; inOwn: boolean }[] = [];
      for (const cat of seeker.categories) {
        branchKeys.push({ keys: genders.map((g) => categoryKey(cat, g)), inOwn: false });
        for (const d of own) {
          branchKeys.push({ keys: genders.map((g) => districtKey(cat, d, g)), inOwn: true });
        }
      }
      const found = await windowsOf(
        branchKeys.flatMap((b) => b.keys),
        [...new Set(seeker.categories)],
        ahead,
      );

      // From here to the page nothing yields: the flags are this ranking's until it ends.
      const { districts, skills } = flagsFor(own, seeker.skills);
      try {
        const branches: Branch[] = branchKeys.map((b) => ({
          parts: b.keys.map((k) => found.get(k) as Window),
          leaveOut: b.inOwn ? null : districts,
        }));
        const scoring = {
          districts,
          skills,
          experience: seeker.experience ?? null,
          salary: seeker.salary_from ?? null,
        };
        const ranked = rankBranches(branches, answered, scoring, q.offset, q.limit);
        if (ranked) stats.ranked += 1;
        else stats.inSql += 1;
        return ranked;
      } finally {
        districts.fill(0);
        skills.fill(0);
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
