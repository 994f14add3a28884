import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export type Hit = { allowed: boolean; count: number; retryAfter: number };

/** Fixed-window counters: in process by default, in Redis (REDIS_URL) so limits hold across instances. */
export type RateLimiter = {
  hit(key: string, limit: number, windowSeconds: number): Promise<Hit>;
  close(): Promise<void>;
};

export function memoryRateLimiter(now = () => Date.now()): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let sweeps = 0;
  return {
    async hit(key, limit, windowSeconds) {
      const t = now();
      if (++sweeps % 1000 === 0) {
        for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
      }
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowSeconds * 1000 };
        windows.set(key, w);
      }
      w.count += 1;
      return {
        allowed: w.count <= limit,
        count: w.count,
        retryAfter: Math.ceil((w.resetAt - t) / 1000),
      };
    },
    async close() {},
  };
}

export function redisRateLimiter(url: string, log?: Pick<FastifyBaseLogger, 'warn'>): RateLimiter {
  // ioredis is imported only where Redis is used (issue 17 item 4: 0.1 s of every start)
  const client: Promise<Redis> = import('ioredis').then(({ Redis }) => {
    const made = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
    // issue 15 item 1: a dropped Redis connection is retried by ioredis; a request that met it
    // fails with the driver's error (answered 503, platform/db/connection-loss.ts), never the
    // process
    made.on('error', (err) => log?.warn({ err }, 'rate limiter: redis error'));
    return made;
  });
  return {
    async hit(key, limit, windowSeconds) {
      const redis = await client;
      const k = `kaamkaj:rl:${key}`;
      const [[, count], , [, ttl]] = (await redis
        .multi()
        .incr(k)
        .expire(k, windowSeconds, 'NX')
        .ttl(k)
        .exec()) as [[null, number], [null, number], [null, number]];
      return { allowed: count <= limit, count, retryAfter: Math.max(ttl, 1) };
    },
    async close() {
      await (await client).quit();
    },
  };
}
