import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdmin } from '../../../test/company';
import { createEmployerWithCompany, type TestEmployer } from '../../../test/employer';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { type Cache, memoryCache } from '../../platform/cache';
import { applications, jobs } from '../../platform/db/schema';
import { feedCache } from '../../platform/feed-cache';
import {
  ALL_JOBS_CHANGED_KEY,
  allJobsChanged,
  jobChangedKey,
  jobsChanged,
  MARK_RETRY_MS,
  markNow,
  SKEW_MS,
  seekerChangedKey,
  syncMarkClock,
} from '../../platform/feed-marks';
import { newId } from '../../platform/ids';
import { feedKept } from './feed-kept';
import { feedFixtures, idsOf } from './test-support';

// What a feed request keeps of the database between requests (feed-kept.ts): kept while no
// change is marked, read again when one is, whichever instance marked it.

type Job = { id: string; title: string };
const settings = { FEED_CACHE_SECONDS: 0, FEED_KEPT_SECONDS: 60 };

function kept(cache: Cache, clock: { at: number }, max = {}) {
  return feedKept<{ name: string }, Job>({
    cache,
    idOf: (j) => j.id,
    seconds: 60,
    now: () => clock.at,
    ...max,
  });
}

/**
 * A read of jobs that notes the ids it was asked for and answers each with the title of the
 * moment (`jobs.title`), except `closed` (no longer Open).
 */
function jobReads() {
  const asked: string[][] = [];
  const jobs = { title: 'v1' };
  const read = async (ids: string[]) => {
    asked.push(ids);
    return ids.filter((id) => id !== 'closed').map((id) => ({ id, title: jobs.title }));
  };
  return { read, asked, jobs };
}

describe('feedKept', () => {
  it('keeps a seeker until a change is marked, by any instance, or the minute is over', async () => {
    const cache = memoryCache();
    const clock = { at: Date.now() };
    const k = kept(cache, clock);
    let reads = 0;
    const read = async () => ({ name: `read ${++reads}` });
    expect(await k.seeker('s1', read)).toEqual({ name: 'read 1' });
    clock.at += 10_000;
    expect(await k.seeker('s1', read)).toEqual({ name: 'read 1' });
    // a mark from before the read (its clock a little behind ours counts as after)
    await cache.set(seekerChangedKey('s1'), String(clock.at - 30_000), 60);
    expect(await k.seeker('s1', read)).toEqual({ name: 'read 1' });
    // another instance marks a change (a mark in the shared cache, nothing told here)
    await cache.set(seekerChangedKey('s1'), String(clock.at), 60);
    expect(await k.seeker('s1', read)).toEqual({ name: 'read 2' });
    // read 2 began within SKEW_MS of the mark (another clock may be behind): read again
    clock.at += SKEW_MS + 1;
    expect(await k.seeker('s1', read)).toEqual({ name: 'read 3' });
    clock.at += 5_000; // read 3 began after the mark: kept
    expect(await k.seeker('s1', read)).toEqual({ name: 'read 3' });
    // this process marks it (an answer): told at once, the mark not even needed
    await feedCache(memoryCache(), settings).forget(['s1']);
    expect(await k.seeker('s1', read)).toEqual({ name: 'read 4' });
    clock.at += 60_001;
    expect(await k.seeker('s1', read)).toEqual({ name: 'read 5' });
    k.close();
  });

  it('keeps jobs until each is marked changed, and reads only those again', async () => {
    const cache = memoryCache();
    const clock = { at: Date.now() };
    const k = kept(cache, clock);
    const { read, asked, jobs } = jobReads();
    expect(await k.jobs(['a', 'b', 'closed'], read)).toEqual([
      { id: 'a', title: 'v1' },
      { id: 'b', title: 'v1' },
    ]);
    jobs.title = 'v2';
    clock.at += 10_000;
    await cache.set(jobChangedKey('b'), String(clock.at), 60); // another instance's change
    clock.at += SKEW_MS + 1;
    expect(await k.jobs(['closed', 'b', 'a', 'c'], read)).toEqual([
      { id: 'b', title: 'v2' },
      { id: 'a', title: 'v1' },
      { id: 'c', title: 'v2' },
    ]);
    // what was not answered (not Open, answered) is never kept: it is asked again
    expect(asked).toEqual([
      ['a', 'b', 'closed'],
      ['closed', 'b', 'c'],
    ]);
    await jobsChanged(memoryCache(), settings, ['a']); // this process closes a: told at once
    jobs.title = 'v3';
    expect(await k.jobs(['a', 'b'], read)).toEqual([
      { id: 'a', title: 'v3' },
      { id: 'b', title: 'v2' },
    ]);
    clock.at += 60_001;
    expect(await k.jobs(['b'], read)).toEqual([{ id: 'b', title: 'v3' }]);
    k.close();
  });

  it('reads every kept job again after the mark of every job (a category renamed)', async () => {
    const cache = memoryCache();
    const clock = { at: Date.now() };
    const k = kept(cache, clock);
    const { read, asked, jobs } = jobReads();
    const titles = async (ids: string[]) => (await k.jobs(ids, read)).map((j) => j.title);
    expect(await titles(['a', 'b'])).toEqual(['v1', 'v1']);
    clock.at += 10_000;
    jobs.title = 'v2';
    expect(await titles(['a', 'b'])).toEqual(['v1', 'v1']);
    // another instance renamed a category: every kept job is read again, in one read
    await cache.set(ALL_JOBS_CHANGED_KEY, String(clock.at), 60);
    clock.at += SKEW_MS + 1;
    expect(await titles(['b', 'a'])).toEqual(['v2', 'v2']);
    clock.at += 5_000;
    jobs.title = 'v3';
    expect(await titles(['a', 'b'])).toEqual(['v2', 'v2']); // read after the mark: kept
    // this process renames one: told at once, and a read racing it is not kept
    await allJobsChanged(memoryCache(), settings);
    expect(await titles(['a'])).toEqual(['v3']);
    expect(asked).toEqual([['a', 'b'], ['b', 'a'], ['a']]);
    k.close();
  });

  it("writes and compares the marks in the shared cache's clock, whatever this one's", async () => {
    const inner = memoryCache();
    const offset = { ms: 0 };
    // a shared cache whose clock is `offset` ahead of this process's (as Redis's TIME answers)
    const cache: Cache = { ...inner, time: async () => Date.now() + offset.ms };
    try {
      // this instance's clock is 5 s ahead of the cache's (and of the other instances')
      offset.ms = -5_000;
      expect(await syncMarkClock(cache)).toBeLessThanOrEqual(-4_990);
      expect(Date.now() - markNow()).toBeGreaterThanOrEqual(4_990);
      const k = feedKept<{ name: string }, Job>({ cache, idOf: (j) => j.id, seconds: 60 });
      let reads = 0;
      const read = async () => ({ name: `read ${++reads}` });
      expect(await k.seeker('s1', read)).toEqual({ name: 'read 1' });
      await new Promise((resolve) => setTimeout(resolve, SKEW_MS + 50));
      // another instance, on time with the cache, marks a change now: seen here, though this
      // process's own clock says the read came 4 seconds after it
      await cache.set(seekerChangedKey('s1'), String(Date.now() + offset.ms), 60);
      expect(await k.seeker('s1', read)).toEqual({ name: 'read 2' });
      // this process's own marks are written in the cache's clock too
      await jobsChanged(cache, settings, ['j1']);
      expect(Date.now() - Number(await cache.get(jobChangedKey('j1')))).toBeGreaterThanOrEqual(
        4_990,
      );
      k.close();
      // a cache with no shared clock (in this process) leaves it as it was
      expect(await syncMarkClock(memoryCache())).toBeNull();
      expect(Date.now() - markNow()).toBeGreaterThanOrEqual(4_990);
    } finally {
      // back to no offset, exactly (the clock stands still while it is read)
      offset.ms = 0;
      vi.useFakeTimers({ now: Date.now() });
      await syncMarkClock(cache);
      vi.useRealTimers();
    }
    expect(markNow() - Date.now()).toBeLessThanOrEqual(1);
  });

  it('trusts nothing it keeps when the cache cannot answer for the marks', async () => {
    const inner = memoryCache();
    let down = false;
    const cache: Cache = {
      ...inner,
      getManyChecked: async (keys) => (down ? null : inner.getManyChecked(keys)),
    };
    const k = kept(cache, { at: Date.now() });
    let reads = 0;
    const read = async () => ({ name: `read ${++reads}` });
    const readJobs = async (ids: string[]) => ids.map((id) => ({ id, title: `read ${reads}` }));
    await k.seeker('s', read);
    await k.jobs(['a'], readJobs);
    expect(await k.seeker('s', read)).toEqual({ name: 'read 1' });
    down = true;
    expect(await k.seeker('s', read)).toEqual({ name: 'read 2' });
    expect(await k.jobs(['a'], readJobs)).toEqual([{ id: 'a', title: 'read 2' }]);
    k.close();
  });

  it('writes a change mark again until the cache takes it, never setting a later one back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    try {
      const shared = memoryCache();
      let writesFail = true;
      // this instance's writes do not reach the shared cache (the others' reads do)
      const failing: Cache = {
        ...shared,
        setMany: async (keys, value, ttl) => !writesFail && shared.setMany(keys, value, ttl),
      };
      const changedAt = Date.now();
      await jobsChanged(failing, settings, ['a', 'b']);
      const marks = () => shared.getMany([jobChangedKey('a'), jobChangedKey('b')]);
      expect(await marks()).toEqual([null, null]);
      await vi.advanceTimersByTimeAsync(MARK_RETRY_MS.first); // still failing: waits twice as long
      expect(await marks()).toEqual([null, null]);
      writesFail = false;
      // meanwhile a later change of b is marked by another request; the retry must not undo it
      vi.advanceTimersByTime(100);
      const laterOfB = Date.now();
      await shared.set(jobChangedKey('b'), String(laterOfB), 60);
      await vi.advanceTimersByTimeAsync(MARK_RETRY_MS.first * 2);
      const [a, b] = await marks();
      // a with the time of the retry: later than the change, so every instance's read from
      // before the change (and a little after) is read again
      expect(Number(a)).toBe(changedAt + MARK_RETRY_MS.first * 3);
      expect(Number(b)).toBe(changedAt + MARK_RETRY_MS.first * 3);
      expect(Number(b)).toBeGreaterThan(laterOfB);
      // the shared marks now make another instance read what it kept before the change again
      const clock = { at: changedAt - 10_000 };
      const other = kept(shared, clock);
      let title = 'open';
      const read = async (ids: string[]) => ids.map((id) => ({ id, title }));
      await other.jobs(['a'], read);
      title = 'closed';
      clock.at = Date.now() + SKEW_MS;
      expect(await other.jobs(['a'], read)).toEqual([{ id: 'a', title: 'closed' }]);
      other.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops writing a mark again once nothing it guards can be kept', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    try {
      const shared = memoryCache();
      let attempts = 0;
      const failing: Cache = {
        ...shared,
        setMany: async () => {
          attempts += 1;
          return false;
        },
      };
      await jobsChanged(failing, settings, ['a']);
      await vi.advanceTimersByTimeAsync((settings.FEED_KEPT_SECONDS + 1) * 1000);
      const tried = attempts;
      expect(tried).toBeGreaterThan(10); // every 4 s at most, for the mark's life
      await vi.advanceTimersByTimeAsync(60_000);
      expect(attempts).toBe(tried);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep a read that a change of this process overtook', async () => {
    const clock = { at: Date.now() };
    const k = kept(memoryCache(), clock);
    let reads = 0;
    const slow = async () => {
      reads += 1;
      // the seeker answers while their data is being read (the read may miss the answer)
      await feedCache(memoryCache(), settings).forget(['s']);
      return { name: `read ${reads}` };
    };
    expect(await k.seeker('s', slow)).toEqual({ name: 'read 1' });
    clock.at += 1;
    expect(await k.seeker('s', async () => ({ name: 'read 2' }))).toEqual({ name: 'read 2' });
    k.close();
  });

  it('holds at most its bound, the longest kept going first', async () => {
    const clock = { at: Date.now() };
    const k = kept(memoryCache(), clock, { maxJobs: 2, maxSeekers: 1 });
    const read = async (ids: string[]) => ids.map((id) => ({ id, title: 't' }));
    await k.jobs(['a', 'b'], read);
    await k.jobs(['a'], read); // a hit: it still goes first, read before b
    await k.jobs(['c'], read);
    await k.seeker('s1', async () => ({ name: 's1' }));
    await k.seeker('s2', async () => ({ name: 's2' }));
    expect(k.sizes()).toEqual({ seekers: 1, jobs: 2 });
    const asked: string[][] = [];
    await k.jobs(['a', 'b', 'c'], async (ids) => {
      asked.push(ids);
      return read(ids);
    });
    expect(asked).toEqual([['a']]);
    k.close();
  });

  it('weighs a seeker who answered many jobs as more than one', async () => {
    const cache = memoryCache();
    const k = feedKept<{ answers: number }, Job>({
      cache,
      idOf: (j) => j.id,
      seconds: 60,
      weighSeeker: (s) => 1 + s.answers / 12,
      maxSeekers: 10,
    });
    for (const id of ['a', 'b', 'c']) await k.seeker(id, async () => ({ answers: 0 }));
    expect(k.sizes().seekers).toBe(3);
    // 1 + 84 / 12 = 8: with the others 11, over the bound, so the longest kept goes
    await k.seeker('heavy', async () => ({ answers: 84 }));
    expect(k.sizes().seekers).toBe(3);
    let reads = 0;
    await k.seeker('a', async () => ({ answers: ++reads }));
    expect(reads).toBe(1);
    // one heavier than the whole bound is not kept at all
    await k.seeker('huge', async () => ({ answers: 500 }));
    await k.seeker('huge', async () => ({ answers: ++reads }));
    expect(reads).toBe(2);
    k.close();
  });
});

describe('the feed ranked on every request (FEED_CACHE_SECONDS=0), from what it keeps', () => {
  let t: TestApp;
  let employer: TestEmployer & { companyName: string };
  let fx: ReturnType<typeof feedFixtures>;

  beforeAll(async () => {
    t = await createTestApp({ FEED_CACHE_SECONDS: '0' });
    employer = await createEmployerWithCompany(t);
    fx = feedFixtures(t, employer);
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('reads neither the seeker nor the page again until a change is marked, and sees marked changes at once', async () => {
    const s = await fx.seekerIn('tailor');
    const a = await fx.addJob({ category: 'tailor', jobTitle: 'Tailor A' });
    const b = await fx.addJob({ category: 'tailor', jobTitle: 'Tailor B' });
    // the profile just saved marked the seeker changed: what is read within SKEW_MS is read again
    await new Promise((resolve) => setTimeout(resolve, SKEW_MS + 50));
    expect(idsOf((await fx.feed(s)).body)).toEqual([b, a]);

    // written behind the services' back: neither is seen, so neither was read again
    await t.database.db.update(jobs).set({ jobTitle: 'Renamed' }).where(eq(jobs.id, b));
    await t.database.db
      .insert(applications)
      .values({ id: newId(), seekerId: s.id, jobId: a, status: 'Applied' });
    const same = await fx.feed(s);
    expect(same.body).toMatchObject({
      count: 2,
      data: [{ _id: b, job_title: 'Tailor B' }, { _id: a }],
    });

    // another instance marks b changed, then the seeker's answer: each read again at once
    await t.cache.set(jobChangedKey(b), String(Date.now() - SKEW_MS), 60);
    expect((await fx.feed(s)).body).toMatchObject({
      count: 2,
      data: [
        { _id: b, job_title: 'Renamed' },
        { _id: a, job_title: 'Tailor A' },
      ],
    });
    await t.cache.set(seekerChangedKey(s.id), String(Date.now()), 60);
    expect((await fx.feed(s)).body).toMatchObject({ count: 1, data: [{ _id: b }] });

    // through the services: an answer and a closed job leave the next page
    const c = await fx.addJob({ category: 'tailor', jobTitle: 'Tailor C' });
    const d = await fx.addJob({ category: 'tailor', jobTitle: 'Tailor D' });
    expect(idsOf((await fx.feed(s)).body)).toEqual([d, c, b]);
    expect((await fx.respond(s, d, 'Saved')).body).toMatchObject({
      message: 'Saved to apply later',
    });
    expect(idsOf((await fx.feed(s)).body)).toEqual([c, b]);
    const closed = await call(t.app, {
      method: 'PUT',
      url: `/api/job/recruiter/${c}/close`,
      token: employer.token,
    });
    expect(closed.body).toMatchObject({ message: 'Job closed' });
    const after = await fx.feed(s);
    expect(after.body).toMatchObject({ count: 1, data: [{ _id: b, job_title: 'Renamed' }] });
  });

  it("shows a category's new names on kept jobs at once when an admin renames it", async () => {
    const s = await fx.seekerIn('painter');
    const a = await fx.addJob({ category: 'painter', jobTitle: 'Painter A' });
    await new Promise((resolve) => setTimeout(resolve, SKEW_MS + 50));
    const names = async () =>
      (await fx.feed(s)).body.data.map((j: { category_name: object }) => j.category_name);
    expect(await names()).toEqual([{ en: 'Painter', hi: 'पेंटर' }]);
    expect(await names()).toEqual([{ en: 'Painter', hi: 'पेंटर' }]); // kept, not read again

    const admin = await createAdmin(t);
    const list = await call(t.app, {
      method: 'GET',
      url: '/api/admin/job-categories',
      token: admin.token,
    });
    const painter = list.body.data.find((c: { _id: string }) => c._id === 'painter');
    const renamed = await call(t.app, {
      method: 'PUT',
      url: '/api/admin/job-categories/painter',
      token: admin.token,
      payload: {
        name_en: 'Wall Painter',
        name_hi: 'दीवार पेंटर',
        icon: painter.icon,
        skills: painter.skills,
        is_active: true,
      },
    });
    expect(renamed.body.data).toMatchObject({ name_en: 'Wall Painter', name_hi: 'दीवार पेंटर' });
    const after = await fx.feed(s);
    expect(after.body).toMatchObject({ count: 1, data: [{ _id: a }] });
    expect(after.body.data[0].category_name).toEqual({ en: 'Wall Painter', hi: 'दीवार पेंटर' });
  });
});
