import { describe, expect, it } from 'vitest';
import { liveSessions } from './auth';
import { memoryCache } from './cache';

const seeker = { userId: 'u1', role: 0, isSuperadmin: false };

describe('liveSessions (issue 17: a signed-in request without the sessions table)', () => {
  it('answers a kept session until its time runs out', async () => {
    let now = 0;
    const live = liveSessions(memoryCache({ now: () => now }), 60);
    expect(await live.read('s1')).toBeNull();
    await live.keep('s1', seeker);
    await live.keep('s2', { userId: 'a1', role: 3, isSuperadmin: true });
    expect(await live.read('s1')).toEqual(seeker);
    expect(await live.read('s2')).toEqual({ userId: 'a1', role: 3, isSuperadmin: true });
    now += 60_000;
    expect(await live.read('s1')).toBeNull();
  });

  it('ends a session at once on every instance sharing the cache, and a racing read cannot bring it back', async () => {
    const shared = memoryCache();
    const a = liveSessions(shared, 60);
    const b = liveSessions(shared, 60);
    await a.keep('s1', seeker);
    await b.revoked(['s1']);
    expect(await a.read('s1')).toBe('revoked');
    // a request that read the row just before the logout committed writes "live" after it
    await a.keep('s1', seeker);
    expect(await a.read('s1')).toBe('revoked');
  });

  it('reads the table every time when switched off', async () => {
    const cache = memoryCache();
    const live = liveSessions(cache, 0);
    await live.keep('s1', seeker);
    await live.revoked(['s1']);
    expect(await live.read('s1')).toBeNull();
    expect(await cache.get('session:s1')).toBeNull();
  });
});
