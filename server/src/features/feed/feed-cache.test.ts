import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployerWithCompany } from '../../../test/employer';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { saveProfile } from '../../../test/seeker';
import { memoryCache, redisCache } from '../../platform/cache';
import { applications, jobs } from '../../platform/db/schema';
import { newId } from '../../platform/ids';
import { enqueueJobPostFanout } from '../../platform/tasks';
import { feedFixtures, idsOf } from './test-support';

// The cached feed (platform/feed-cache.ts): 60 s, the first 60 ranked ids (two pages) kept per seeker.
let now = Date.now();
let t: TestApp;
let fx: ReturnType<typeof feedFixtures>;
beforeAll(async () => {
  t = await createTestApp(
    { FEED_CACHE_SECONDS: '60', FEED_CACHE_DEPTH: '60' },
    { cache: memoryCache({ now: () => now }) },
  );
  fx = feedFixtures(t, await createEmployerWithCompany(t));
});
afterAll(() => t.app.close());

/** `n` Open jobs of a category, oldest first (the feed lists them newest first). */
async function jobsIn(category: string, n: number) {
  const made: string[] = [];
  for (let i = 0; i < n; i += 1) made.push(await fx.addJob({ category }));
  return made;
}

describe('the cached feed (FEED_CACHE_SECONDS)', () => {
  it('keeps the ranking: a job posted since appears once the cached feed runs out', async () => {
    const s = await fx.seekerIn('plumber');
    const [a, b] = await jobsIn('plumber', 2);
    expect(idsOf((await fx.feed(s)).body)).toEqual([b, a]);
    const c = await fx.addJob({ category: 'plumber' });
    expect((await fx.feed(s)).body).toMatchObject({ count: 2 });
    now += 61_000;
    const later = await fx.feed(s);
    expect(idsOf(later.body)).toEqual([c, b, a]);
    expect(later.body.count).toBe(3);
  });

  it('shows a new job at once to the seekers its JOB_POST notification tells', async () => {
    const s = await fx.seekerIn('cook');
    const [a] = await jobsIn('cook', 1);
    expect(idsOf((await fx.feed(s)).body)).toEqual([a]);
    const b = await fx.addJob({ category: 'cook' });
    await t.database.db.transaction((tx) => enqueueJobPostFanout(tx, [b]));
    expect(idsOf((await fx.feed(s)).body)).toEqual([a]); // not told yet: still the cached feed
    const run = await t.app.notificationWorker.runOnce(new Date(), { sweep: false });
    expect(run.notified).toBeGreaterThanOrEqual(1);
    expect(idsOf((await fx.feed(s)).body)).toEqual([b, a]);
  });

  it('takes an answered job out at once and refills the page from the next one', async () => {
    const s = await fx.seekerIn('painter');
    const made = (await jobsIn('painter', 35)).reverse(); // newest first, as the feed ranks
    expect(idsOf((await fx.feed(s)).body)).toEqual(made.slice(0, 30));
    expect((await fx.respond(s, made[0] as string, 'Visited')).status).toBe(200);
    expect((await fx.respond(s, made[1] as string, 'Saved')).status).toBe(200);
    const after = await fx.feed(s);
    expect(idsOf(after.body)).toEqual(made.slice(2, 32));
    expect(after.body.count).toBe(33);
    expect(idsOf((await fx.feed(s, 1)).body)).toEqual(made.slice(32));
  });

  it('drops a job closed or answered elsewhere when it reads the page, which stays full', async () => {
    const s = await fx.seekerIn('welder');
    const made = (await jobsIn('welder', 32)).reverse();
    expect((await fx.feed(s)).body.count).toBe(32);
    // the employer closes one; another server instance records an answer to another
    await t.database.db
      .update(jobs)
      .set({ status: 2 })
      .where(eq(jobs.id, made[3] as string));
    await t.database.db
      .insert(applications)
      .values({ id: newId(), seekerId: s.id, jobId: made[7] as string, status: 'Applied' });
    const after = await fx.feed(s);
    const expected = made.filter((_, i) => i !== 3 && i !== 7);
    expect(idsOf(after.body)).toEqual(expected.slice(0, 30));
    expect(after.body.count).toBe(30);
    expect(idsOf((await fx.feed(s, 1)).body)).toEqual([]);
  });

  it('ranks again at once when the profile changes', async () => {
    const s = await fx.seekerIn('carpenter');
    const [, nearby, newest] = [
      await fx.addJob({ category: 'carpenter' }),
      await fx.addJob({ category: 'carpenter', district: 'up-kanpur-nagar' }),
      await fx.addJob({ category: 'carpenter' }),
    ];
    expect(idsOf((await fx.feed(s)).body)[0]).toBe(newest);
    // the seeker moves to Kanpur: district first (spec 000 §2.7)
    const res = await saveProfile(t.app, s, { address_current: 'up-kanpur-nagar' });
    expect(res.status).toBe(200);
    const moved = await fx.feed(s);
    expect(idsOf(moved.body)[0]).toBe(nearby);
    expect(moved.body.data[0].match_reasons).toContain('district');
  });

  it('ranks pages past the cached ids afresh, so load-more pages stay full', async () => {
    const s = await fx.seekerIn('electrician');
    const made = (await jobsIn('electrician', 75)).reverse();
    expect((await fx.feed(s)).body.count).toBe(75);
    expect(idsOf((await fx.feed(s, 2)).body)).toEqual(made.slice(60));
    await fx.respond(s, made[0] as string, 'Visited');
    await fx.respond(s, made[1] as string, 'Visited');
    // 58 ids are left in the cache: page 1 reaches past them and is ranked afresh
    const second = await fx.feed(s, 1);
    expect(idsOf(second.body)).toEqual(made.slice(32, 62));
    expect(second.body.count).toBe(73);
    expect(idsOf((await fx.feed(s, 2)).body)).toEqual(made.slice(62));
  });
});

describe('FEED_CACHE_SECONDS=0', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp({ FEED_CACHE_SECONDS: '0' });
  });
  afterAll(() => plain.app.close());

  it('ranks on every request, so a new job shows at once', async () => {
    const f = feedFixtures(plain, await createEmployerWithCompany(plain));
    const s = await f.seekerIn('plumber');
    const a = await f.addJob({ category: 'plumber' });
    expect(idsOf((await f.feed(s)).body)).toEqual([a]);
    const b = await f.addJob({ category: 'plumber' });
    expect(idsOf((await f.feed(s)).body)).toEqual([b, a]);
  });
});

// CI's second run sets REDIS_URL: the same rules with the feeds kept in Redis.
describe.runIf(process.env.REDIS_URL)('the cached feed in Redis', () => {
  let r: TestApp;
  let f: ReturnType<typeof feedFixtures>;
  beforeAll(async () => {
    r = await createTestApp(
      { FEED_CACHE_SECONDS: '60' },
      { cache: redisCache(process.env.REDIS_URL ?? '', pino({ level: 'silent' })) },
    );
    f = feedFixtures(r, await createEmployerWithCompany(r));
    await new Promise((resolve) => setTimeout(resolve, 500)); // the client connects
  });
  afterAll(() => r.app.close());

  it('keeps the ranking, takes an answer out and shows a job its notification tells', async () => {
    const s = await f.seekerIn('tailor');
    const [a, b] = [await f.addJob({ category: 'tailor' }), await f.addJob({ category: 'tailor' })];
    expect(idsOf((await f.feed(s)).body)).toEqual([b, a]);
    const c = await f.addJob({ category: 'tailor' });
    expect(idsOf((await f.feed(s)).body)).toEqual([b, a]); // from Redis
    expect((await f.respond(s, b as string, 'Visited')).status).toBe(200);
    expect((await f.feed(s)).body).toMatchObject({ count: 1, data: [{ _id: a }] });
    await r.database.db.transaction((tx) => enqueueJobPostFanout(tx, [c]));
    await r.app.notificationWorker.runOnce(new Date(), { sweep: false });
    expect(idsOf((await f.feed(s)).body)).toEqual([c, a]);
  });
});
