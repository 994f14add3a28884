import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { type Cache, memoryCache, redisCache } from './cache';

/** What every cache does with several keys at once and with a value already there. */
async function manyAndAdd(cache: Cache, prefix: string) {
  const [a, b, c] = [`${prefix}:a`, `${prefix}:b`, `${prefix}:c`];
  await cache.set(a, 'one', 60);
  await cache.set(c, 'three', 60);
  expect(await cache.getMany([a, b, c])).toEqual(['one', null, 'three']);
  expect(await cache.getMany([])).toEqual([]);
  // add keeps what is there (a tombstone written first wins) and fills what is not
  await cache.add(a, 'other', 60);
  await cache.add(b, 'two', 60);
  expect(await cache.getMany([a, b])).toEqual(['one', 'two']);
  await cache.delMany([a, b]);
  await cache.delMany([]);
  // several keys to one value, and whether the cache took them
  expect(await cache.setMany([a, b], 'marked', 60)).toBe(true);
  expect(await cache.setMany([], 'marked', 60)).toBe(true);
  expect(await cache.getMany([a, b])).toEqual(['marked', 'marked']);
  await cache.delMany([a, b]);
  expect(await cache.getMany([a, b, c])).toEqual([null, null, 'three']);
  await cache.del(c);
}

describe('memoryCache', () => {
  it('answers a value until its time runs out', async () => {
    let now = 1_000;
    const cache = memoryCache({ now: () => now });
    await cache.set('a', 'one', 60);
    expect(await cache.get('a')).toBe('one');
    now += 59_000;
    expect(await cache.get('a')).toBe('one');
    now += 1_000;
    expect(await cache.get('a')).toBeNull();
    await cache.set('a', 'two', 60);
    await cache.del('a');
    expect(await cache.get('a')).toBeNull();
  });

  it('lets the least recently used entry go when full', async () => {
    const cache = memoryCache({ maxEntries: 2 });
    await cache.set('a', '1', 60);
    await cache.set('b', '2', 60);
    expect(await cache.get('a')).toBe('1'); // a is now the most recent
    await cache.set('c', '3', 60);
    expect(await cache.get('b')).toBeNull();
    expect(await cache.get('a')).toBe('1');
    expect(await cache.get('c')).toBe('3');
  });

  it('reads and drops several keys at once, and adds only where nothing is', async () => {
    await manyAndAdd(memoryCache(), 'm');
  });

  it('has no clock to share: no other instance reads it', async () => {
    expect(await memoryCache().time()).toBeNull();
  });

  it('adds over an expired value', async () => {
    let now = 0;
    const cache = memoryCache({ now: () => now });
    await cache.set('a', 'old', 1);
    now += 1_000;
    await cache.add('a', 'new', 60);
    expect(await cache.get('a')).toBe('new');
  });
});

const silent = pino({ level: 'silent' });

describe('redisCache', () => {
  it('is a miss, not an error, while Redis cannot be reached', async () => {
    const cache = redisCache('redis://127.0.0.1:1', silent);
    await expect(cache.set('k', 'v', 60)).resolves.toBeUndefined();
    expect(await cache.get('k')).toBeNull();
    await expect(cache.del('k')).resolves.toBeUndefined();
    expect(await cache.getMany(['k', 'l'])).toEqual([null, null]);
    await expect(cache.add('k', 'v', 60)).resolves.toBeUndefined();
    await expect(cache.delMany(['k', 'l'])).resolves.toBeUndefined();
    // the one write that says it failed: the feed's change marks are written again
    expect(await cache.setMany(['k', 'l'], 'v', 60)).toBe(false);
    expect(await cache.getManyChecked(['k'])).toBeNull();
    expect(await cache.time()).toBeNull();
    await cache.close();
  });

  // CI's second run sets REDIS_URL to the machine's Redis.
  it.runIf(process.env.REDIS_URL)('keeps values in Redis for their time', async () => {
    const cache = redisCache(process.env.REDIS_URL ?? '', silent);
    const other = redisCache(process.env.REDIS_URL ?? '', silent);
    const key = `test:${process.pid}:${Date.now()}`;
    // the client connects first; a command before that is a miss
    await new Promise((resolve) => setTimeout(resolve, 500));
    await cache.set(key, 'shared', 1);
    expect(await other.get(key)).toBe('shared');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await other.get(key)).toBeNull();
    await cache.set(key, 'again', 60);
    await other.del(key);
    expect(await cache.get(key)).toBeNull();
    await manyAndAdd(cache, key);
    // Redis's clock, the one every instance shares (this machine's own, here)
    const sent = Date.now();
    const time = await cache.time();
    expect(time).toBeGreaterThanOrEqual(sent - 5);
    expect(time).toBeLessThanOrEqual(Date.now() + 5);
    await cache.close();
    await other.close();
  });
});
