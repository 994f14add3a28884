import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Short-lived values that can be computed again (DESIGN.md §2 "caches"): in process by default,
 * in Redis (REDIS_URL) so every instance shares them. A cache that fails is a miss: errors are
 * logged, never thrown, so a Redis outage slows requests down instead of failing them.
 */
export type Cache = {
  get(key: string): Promise<string | null>;
  /** Several values in one round trip, in the order of `keys` (null where missing). */
  getMany(keys: readonly string[]): Promise<(string | null)[]>;
  /**
   * As getMany, but null when the cache could not answer, for a caller to whom a miss is not the
   * same as "nothing there" (the feed's change marks, features/feed/feed-kept.ts).
   */
  getManyChecked(keys: readonly string[]): Promise<(string | null)[] | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /**
   * Sets several keys to one value with one life, in one round trip; false when the cache could
   * not take them all (the feed's change marks are written again: platform/feed-marks.ts).
   */
  setMany(keys: readonly string[], value: string, ttlSeconds: number): Promise<boolean>;
  /** Sets only when the key holds nothing: a value written meanwhile (a tombstone) wins. */
  add(key: string, value: string, ttlSeconds: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Several keys in one round trip. */
  delMany(keys: readonly string[]): Promise<void>;
  /**
   * The cache server's clock (ms since 1970), the one every instance shares; null for a cache
   * in this process (no other instance reads it) and when it cannot answer.
   */
  time(): Promise<number | null>;
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
  function read(key: string): string | null {
    const e = entries.get(key);
    if (!e) return null;
    entries.delete(key);
    if (e.expiresAt <= now()) return null;
    entries.set(key, e);
    return e.value;
  }
  function write(key: string, value: string, ttlSeconds: number) {
    entries.delete(key);
    entries.set(key, { value, expiresAt: now() + ttlSeconds * 1000 });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }
  return {
    get: async (key) => read(key),
    getMany: async (keys) => keys.map(read),
    getManyChecked: async (keys) => keys.map(read),
    set: async (key, value, ttlSeconds) => write(key, value, ttlSeconds),
    async setMany(keys, value, ttlSeconds) {
      for (const key of keys) write(key, value, ttlSeconds);
      return true;
    },
    async add(key, value, ttlSeconds) {
      if (read(key) === null) write(key, value, ttlSeconds);
    },
    async del(key) {
      entries.delete(key);
    },
    async delMany(keys) {
      for (const key of keys) entries.delete(key);
    },
    time: async () => null,
    async close() {
      entries.clear();
    },
  };
}

export function redisCache(url: string, log: FastifyBaseLogger): Cache {
  // Without the offline queue a command fails at once while Redis is away: a miss, not a wait.
  // ioredis is imported only where Redis is used (issue 17 item 4: 0.1 s of every start).
  // Auto-pipelining: the commands of concurrent requests go out in one write (issue 17).
  const client: Promise<Redis> = import('ioredis').then(({ Redis }) => {
    const made = new Redis(url, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      enableAutoPipelining: true,
    });
    made.on('error', (err) => log.warn({ err }, 'cache: redis error'));
    return made;
  });
  const k = (key: string) => `kaamkaj:cache:${key}`;
  async function soft<T>(what: string, run: (redis: Redis) => Promise<T>, fallback: T): Promise<T> {
    try {
      return await run(await client);
    } catch (err) {
      log.warn({ err }, `cache: ${what} failed, treated as a miss`);
      return fallback;
    }
  }
  const getManyChecked = (keys: readonly string[]) =>
    keys.length === 0
      ? Promise.resolve([])
      : soft<(string | null)[] | null>('mget', (redis) => redis.mget(keys.map(k)), null);
  return {
    get: (key) => soft('get', (redis) => redis.get(k(key)), null),
    getMany: async (keys) => (await getManyChecked(keys)) ?? keys.map(() => null),
    getManyChecked,
    set: (key, value, ttlSeconds) =>
      soft(
        'set',
        async (redis) => {
          await redis.set(k(key), value, 'EX', ttlSeconds);
        },
        undefined,
      ),
    setMany: (keys, value, ttlSeconds) =>
      keys.length === 0
        ? Promise.resolve(true)
        : soft(
            'set',
            async (redis) => {
              const pipeline = redis.pipeline();
              for (const key of keys) pipeline.set(k(key), value, 'EX', ttlSeconds);
              const results = await pipeline.exec();
              const failed = results?.find(([err]) => err)?.[0];
              if (!results || failed) throw failed ?? new Error('the pipeline was not run');
              return true;
            },
            false,
          ),
    add: (key, value, ttlSeconds) =>
      soft(
        'add',
        async (redis) => {
          await redis.set(k(key), value, 'EX', ttlSeconds, 'NX');
        },
        undefined,
      ),
    del: (key) =>
      soft(
        'del',
        async (redis) => {
          await redis.del(k(key));
        },
        undefined,
      ),
    delMany: (keys) =>
      keys.length === 0
        ? Promise.resolve()
        : soft(
            'del',
            async (redis) => {
              await redis.del(...keys.map(k));
            },
            undefined,
          ),
    // TIME: seconds and microseconds
    time: () =>
      soft(
        'time',
        async (redis) => {
          const [seconds, micros] = await redis.time();
          return Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
        },
        null,
      ),
    async close() {
      const redis = await client;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
