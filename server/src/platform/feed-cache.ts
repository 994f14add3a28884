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

export function feedCache(cache: Cache, ttlSeconds: number, now = () => Date.now()) {
  const key = (seekerId: string) => `feed:${seekerId}`;

  async function read(seekerId: string): Promise<CachedFeed | null> {
    const raw = await cache.get(key(seekerId));
    if (!raw) return null;
    try {
      return JSON.parse(raw) as CachedFeed;
    } catch {
      return null;
    }
  }

  async function put(seekerId: string, entry: CachedFeed): Promise<void> {
    const left = Math.ceil(ttlSeconds - (now() - entry.rankedAt) / 1000);
    if (left > 0) await cache.set(key(seekerId), JSON.stringify(entry), left);
    else await cache.del(key(seekerId));
  }

  return {
    enabled: ttlSeconds > 0,

    /** The seeker's cached feed, if it was ranked for this profile. */
    async get(seekerId: string, profile: string): Promise<CachedFeed | null> {
      const entry = await read(seekerId);
      return entry?.profile === profile ? entry : null;
    },

    /** Keeps a feed just ranked. */
    async keep(seekerId: string, feed: Omit<CachedFeed, 'rankedAt'>): Promise<CachedFeed> {
      const entry = { ...feed, rankedAt: now() };
      if (ttlSeconds > 0) await put(seekerId, entry);
      return entry;
    },

    /** Drops these seekers' cached feeds: their next read ranks again. */
    async forget(seekerIds: readonly string[]): Promise<void> {
      await Promise.all(seekerIds.map((id) => cache.del(key(id))));
    },

    /** Takes jobs out of a cached feed (answered, closed); the rest keeps its order. */
    async drop(seekerId: string, jobIds: readonly string[], known?: CachedFeed) {
      const entry = known ?? (await read(seekerId));
      if (!entry) return null;
      const gone = new Set(jobIds);
      const ids = entry.ids.filter((id) => !gone.has(id));
      const removed = entry.ids.length - ids.length;
      if (removed === 0) return entry;
      const next = { ...entry, ids, total: Math.max(0, entry.total - removed) };
      await put(seekerId, next);
      return next;
    },
  };
}

export type FeedCache = ReturnType<typeof feedCache>;
