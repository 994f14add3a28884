import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployerWithCompany, type TestEmployer } from '../../../test/employer';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { saveProfile } from '../../../test/seeker';
import { memoryCache, redisCache } from '../../platform/cache';
import { applications, jobs } from '../../platform/db/schema';
import { feedCache } from '../../platform/feed-cache';
import {
  ALL_JOBS_CHANGED_KEY,
  jobChangedKey,
  jobsChanged,
  SKEW_MS,
} from '../../platform/feed-marks';
import { newId } from '../../platform/ids';
import { enqueueJobPostFanout } from '../../platform/tasks';
import { feedFixtures, idsOf } from './test-support';

// The cached feed (platform/feed-cache.ts): 60 s, the first 60 ranked ids (two pages) kept per seeker.
let now = Date.now();
let t: TestApp;
let employer: TestEmployer & { companyName: string };
let fx: ReturnType<typeof feedFixtures>;
beforeAll(async () => {
  t = await createTestApp(
    { FEED_CACHE_SECONDS: '60', FEED_CACHE_DEPTH: '60' },
    { cache: memoryCache({ now: () => now }) },
  );
  employer = await createEmployerWithCompany(t);
  fx = feedFixtures(t, employer);
});

const closeJob = (jobId: string) =>
  call(t.app, { method: 'PUT', url: `/api/job/recruiter/${jobId}/close`, token: employer.token });

/** GET /job/all as a phone's browser asks for it (Brotli taken). */
async function feedAsPhone(s: { id: string; token: string }, page = 0) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/job/all?user_id=${s.id}&page=${page}`,
    headers: { authorization: `Bearer ${s.token}`, 'accept-encoding': 'gzip, deflate, br' },
  });
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString('utf8'));
}
afterAll(() => t.app.close());

/** `n` Open jobs of a category, oldest first (the feed lists them newest first). */
async function jobsIn(category: string, n: number) {
  const made: string[] = [];
  for (let i = 0; i < n; i += 1) made.push(await fx.addJob({ category }));
  return made;
}

describe('a stored feed page (feedCache.page)', () => {
  it("is not answered after a change marked within SKEW_MS before it was built, or every job's", async () => {
    const cache = memoryCache();
    const pages = feedCache(cache, { FEED_CACHE_SECONDS: 60, FEED_KEPT_SECONDS: 60 });
    const entry = pages.keep('s1', { profile: 'p', ids: ['a'], total: 1, complete: true });
    const builtAt = Date.now();
    const json = Buffer.from('{"data":[]}');
    const stored = await pages.keepPage('s1', 0, { builtAt, ids: ['a'], json, entry });
    expect(stored).not.toBeNull();
    expect(await pages.page('s1', 0)).toEqual(stored);
    // a change another instance marked before the page's jobs were read: still answered
    await cache.set(jobChangedKey('a'), String(builtAt - SKEW_MS - 1), 60);
    expect(await pages.page('s1', 0)).toEqual(stored);
    // marked by a clock half a second behind this one's: it may have come after the read
    await cache.set(jobChangedKey('a'), String(builtAt - 500), 60);
    expect(await pages.page('s1', 0)).toBeNull();
    await cache.del(jobChangedKey('a'));
    expect(await pages.page('s1', 0)).toEqual(stored);
    // a category renamed: every job's card changed
    await cache.set(ALL_JOBS_CHANGED_KEY, String(builtAt + 10), 60);
    expect(await pages.page('s1', 0)).toBeNull();
  });
});

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

  it('shows it at once even when the feed windows were read before: the fan-out marks them', async () => {
    const s = await fx.seekerIn('waiter');
    const [a] = await jobsIn('waiter', 1);
    expect(idsOf((await fx.feed(s)).body)).toEqual([a]);
    // in the table, its category not marked yet (features/feed/feed-windows.ts)
    const b = await fx.addJob({ category: 'waiter' }, { announced: false });
    await t.database.db.transaction((tx) => enqueueJobPostFanout(tx, [b]));
    await t.app.notificationWorker.runOnce(new Date(), { sweep: false });
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

  it('drops a job closed or answered on another instance, and the page stays full', async () => {
    const s = await fx.seekerIn('welder');
    const made = (await jobsIn('welder', 32)).reverse();
    expect((await fx.feed(s)).body.count).toBe(32);
    // the employer closes one (the page cache is told); an answer to another was written by an
    // instance whose cache this one does not share, so only the check on reading finds it
    expect((await closeJob(made[3] as string)).body).toMatchObject({ message: 'Job closed' });
    await t.database.db
      .insert(applications)
      .values({ id: newId(), seekerId: s.id, jobId: made[7] as string, status: 'Applied' });
    await fx.feed(s, 1); // page 1 was never stored: built now, it drops both
    const after = await fx.feed(s);
    const expected = made.filter((_, i) => i !== 3 && i !== 7);
    expect(idsOf(after.body)).toEqual(expected.slice(0, 30));
    expect(after.body.count).toBe(30);
    expect(idsOf((await fx.feed(s, 1)).body)).toEqual([]);
  });

  it('answers a page read before as it was sent, compressed, without reading the jobs again', async () => {
    const s = await fx.seekerIn('mason');
    const [a, b] = await jobsIn('mason', 2);
    const first = await feedAsPhone(s);
    expect(idsOf(first)).toEqual([b, a]);
    expect(first.data[0].match_reasons).toEqual(expect.any(Array));
    // a change written behind the services' back is not seen: the page is not read from SQL
    await t.database.db
      .update(jobs)
      .set({ jobTitle: 'Changed in SQL' })
      .where(eq(jobs.id, b as string));
    const again = await feedAsPhone(s);
    expect(again).toEqual(first);
    expect(again.data[0].job_title).toBe('Driver');
    // a client that does not take Brotli gets the same JSON uncompressed
    const plain = await fx.feed(s);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(first);
    // a job closed through the service leaves the stored page at once; the page is built again,
    // with b as this instance keeps it (feed-kept.ts: nothing marked b changed)
    expect((await closeJob(a as string)).status).toBe(200);
    const closed = await feedAsPhone(s);
    expect(closed).toMatchObject({ count: 1, data: [{ _id: b, job_title: 'Driver' }] });
    // b's change marked, as a service that changes a job does: re-read from the table
    await jobsChanged(t.cache, t.config, [b as string]);
    const changed = await feedAsPhone(s);
    expect(changed).toMatchObject({ count: 1, data: [{ _id: b, job_title: 'Changed in SQL' }] });
  });

  it('rebuilds a stored page after an answer, even one given to a job outside the feed', async () => {
    const s = await fx.seekerIn('gardener');
    const [a, b] = await jobsIn('gardener', 2);
    const elsewhere = await fx.addJob({ category: 'beautician' }); // not in the seeker's interests
    expect(idsOf(await feedAsPhone(s))).toEqual([b, a]);
    expect((await fx.respond(s, b as string, 'Applied')).body.message).toBe('Applied successfully');
    expect(await feedAsPhone(s)).toMatchObject({ count: 1, data: [{ _id: a }] });
    expect((await fx.respond(s, a as string, 'Visited')).status).toBe(200);
    expect(await feedAsPhone(s)).toMatchObject({
      count: 0,
      data: [],
      message: 'You visited all posted jobs',
    });
    expect((await fx.respond(s, elsewhere, 'Saved')).status).toBe(200);
    expect((await feedAsPhone(s)).message).toBe('You visited all posted jobs');
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
