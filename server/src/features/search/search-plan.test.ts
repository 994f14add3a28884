import { CandidateFilter, COUNT_CAP, PAGE_SIZE } from '@kaamkaj/domain';
import { and, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmployer, type TestEmployer } from '../../../test/employer';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { memoryCache } from '../../platform/cache';
import { CAPPED_COUNT_SECONDS } from '../../platform/db/capped-count';
import {
  candidateCount,
  candidatePageIds,
  ESTIMATE_BEYOND,
  estimatedCandidates,
  searchedColumns,
} from './search.queries';
import { candidateConditions, cappedCountKey, NO_RECORDS } from './search.service';
import { search } from './test-support';

// the counts, watched: a search estimated beyond ESTIMATE_BEYOND must not count
vi.mock('./search.queries', async (original) => {
  const actual = await original<typeof import('./search.queries')>();
  return {
    ...actual,
    candidateCount: vi.fn(actual.candidateCount),
    candidatePageIds: vi.fn(actual.candidatePageIds),
    estimatedCandidates: vi.fn(actual.estimatedCandidates),
  };
});
// (their calls are counted, not printed: their arguments hold the whole database client)
const countsRun = vi.mocked(candidateCount);
const pagesRun = vi.mocked(candidatePageIds);
const estimatesRun = vi.mocked(estimatedCandidates);
/** The counts searches made since `clearCounts`: in their page's statement, or on their own. */
const countsMade = () => ({
  inPage: pagesRun.mock.calls.filter(([, , , counting]) => counting === true).length,
  alone: countsRun.mock.calls.length,
});
const clearCounts = () => {
  countsRun.mockClear();
  pagesRun.mockClear();
};

// issue 17 item 2: the search's statements read indexes, not the whole seeker tables, and still
// find the right seekers. 20,000 seekers made in SQL, each one's fields a formula of its number i.
// A filter whose matches lie on most of the table's pages (here a category of 4 %, 800 seekers on
// about 500 pages) and are fewer than the count's cap is counted by reading the table: PostgreSQL
// rightly finds that cheaper than the index. Its page still walks the order's index.

const N = 20_000;
const uid = (key: string) =>
  `overlay(overlay(md5(${key}) placing '7' from 13 for 1) placing '8' from 17 for 1)::uuid`;

type Seeker = {
  i: number;
  id: string;
  complete: boolean;
  days: number;
  premium: boolean;
  cook: boolean;
  agra: boolean;
  experience: number;
  gender: number;
  completion: number;
};
const seekerOf = (i: number, id: string): Seeker => ({
  i,
  id,
  complete: i % 10 !== 0,
  days: i % 120,
  premium: i % 50 === 0,
  cook: i % 25 === 0,
  agra: i % 20 === 0,
  experience: i % 6,
  gender: i % 2,
  completion: [60, 70, 80, 90, 100][i % 5] as number,
});

let t: TestApp;
let employer: TestEmployer;
let seekers: Seeker[];
const cache = memoryCache();
beforeAll(async () => {
  t = await createTestApp({}, { cache });
  employer = await createEmployer(t);
  await t.database.query(
    `insert into users (id, role, contact, contact_verified, name, lang, profile_status,
                        last_seen_at, premium_until)
     select ${uid("'plan' || i")}, 0, '7' || lpad(i::text, 9, '0'), true, 'Plan seeker ' || i,
            'hi', case when i % 10 = 0 then 1 else 2 end,
            now() - (i % 120) * interval '1 day' - interval '1 hour',
            case when i % 50 = 0 then now() + interval '30 days' end
     from generate_series(1, ${N}) i`,
    [],
  );
  await t.database.query(
    `insert into seeker_profiles (user_id, gender, experience, address_current, job_intrested,
                                  completion)
     select ${uid("'plan' || i")}, i % 2, i % 6,
            case when i % 20 = 0 then 'up-agra' else 'up-lucknow' end,
            case when i % 25 = 0 then '[{"job_category": "delivery", "skills": ["own-bike"]}]'::jsonb
                 else '[{"job_category": "driver", "skills": ["lmv-licence"]}]'::jsonb end,
            (array[60, 70, 80, 90, 100])[1 + i % 5]
     from generate_series(1, ${N}) i`,
    [],
  );
  await t.database.query('analyze users', []);
  // all-visible, as autovacuum leaves a table whose rows settle: the Premium branch can read
  // its covering index alone
  await t.database.query('vacuum analyze seeker_profiles', []);
  const rows = await t.database.query<{ id: string; name: string }>(
    "select id, name from users where name like 'Plan seeker %'",
    [],
  );
  seekers = rows.map((r) => seekerOf(Number(r.name.split(' ')[2]), r.id));
}, 60_000);
afterAll(() => t.app.close());

/** The search's order (spec 000 §6): Premium, most complete, most recently seen, then id. */
const inOrder = (a: Seeker, b: Seeker) =>
  Number(b.premium) - Number(a.premium) ||
  b.completion - a.completion ||
  a.days - b.days ||
  (a.id < b.id ? -1 : 1);

const CASES: {
  label: string;
  category: string;
  filters: Record<string, unknown>;
  keep: (s: Seeker) => boolean;
  /** the count may read the table: its matches sit on most of its pages (see the top) */
  countReadsAll?: true;
  /** the other seekers' page is found by walking the order's index (a broad search) */
  walksOrder?: true;
}[] = [
  {
    label: 'every category, no filter',
    category: 'all',
    filters: {},
    keep: () => true,
    walksOrder: true,
  },
  {
    label: 'a category',
    category: 'delivery',
    filters: {},
    keep: (s) => s.cook,
    countReadsAll: true,
  },
  {
    label: 'a district',
    category: 'all',
    filters: { address_current: ['up-agra'] },
    keep: (s) => s.agra,
  },
  {
    label: 'a category, experience and gender',
    category: 'driver',
    filters: { experience: 3, gender: 1 },
    keep: (s) => !s.cook && s.experience === 3 && s.gender === 1,
    walksOrder: true,
  },
  {
    label: 'a skill in a district',
    category: 'all',
    filters: { skills: ['own-bike'], address_current: ['up-agra'] },
    keep: (s) => s.cook && s.agra,
  },
];

async function plan(query: { sql: string; params: unknown[] }) {
  const rows = await t.database.query<{ 'QUERY PLAN': string }>(
    `explain ${query.sql}`,
    query.params,
  );
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

describe('candidate search on indexes (issue 17 item 2)', () => {
  it.each(CASES)('$label: finds the right seekers, in order, counted', async (c) => {
    const expected = seekers.filter((s) => s.complete && s.days < 90 && c.keep(s)).sort(inOrder);
    const res = await search(t, employer.token, { filters: c.filters, page: 0 }, c.category);
    expect(res.status).toBe(200);
    const capped = expected.length > COUNT_CAP;
    expect(res.body.count).toBe(capped ? COUNT_CAP : expected.length);
    expect(res.body.count_capped).toBe(capped);
    expect(res.body.data.map((d: { _id: string }) => d._id)).toEqual(
      expected.slice(0, PAGE_SIZE).map((s) => s.id),
    );
    const page2 = await search(t, employer.token, { filters: c.filters, page: 2 }, c.category);
    expect(page2.body.data.map((d: { _id: string }) => d._id)).toEqual(
      expected.slice(2 * PAGE_SIZE, 3 * PAGE_SIZE).map((s) => s.id),
    );
  });

  it.each(CASES)('$label: no Seq Scan of the seekers in the count or the page', async (c) => {
    const now = new Date();
    const where: SQL | undefined = and(
      ...candidateConditions(c.category, CandidateFilter.parse(c.filters), now),
    );
    const count = await plan(candidateCount(t.database.db, where).toSQL());
    const counted = await plan(new PgDialect().sqlToQuery(candidatePageIds(where, 0, now, true)));
    const page = await plan(new PgDialect().sqlToQuery(candidatePageIds(where, 0, now)));
    if (!c.countReadsAll) {
      expect(count).not.toMatch(/Seq Scan on (seeker_profiles|users)\b/);
      expect(counted).not.toMatch(/Seq Scan on (seeker_profiles|users)\b/);
    }
    expect(page).not.toMatch(/Seq Scan on (seeker_profiles|users)\b/);
    // the Premium branch walks the active Premium seekers on their own covering index alone,
    // fenced, and tests the filters on its entries: no bitmap of the other indexes, no rows read
    const premiumBranch = page.slice(0, page.indexOf('seeker_profiles_search_premium_idx'));
    expect(premiumBranch).toMatch(/Subquery Scan on seeker_profiles\b/);
    expect(premiumBranch).toMatch(/Index Only Scan using $/);
    expect(premiumBranch).not.toMatch(/Bitmap|seeker_profiles_(job_intrested|search_order)_idx/);
    // the other seekers' walk in the search's order tests the filters on its entries too
    // (migration 0025): where it reads the order's index, it reads no row of the table
    const others = page.slice(page.indexOf('seeker_profiles_search_premium_idx'));
    expect(others).not.toMatch(/ Index Scan using seeker_profiles_search_order_idx/);
    if (c.walksOrder) {
      expect(others).toMatch(/Index Only Scan using seeker_profiles_search_order_idx/);
    }
  });

  const keyOf = (category: string, filters: Record<string, unknown>) =>
    cappedCountKey(category, CandidateFilter.parse(filters));
  const estimateOf = (category: string, filters: Record<string, unknown>) =>
    estimatedCandidates(
      t.database.db,
      and(...candidateConditions(category, CandidateFilter.parse(filters), new Date())),
    );
  /** Delivery's searchable seekers with one year's experience, in the search's order. */
  const deliveryExperienced = () =>
    seekers.filter((s) => s.complete && s.days < 90 && s.cook && s.experience === 1).sort(inOrder);

  it('both order indexes hold every column a filter reads (migrations 0023, 0025)', async () => {
    const rows = await t.database.query<{ name: string; def: string }>(
      `select indexname as name, indexdef as def from pg_indexes
       where indexname in ('seeker_profiles_search_order_idx', 'seeker_profiles_search_premium_idx')`,
      [],
    );
    expect(rows.map((r) => r.name).sort()).toEqual([
      'seeker_profiles_search_order_idx',
      'seeker_profiles_search_premium_idx',
    ]);
    // a filter on a column the indexes lack would read the table again: add it to both
    for (const { def } of rows) {
      for (const column of searchedColumns) expect(def).toContain(column.name);
    }
  });

  it('says 1,000+ when more seekers match than it counts', async () => {
    const res = await search(t, employer.token, { filters: {}, page: 0 });
    expect(res.body).toMatchObject({ count: COUNT_CAP, count_capped: true });
  });

  it('keeps a "1,000+" for a minute, for every employer, and never an exact count', async () => {
    const broad = { gender: 1 }; // half of the 20,000
    await cache.del(keyOf('all', broad));
    const first = await search(t, employer.token, { filters: broad, page: 0 });
    expect(first.body).toMatchObject({ count: COUNT_CAP, count_capped: true });
    expect(await cache.get(keyOf('all', broad))).toBe('1');
    expect(CAPPED_COUNT_SECONDS).toBe(60);
    // the same search, its filters named in another order or with empty ones, is the same count
    expect(keyOf('all', { experience: 2, gender: 1, skills: [] })).toBe(
      keyOf('all', { gender: 1, experience: 2 }),
    );
    expect(keyOf('driver', broad)).not.toBe(keyOf('all', broad));

    // an exact count is never kept: a seeker who joins is counted at once
    const narrow = { experience: 1 }; // in Delivery: about 100 seekers
    const exact = deliveryExperienced();
    expect(exact.length).toBeGreaterThan(PAGE_SIZE);
    expect(exact.length).toBeLessThan(COUNT_CAP);
    await cache.del(keyOf('delivery', narrow));
    const res = await search(t, employer.token, { filters: narrow, page: 0 }, 'delivery');
    expect(res.body).toMatchObject({ count: exact.length, count_capped: false });
    // only that it was under the cap is kept: the next search counts again, without the estimate
    expect(await cache.get(keyOf('delivery', narrow))).toBe('under');
    const joined = 'f0f0f0f0-0000-4000-8000-000000000001';
    await t.database.query(
      `insert into users (id, role, contact, contact_verified, name, lang, profile_status, last_seen_at)
       values ($1, 0, '7999999999', true, 'Plan seeker joined', 'hi', 2, now())`,
      [joined],
    );
    await t.database.query(
      `insert into seeker_profiles (user_id, gender, experience, address_current, job_intrested, completion)
       values ($1, 1, 1, 'up-lucknow', '[{"job_category": "delivery", "skills": []}]'::jsonb, 60)`,
      [joined],
    );
    clearCounts();
    estimatesRun.mockClear();
    const again = await search(t, employer.token, { filters: narrow, page: 0 }, 'delivery');
    await t.database.query('delete from seeker_profiles where user_id = $1', [joined]);
    await t.database.query('delete from users where id = $1', [joined]);
    expect(again.body).toMatchObject({ count: exact.length + 1, count_capped: false });
    // counted in the page's own statement
    expect(countsMade()).toEqual({ inPage: 1, alone: 0 });
    expect(estimatesRun.mock.calls.length).toBe(0);

    // while a "1,000+" is kept, the count is not read again: another employer gets it as it is
    const other = await createEmployer(t);
    await cache.set(keyOf('delivery', narrow), '1', CAPPED_COUNT_SECONDS);
    clearCounts();
    const kept = await search(t, other.token, { filters: narrow, page: 0 }, 'delivery');
    expect(kept.body).toMatchObject({ count: COUNT_CAP, count_capped: true });
    expect(countsMade()).toEqual({ inPage: 0, alone: 0 });
    expect(kept.body.data.map((d: { _id: string }) => d._id)).toEqual(
      exact.slice(0, PAGE_SIZE).map((s) => s.id),
    );
    await cache.del(keyOf('delivery', narrow));
  });

  it('answers "1,000+" without counting when PostgreSQL expects 3,000 matches or more', async () => {
    expect(ESTIMATE_BEYOND).toBe(3 * COUNT_CAP);
    // every searchable seeker: complete (9 in 10) and seen within 90 days (3 in 4), about 13,500
    const everyone = seekers.filter((s) => s.complete && s.days < 90).length;
    expect(everyone).toBeGreaterThan(ESTIMATE_BEYOND);
    const estimate = await estimateOf('all', {});
    expect(estimate).toBeGreaterThanOrEqual(ESTIMATE_BEYOND);
    expect(Math.abs(estimate - everyone) / everyone).toBeLessThan(0.25);

    await cache.del(keyOf('all', {}));
    clearCounts();
    const res = await search(t, employer.token, { filters: {}, page: 0 });
    expect(res.body).toMatchObject({ success: true, count: COUNT_CAP, count_capped: true });
    expect(res.body.data).toHaveLength(PAGE_SIZE);
    expect(countsMade()).toEqual({ inPage: 0, alone: 0 });
    // kept for the minute like a counted "1,000+"
    expect(await cache.get(keyOf('all', {}))).toBe('1');
    await cache.del(keyOf('all', {}));
  });

  it('counts a search expected under 3,000, exactly up to the cap', async () => {
    const broad = { experience: 3 }; // one in six of the 13,500: about 2,250
    const estimate = await estimateOf('all', broad);
    expect(estimate).toBeLessThan(ESTIMATE_BEYOND);
    expect(estimate).toBeGreaterThan(COUNT_CAP);
    await cache.del(keyOf('all', broad));
    clearCounts();
    const res = await search(t, employer.token, { filters: broad, page: 0 });
    expect(res.body).toMatchObject({ count: COUNT_CAP, count_capped: true });
    expect(res.body.data).toHaveLength(PAGE_SIZE);
    expect(countsMade()).toEqual({ inPage: 1, alone: 0 });
    await cache.del(keyOf('all', broad));

    const narrow = { experience: 1 };
    const exact = deliveryExperienced();
    clearCounts();
    const few = await search(t, employer.token, { filters: narrow, page: 0 }, 'delivery');
    expect(few.body).toMatchObject({ count: exact.length, count_capped: false });
    expect(countsMade()).toEqual({ inPage: 1, alone: 0 });
  });

  it('counts after all when a "1,000+" it did not count meets a short page', async () => {
    // Delivery, experience 1: about 100 seekers, so the last page is short and the one after empty
    const narrow = { experience: 1 };
    const exact = deliveryExperienced();
    const lastPage = Math.floor(exact.length / PAGE_SIZE);
    expect(lastPage).toBeGreaterThan(0);
    expect(exact.length % PAGE_SIZE).toBeGreaterThan(0);

    await cache.set(keyOf('delivery', narrow), '1', CAPPED_COUNT_SECONDS); // as a wrong estimate
    const full = await search(t, employer.token, { filters: narrow, page: 0 }, 'delivery');
    expect(full.body).toMatchObject({ count: COUNT_CAP, count_capped: true }); // a full page
    const last = await search(t, employer.token, { filters: narrow, page: lastPage }, 'delivery');
    expect(last.body).toMatchObject({ count: exact.length, count_capped: false });
    expect(last.body.data.map((d: { _id: string }) => d._id)).toEqual(
      exact.slice(lastPage * PAGE_SIZE).map((s) => s.id),
    );
    // the wrong "1,000+" is gone for the next employer too
    expect(await cache.get(keyOf('delivery', narrow))).toBe('under');

    // past the end, with a "1,000+" kept, the page is read without its count: counted on its own
    await cache.set(keyOf('delivery', narrow), '1', CAPPED_COUNT_SECONDS);
    clearCounts();
    const past = await search(
      t,
      employer.token,
      { filters: narrow, page: lastPage + 1 },
      'delivery',
    );
    expect(past.body).toMatchObject({ count: exact.length, count_capped: false, data: [] });
    expect(countsMade()).toEqual({ inPage: 0, alone: 1 });

    // a search nobody matches is "no records", never "1,000+" over an empty page
    const none = { gender: 0 }; // Delivery's experience-1 seekers are odd numbers: all gender 1
    expect(seekers.filter((s) => s.cook && s.experience === 1 && s.gender === 0)).toEqual([]);
    const noneFilters = { ...narrow, ...none };
    await cache.set(keyOf('delivery', noneFilters), '1', CAPPED_COUNT_SECONDS);
    const empty = await search(t, employer.token, { filters: noneFilters, page: 0 }, 'delivery');
    expect(empty.body).toMatchObject({
      count: 0,
      count_capped: false,
      data: [],
      message: NO_RECORDS,
    });
    expect(await cache.get(keyOf('delivery', noneFilters))).toBe('under');
  });

  it('counts a short page from the page itself, without a count statement', async () => {
    const filters = { experience: 1 }; // in Delivery: about 100 seekers, the last page short
    const expected = deliveryExperienced();
    const lastPage = Math.floor(expected.length / PAGE_SIZE);
    expect(expected.length % PAGE_SIZE).toBeGreaterThan(0);

    await cache.del(keyOf('delivery', filters));
    clearCounts();
    estimatesRun.mockClear();
    const last = await search(t, employer.token, { filters, page: lastPage }, 'delivery');
    expect(last.body).toMatchObject({ count: expected.length, count_capped: false });
    expect(last.body.data.map((d: { _id: string }) => d._id)).toEqual(
      expected.slice(lastPage * PAGE_SIZE).map((s) => s.id),
    );
    expect(estimatesRun.mock.calls.length).toBe(1);
    expect(countsMade()).toEqual({ inPage: 1, alone: 0 });

    expect(await cache.get(keyOf('delivery', filters))).toBe('under');

    // a full page is counted in its own statement, and without the estimate (it was under the
    // cap); the cache, which already says so, is not written again
    const writes = vi.spyOn(cache, 'set');
    const first = await search(t, employer.token, { filters, page: 0 }, 'delivery');
    expect(first.body).toMatchObject({ count: expected.length, count_capped: false });
    expect(first.body.data).toHaveLength(PAGE_SIZE);
    expect(estimatesRun.mock.calls.length).toBe(1);
    expect(countsMade()).toEqual({ inPage: 2, alone: 0 });
    expect(writes.mock.calls.filter(([key]) => key.startsWith('search-count:'))).toEqual([]);
    writes.mockRestore();
  });
});
