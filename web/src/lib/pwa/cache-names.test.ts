import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../session';
import { CACHE, clearUserCaches, USER_CACHE_PREFIX } from './cache-names';

// Issue 16 item 5: the service worker never shows one user's answers to the next person on the
// phone: every cache of a user's answers goes at logout; the public ones stay.

function fakeCaches(names: string[]) {
  const left = new Set(names);
  const storage = {
    keys: vi.fn(async () => [...left]),
    delete: vi.fn(async (name: string) => left.delete(name)),
  };
  vi.stubGlobal('caches', storage);
  return left;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('clearUserCaches', () => {
  it("deletes the caches of a user's answers and keeps the public ones", async () => {
    const left = fakeCaches([
      CACHE.feed,
      CACHE.categories,
      CACHE.config,
      CACHE.chunks,
      'workbox-precache-v2',
    ]);
    await clearUserCaches();
    expect([...left].sort()).toEqual([
      CACHE.categories,
      CACHE.chunks,
      CACHE.config,
      'workbox-precache-v2',
    ]);
  });

  it('names the feed cache as a user cache', () => {
    expect(CACHE.feed.startsWith(USER_CACHE_PREFIX)).toBe(true);
    expect(CACHE.categories.startsWith(USER_CACHE_PREFIX)).toBe(false);
  });

  it('runs on logout (clearSession)', async () => {
    const left = fakeCaches([CACHE.feed, CACHE.categories]);
    clearSession();
    await vi.waitFor(() => expect([...left]).toEqual([CACHE.categories]));
  });

  it('does nothing where the browser has no Cache Storage', async () => {
    await expect(clearUserCaches()).resolves.toBeUndefined();
  });
});
