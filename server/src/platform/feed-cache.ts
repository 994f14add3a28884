import zlib from 'node:zlib';
import type { MatchSeeker } from '@kaamkaj/domain';
import type { Cache } from './cache';

/**
 * A seeker's ranked feed, kept for FEED_CACHE_SECONDS so that reading it again (the reload after
 * every answer, spec 000 §2.7, and "load more") does not rank again. What keeps it right:
 * - it is stored with the profile it was ranked for (`profile`); a changed profile (interests,
 *   districts, skills, experience, salary, gender) is a miss, so it is ranked again at once;
 * - an answered job is taken out when the seeker answers (`drop`), and the page read checks
 *   every id again (Open, not answered), so a job closed or answered since is dropped there too;
 * - a job posted since appears when the entry runs out, after at most FEED_CACHE_SECONDS, or at
 *   once for the seekers its JOB_POST fan-out tells about it (`forget`), so the notification
 *   leads to a feed that holds the job.
 * Shared by the feed (features/feed) and the fan-out (features/notifications).
 * `complete` says whether `ids` holds every ranked candidate or only the first FEED_CACHE_DEPTH.
 */
export type CachedFeed = {
  profile: string;
  ids: string[];
  total: number;
  complete: boolean;
  /** When it was ranked (ms): taking answered jobs out does not make it live longer. */
  rankedAt: number;
};

/** What ranking reads of the seeker, as a stable string (the key's version). */
export function profileVersion(seeker: MatchSeeker): string {
  return JSON.stringify([
    seeker.categories,
    seeker.districts,
    [...seeker.skills].sort(),
    seeker.experience,
    seeker.salary_from,
    seeker.salary_to,
    seeker.gender,
  ]);
}

/** A job changed (closed, deactivated, its media delivered) at this time: `jobsChanged`. */
export const jobChangedKey = (jobId: string) => `jobchanged:${jobId}`;
/** A seeker's feed changed (an answer, the profile, a new job told to them) at this time. */
export const seekerChangedKey = (seekerId: string) => `feedchanged:${seekerId}`;
/** What the feed's settings say of the marks (platform/config.ts). */
export type FeedSettings = { FEED_CACHE_SECONDS: number; FEED_KEPT_SECONDS: number };
/**
 * How long a change mark lives: longer than anything built before it can be kept (a cached feed,
 * FEED_CACHE_SECONDS; an instance's kept seekers and jobs, FEED_KEPT_SECONDS), so whatever was
 * built before a change always finds its mark.
 */
const markSeconds = (s: FeedSettings) => Math.max(s.FEED_CACHE_SECONDS, s.FEED_KEPT_SECONDS) + 1;

/**
 * Every job changed at this time, for what every card shows that is not the job's own row: a
 * category's names (an admin renamed it). Read beside the jobs' own marks, in the same round trip.
 */
export const ALL_JOBS_CHANGED_KEY = 'jobchanged:*';
/**
 * A mark this close before a read (ms) counts as after it: instances' clocks differ a little, so
 * what is read within a second of a change is read again on the next request.
 */
export const SKEW_MS = 1000;

/**
 * The clock change marks are written and compared in: this process's moved to the shared cache's
 * (`syncMarkClock`), so instances whose clocks differ by more than SKEW_MS still agree on what
 * came first, within half a round trip to the cache. With an in-process cache, this process's.
 */
let markOffsetMs = 0;
export const markNow = () => Date.now() + markOffsetMs;

/**
 * Reads the cache's clock and moves `markNow` to it (app.ts: at start, then every minute).
 * Answers how far this process's clock is from it (ms), or null when the cache has no shared
 * clock or did not answer (the last offset stays).
 */
export async function syncMarkClock(cache: Cache): Promise<number | null> {
  const sent = Date.now();
  const shared = await cache.time();
  const received = Date.now();
  if (shared === null) return null;
  markOffsetMs = Math.round(shared - (sent + received) / 2);
  return markOffsetMs;
}

type Change = { jobs?: readonly string[]; seekers?: readonly string[]; allJobs?: boolean };
const listeners = new Set<(change: Change) => void>();
/**
 * Changes marked by this process, told at once to what it keeps in memory
 * (features/feed/feed-kept.ts): the marks tell the other instances, and this one does not
 * depend on them (an in-process cache may drop a mark to make room). Answers the unsubscribe.
 */
export function onFeedChange(listener: (change: Change) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function told(change: Change) {
  for (const listener of listeners) listener(change);
}

/**
 * Change marks the cache did not take (Redis away for this instance), per cache: written again
 * until they are older than anything they guard, so a failed write does not leave the other
 * instances trusting what they keep for up to FEED_KEPT_SECONDS. Meanwhile this instance is told
 * in memory (`onFeedChange`), and an instance that cannot read the marks trusts nothing kept.
 */
type Waiting = { ttlSeconds: number; until: number };
type Unwritten = { keys: Map<string, Waiting>; delay: number };
const unwritten = new WeakMap<Cache, Unwritten>();
/** The first retry after this long (ms), then twice as long each time, up to the last. */
export const MARK_RETRY_MS = { first: 250, last: 4000 };
/** A bound on the marks waiting (the oldest go first: they are the nearest to their life's end). */
const UNWRITTEN_MAX = 100_000;

/**
 * Writes `keys` with the change's time `at`; keys the cache does not take are written again for
 * `guardSeconds` after it, the longest life of what they guard (default: the marks' own).
 */
async function writeMarks(
  cache: Cache,
  keys: readonly string[],
  at: number,
  ttlSeconds: number,
  guardSeconds = ttlSeconds,
) {
  if (keys.length === 0 || (await cache.setMany(keys, String(at), ttlSeconds))) return;
  let waiting = unwritten.get(cache);
  if (!waiting) {
    waiting = { keys: new Map(), delay: MARK_RETRY_MS.first };
    unwritten.set(cache, waiting);
    setTimeout(() => void rewrite(cache), waiting.delay).unref();
  }
  for (const key of keys) {
    waiting.keys.delete(key);
    waiting.keys.set(key, { ttlSeconds, until: at + guardSeconds * 1000 });
  }
  for (const key of waiting.keys.keys()) {
    if (waiting.keys.size <= UNWRITTEN_MAX) break;
    waiting.keys.delete(key);
  }
}

/**
 * Writes the waiting marks again, with the time they are written, not the change's: a mark
 * written meanwhile for a later change is never set back to an earlier time (as between any two
 * marks, within the instances' clock difference that SKEW_MS covers). A later time only has the
 * others read again what they read since the change.
 */
async function rewrite(cache: Cache) {
  const waiting = unwritten.get(cache);
  if (!waiting) return;
  const now = markNow();
  const byTtl = new Map<number, [string, Waiting][]>();
  for (const [key, mark] of waiting.keys) {
    if (mark.until <= now) waiting.keys.delete(key);
    else if (byTtl.has(mark.ttlSeconds)) byTtl.get(mark.ttlSeconds)?.push([key, mark]);
    else byTtl.set(mark.ttlSeconds, [[key, mark]]);
  }
  for (const [ttlSeconds, marks] of byTtl) {
    const keys = marks.map(([key]) => key);
    if (!(await cache.setMany(keys, String(now), ttlSeconds))) continue;
    // a change that failed again meanwhile waits on with its own time
    for (const [key, mark] of marks) if (waiting.keys.get(key) === mark) waiting.keys.delete(key);
  }
  if (waiting.keys.size === 0) {
    unwritten.delete(cache);
    return;
  }
  waiting.delay = Math.min(waiting.delay * 2, MARK_RETRY_MS.last);
  setTimeout(() => void rewrite(cache), waiting.delay).unref();
}

/**
 * A kept page is compressed once, on the first read, and sent on every hit: Brotli quality 3,
 * not the 1 of other answers (`compression.ts`). On 60 pages of the bench's data quality 3 gave
 * 2,573 bytes in 113 to 168 µs, quality 5 2,277 bytes in 235 to 262 µs, quality 1 3,071 bytes
 * in 62 to 122 µs; on the demo data's page 3,075 bytes at quality 3, 2,705 at 5. Quality 5 took
 * the first reads of bench/feed to a p95 of 64 to 95 ms in four runs, quality 3 to 45, 47 and
 * 65 ms in three (2026-11-29); 300 to 400 bytes more on a hit, within the same round trip.
 */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } };

/** A feed page as it was answered, Brotli-compressed, with what says whether it still holds. */
export type CachedPage = { builtAt: number; ids: string[]; br: Buffer };

function encodePage(page: CachedPage): string {
  return `${page.builtAt}\n${page.ids.join(',')}\n${page.br.toString('base64')}`;
}
function decodePage(raw: string): CachedPage | null {
  const first = raw.indexOf('\n');
  const second = raw.indexOf('\n', first + 1);
  if (first < 0 || second < 0) return null;
  const builtAt = Number(raw.slice(0, first));
  const list = raw.slice(first + 1, second);
  if (!Number.isFinite(builtAt)) return null;
  return {
    builtAt,
    ids: list ? list.split(',') : [],
    br: Buffer.from(raw.slice(second + 1), 'base64'),
  };
}

/**
 * Tells the cached feed pages and every instance's kept jobs that these jobs changed (closed,
 * deactivated, their media delivered): a page or a job read before is read again from the
 * database. Called after the change has committed.
 */
export async function jobsChanged(cache: Cache, settings: FeedSettings, jobIds: readonly string[]) {
  if (jobIds.length === 0) return;
  told({ jobs: jobIds });
  await writeMarks(cache, jobIds.map(jobChangedKey), markNow(), markSeconds(settings));
}

/**
 * What every job's card shows changed (a category renamed, `ALL_JOBS_CHANGED_KEY`): every cached
 * page and every instance's kept jobs are read again. Called after the change has committed.
 */
export async function allJobsChanged(cache: Cache, settings: FeedSettings) {
  told({ allJobs: true });
  await writeMarks(cache, [ALL_JOBS_CHANGED_KEY], markNow(), markSeconds(settings));
}

/** A job of this category went Open at this time: the feed's windows (features/feed/feed-windows.ts)
 * built before are read again. One key a category; kept a day, far longer than a window lives. */
export const categoryOpenedKey = (category: string) => `jobopened:${category}`;
/** The longest a window lives (FEED_WINDOW_SECONDS at most, platform/config.ts). */
const WINDOW_SECONDS_MAX = 600;

/**
 * Jobs of these categories went Open (posted, approved): every instance's feed windows of them are
 * built again, so a seeker told of the job finds it in the feed. Called after the commit.
 */
export async function categoriesOpened(cache: Cache, categories: readonly string[]) {
  const keys = [...new Set(categories)].map(categoryOpenedKey);
  await writeMarks(cache, keys, markNow(), 24 * 60 * 60, WINDOW_SECONDS_MAX);
}

export function feedCache(cache: Cache, settings: FeedSettings, now = markNow) {
  const ttlSeconds = settings.FEED_CACHE_SECONDS;
  const key = (seekerId: string) => `feed:${seekerId}`;
  const pageKey = (seekerId: string, page: number) => `feedpage:${seekerId}:${page}`;
  /** Pages are kept only for GET /job/all's first pages (reloads and "load more"). */
  const PAGES_KEPT = 10;
  const pageKeysOf = (seekerIds: readonly string[]) =>
    seekerIds.flatMap((id) => Array.from({ length: PAGES_KEPT }, (_, page) => pageKey(id, page)));

  async function read(seekerId: string): Promise<CachedFeed | null> {
    const raw = await cache.get(key(seekerId));
    if (!raw) return null;
    try {
      return JSON.parse(raw) as CachedFeed;
    } catch {
      return null;
    }
  }

  /**
   * The pages built before now go: deleted, and marked stale for a page being built meanwhile
   * (a read that loaded its jobs before an answer was saved must not store them after it).
   */
  async function pagesGone(seekerIds: readonly string[]) {
    told({ seekers: seekerIds });
    await Promise.all([
      cache.delMany(pageKeysOf(seekerIds)),
      writeMarks(cache, seekerIds.map(seekerChangedKey), now(), markSeconds(settings)),
    ]);
  }

  /**
   * `changed`: the feed lost jobs (an answer), so pages built before are stale too. The pages
   * and the feed are written at once, in one round trip's time, not two: a page is checked by
   * its jobs' and the seeker's marks when it is read, not by the feed it came from.
   */
  async function put(seekerId: string, entry: CachedFeed, changed: boolean): Promise<void> {
    const left = Math.ceil(ttlSeconds - (now() - entry.rankedAt) / 1000);
    await Promise.all([
      changed ? pagesGone([seekerId]) : cache.delMany(pageKeysOf([seekerId])),
      left > 0 ? cache.set(key(seekerId), JSON.stringify(entry), left) : cache.del(key(seekerId)),
    ]);
  }

  return {
    enabled: ttlSeconds > 0,

    /**
     * The seeker's cached feed, if it was ranked for this profile. `ahead`: its read, begun
     * beforehand (`read`), beside the seeker's own.
     */
    async get(
      seekerId: string,
      profile: string,
      ahead: Promise<CachedFeed | null> = read(seekerId),
    ): Promise<CachedFeed | null> {
      const entry = await ahead;
      return entry?.profile === profile ? entry : null;
    },

    /** The seeker's cached feed, whatever its profile (`get` checks it). */
    read,

    /**
     * Keeps a feed just ranked, without waiting for the cache: the page read next from it goes
     * to the cache after it, on the same connection (a round trip less on a first read).
     */
    keep(seekerId: string, feed: Omit<CachedFeed, 'rankedAt'>): CachedFeed {
      const entry = { ...feed, rankedAt: now() };
      // the cache's adapters never reject (a failed write is logged and read as a miss)
      if (ttlSeconds > 0) void put(seekerId, entry, false);
      return entry;
    },

    /** Drops these seekers' cached feeds and pages: their next read ranks again. */
    async forget(seekerIds: readonly string[]): Promise<void> {
      if (seekerIds.length === 0) return;
      await Promise.all([cache.delMany(seekerIds.map(key)), pagesGone(seekerIds)]);
    },

    /**
     * A page answered before, as it was sent (issue 17: a hit reads no SQL and ranks nothing),
     * while none of its jobs has changed since it was built. The seeker's own answers, a changed
     * profile and a new job told to them drop their pages (`drop`, `forget`).
     */
    async page(seekerId: string, page: number): Promise<Buffer | null> {
      if (ttlSeconds === 0 || page >= PAGES_KEPT) return null;
      const raw = await cache.get(pageKey(seekerId, page));
      const cached = raw === null ? null : decodePage(raw);
      if (!cached) return null;
      const changes = await cache.getMany([
        seekerChangedKey(seekerId),
        ALL_JOBS_CHANGED_KEY,
        ...cached.ids.map(jobChangedKey),
      ]);
      const since = cached.builtAt - SKEW_MS;
      if (changes.some((at) => at !== null && Number(at) >= since)) return null;
      return cached.br;
    },

    /**
     * Keeps a page just answered from the cached feed `entry`: `builtAt` is when its jobs were
     * read, so a change after that makes it stale. It goes when the entry does. Answers the
     * compressed page (the caller sends it), or null when it was not kept.
     */
    async keepPage(
      seekerId: string,
      page: number,
      built: { builtAt: number; ids: string[]; json: Buffer; entry: CachedFeed },
    ): Promise<Buffer | null> {
      if (ttlSeconds === 0 || page >= PAGES_KEPT) return null;
      const left = Math.floor(ttlSeconds - (now() - built.entry.rankedAt) / 1000);
      if (left <= 0) return null;
      const br = zlib.brotliCompressSync(built.json, BROTLI);
      // sent without waiting for the cache, as `keep`
      void cache.set(
        pageKey(seekerId, page),
        encodePage({ builtAt: built.builtAt, ids: built.ids, br }),
        left,
      );
      return br;
    },

    /**
     * Takes jobs out of a cached feed (answered, closed); the rest keeps its order. With no cached
     * feed the seeker's change is still marked (what instances keep of them is read again).
     */
    async drop(seekerId: string, jobIds: readonly string[], known?: CachedFeed) {
      const entry = known ?? (await read(seekerId));
      if (!entry) {
        await pagesGone([seekerId]);
        return null;
      }
      const gone = new Set(jobIds);
      const ids = entry.ids.filter((id) => !gone.has(id));
      const removed = entry.ids.length - ids.length;
      if (removed === 0) {
        // an answer from outside the feed (a shared job) can still change its empty message
        await pagesGone([seekerId]);
        return entry;
      }
      const next = { ...entry, ids, total: Math.max(0, entry.total - removed) };
      await put(seekerId, next, true);
      return next;
    },
  };
}

export type FeedCache = ReturnType<typeof feedCache>;
