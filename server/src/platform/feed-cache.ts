import zlib from 'node:zlib';
import type { MatchSeeker } from '@kaamkaj/domain';
import type { Cache } from './cache';
import {
  ALL_JOBS_CHANGED_KEY,
  type FeedSettings,
  jobChangedKey,
  markNow,
  markSeconds,
  SKEW_MS,
  seekerChangedKey,
  told,
  writeMarks,
} from './feed-marks';

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
