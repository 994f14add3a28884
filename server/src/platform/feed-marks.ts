import type { Cache } from './cache';

// The feed's change marks (platform/feed-cache.ts says what each keeps right): a job, a seeker,
// every job, a category gone Open, each written to the shared cache with the time of the change
// in a clock every instance agrees on, and told at once to what this process keeps in memory.

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
export const markSeconds = (s: FeedSettings) =>
  Math.max(s.FEED_CACHE_SECONDS, s.FEED_KEPT_SECONDS) + 1;

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
export function told(change: Change) {
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
export async function writeMarks(
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
