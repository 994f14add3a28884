import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Short-lived values that can be computed again (DESIGN.md §2 "caches"): in process by default,
 * in Redis (REDIS_URL) so every instance shares them. A cache that fails is a miss: errors are
 * logged, never thrown, so a Redis outage slows requests down instead of failing them.
 */
export type Cache = {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  del(key: string): Promise<void>;
  close(): Promise<void>;
};

/** Least recently used entries go first once `maxEntries` are held; expired ones on reading. */
export function memoryCache({
  maxEntries = 10_000,
  now = () => Date.now(),
}: {
  maxEntries?: number;
  now?: () => number;
} = {}): Cache {
  // A Map keeps insertion order: re-inserting on a hit makes the first key the least recent.
  const entries = new Map<string, { value: string; expiresAt: number }>();
  return {
    async get(key) {
      const e = entries.get(key);
      if (!e) return null;
      entries.delete(key);
      if (e.expiresAt <= now()) return null;
      entries.set(key, e);
      return e.value;
    },
    async set(key, value, ttlSeconds) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlSeconds * 1000 });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    async del(key) {
      entries.delete(key);
    },
    async close() {
      entries.clear();
    },
  };
}

export function redisCache(url: string, log: FastifyBaseLogger): Cache {
  // Without the offline queue a command fails at once while Redis is away: a miss, not a wait.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', (err) => log.warn({ err }, 'cache: redis error'));
  const k = (key: string) => `kaamkaj:cache:${key}`;
  async function soft<T>(what: string, run: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await run();
    } catch (err) {
      log.warn({ err }, `cache: ${what} failed, treated as a miss`);
      return fallback;
    }
  }
  return {
    get: (key) => soft('get', () => redis.get(k(key)), null),
    set: (key, value, ttlSeconds) =>
      soft(
        'set',
        async () => {
          await redis.set(k(key), value, 'EX', ttlSeconds);
        },
        undefined,
      ),
    del: (key) =>
      soft(
        'del',
        async () => {
          await redis.del(k(key));
        },
        undefined,
      ),
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
