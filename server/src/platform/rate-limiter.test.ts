import { describe, expect, it } from 'vitest';
import { memoryRateLimiter, redisRateLimiter } from './rate-limiter';

describe('memoryRateLimiter', () => {
  it('allows `limit` hits a window, then refuses until the window ends', async () => {
    let now = 1_000_000;
    const limiter = memoryRateLimiter(() => now);
    for (let i = 1; i <= 3; i += 1) expect((await limiter.hit('k', 3, 60)).allowed).toBe(true);
    const refused = await limiter.hit('k', 3, 60);
    expect(refused).toEqual({ allowed: false, count: 4, retryAfter: 60 });
    expect((await limiter.hit('other', 3, 60)).allowed).toBe(true);
    now += 61_000;
    expect((await limiter.hit('k', 3, 60)).allowed).toBe(true);
  });
});

// CI's second run sets REDIS_URL to the machine's Redis.
describe.runIf(process.env.REDIS_URL)('redisRateLimiter', () => {
  it('counts across limiter instances, as separate app servers would', async () => {
    const url = process.env.REDIS_URL ?? '';
    const a = redisRateLimiter(url);
    const b = redisRateLimiter(url);
    const key = `test:${process.pid}:${Date.now()}`;
    try {
      expect((await a.hit(key, 2, 30)).allowed).toBe(true);
      expect((await b.hit(key, 2, 30)).allowed).toBe(true);
      const third = await a.hit(key, 2, 30);
      expect(third.allowed).toBe(false);
      expect(third.count).toBe(3);
      expect(third.retryAfter).toBeGreaterThan(0);
      expect(third.retryAfter).toBeLessThanOrEqual(30);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
