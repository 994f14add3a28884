import type { MatchSeeker } from '@kaamkaj/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployerWithCompany } from '../../../test/employer';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createOnboardedSeeker } from '../../../test/seeker';
import { applications, jobs } from '../../platform/db/schema';
import { categoriesOpened } from '../../platform/feed-marks';
import { newId } from '../../platform/ids';
import { FEED_WINDOW, rankedJobIds } from './feed.queries';
import { WINDOW_COST_ROWS } from './feed-window';
import { feedWindows } from './feed-windows';

// The feed's shared windows (feed-windows.ts) must rank every seeker exactly as the SQL does
// (feed.queries.ts feedRanking): same ids in the same order, same total. Checked on enough jobs
// that the windows are cut (a category over twice FEED_WINDOW), for random seekers.

let t: TestApp;
let employerId: string;
const seekers: { id: string; answered: string[] }[] = [];
const DISTRICTS = ['wd-1', 'wd-2', 'wd-3', 'wd-4', 'wd-5', 'wd-6'];
const SKILLS = ['truck', 'lmv-licence', 'bike', 'pipe', 'welding'];

// A small seeded generator, so a failure repeats.
let seed = 17;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
// Most jobs in the first district, as in a big city.
const districtOf = () => (random() < 0.4 ? 'wd-1' : pick(DISTRICTS));

let clock = Date.UTC(2026, 0, 1);
function jobRow(category: string, over: Partial<typeof jobs.$inferInsert> = {}) {
  clock += 1000 + Math.floor(random() * 1000);
  const from = random() < 0.2 ? null : 8000 + Math.floor(random() * 10) * 1000;
  return {
    id: newId(),
    createdBy: employerId,
    jobTitle: 'Job',
    companyName: 'Sharma Logistics',
    district: districtOf(),
    salaryFrom: from,
    salaryTo: from === null || random() < 0.5 ? null : from + 4000,
    category,
    skills: [pick(SKILLS)],
    openings: 1,
    experience: Math.floor(random() * 6),
    jobTimings: 0,
    jobType: 1,
    // a fifth for women only, a tenth for men only (JOB_GENDER 2 and 1), the rest for all
    gender: random() < 0.2 ? 2 : random() < 0.12 ? 1 : 0,
    description: 'Work',
    status: random() < 0.1 ? 2 : 0,
    createdAt: new Date(clock),
    ...over,
  };
}

async function insertJobs(rows: ReturnType<typeof jobRow>[]) {
  for (let i = 0; i < rows.length; i += 200) {
    await t.database.db.insert(jobs).values(rows.slice(i, i + 200));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  employerId = (await createEmployerWithCompany(t)).id;
  const driver = Array.from({ length: 1600 }, () => jobRow('driver'));
  const plumber = Array.from({ length: 300 }, () => jobRow('plumber'));
  const cook = Array.from({ length: 700 }, () => jobRow('cook'));
  await insertJobs([...driver, ...plumber, ...cook]);
  // Four seekers: no answers, a few, 150 in the big district, 700 of the drivers (more than a
  // window has room for: the windows must hand those rankings to SQL).
  const open = (list: typeof driver) => list.filter((j) => j.status === 0);
  const answerSets = [
    [],
    open(driver).slice(-5),
    open(driver)
      .filter((j) => j.district === 'wd-1')
      .slice(-150),
    open(driver).slice(-700),
  ];
  for (const set of answerSets) {
    const s = await createOnboardedSeeker(t.app);
    const answered = set.map((j) => j.id);
    if (answered.length) {
      await t.database.db
        .insert(applications)
        .values(
          answered.map((jobId) => ({ id: newId(), seekerId: s.id, jobId, status: 'Visited' })),
        );
    }
    seekers.push({ id: s.id, answered });
  }
}, 120_000);
afterAll(() => t.app.close());

function randomSeeker(): MatchSeeker {
  const categories = ['driver', 'plumber', 'cook'].filter(() => random() < 0.6);
  return {
    districts: [pick([...DISTRICTS, null]), pick([...DISTRICTS, null]), pick([null, 'wd-1'])],
    categories: categories.length ? categories : ['driver'],
    skills: SKILLS.filter(() => random() < 0.3),
    experience: pick([null, 0, 2, 5]),
    salary_from: pick([null, 9000, 14000]),
    salary_to: null,
    gender: pick([null, 1, 2, 3]),
  };
}

const windowsOn = (over: { maxRows?: number; now?: () => number } = {}) =>
  feedWindows({ database: t.database, cache: t.cache, seconds: 60, maxRows: 200_000, ...over });

describe('the feed windows', () => {
  it('rank every seeker as the SQL does, ids, order and total', async () => {
    const windows = windowsOn();
    let fromWindows = 0;
    for (let n = 0; n < 80; n++) {
      const { id, answered } = seekers[n % seekers.length] as (typeof seekers)[number];
      const seeker = randomSeeker();
      for (const [limit, offset] of [
        [300, 0],
        [30, 30],
      ] as const) {
        const q = { seekerId: id, seeker, limit, offset };
        const inSql = await rankedJobIds(t.database, q);
        const ranked = await windows.rank(q, new Set(answered));
        if (ranked === null) continue;
        fromWindows += 1;
        expect(ranked, JSON.stringify(seeker)).toEqual(inSql);
      }
    }
    // Both ways are taken: the seeker with 700 answers, and seekers of the big district, whose
    // own jobs leave a cut category window short, go to SQL (here 80 of 160 come from windows).
    expect(fromWindows).toBeGreaterThan(60);
    expect(windows.stats.inSql).toBeGreaterThan(0);
    expect(windows.stats.ranked).toBe(fromWindows);
  });

  it('lists a category whose window was cut short in full up to FEED_WINDOW', async () => {
    const windows = windowsOn();
    const seeker = { ...randomSeeker(), categories: ['driver'], districts: [null, null, null] };
    const q = { seekerId: (seekers[0] as { id: string }).id, seeker, limit: 1000, offset: 0 };
    const ranked = await windows.rank(q, new Set());
    expect(ranked?.total).toBe(FEED_WINDOW);
    expect(ranked).toEqual(await rankedJobIds(t.database, q));
  });

  it('takes in a job gone Open once its category is marked, on its own after the window lives out', async () => {
    let now = Date.now();
    const windows = windowsOn({ now: () => now });
    const seeker: MatchSeeker = { ...randomSeeker(), categories: ['plumber'], gender: null };
    const q = { seekerId: (seekers[0] as { id: string }).id, seeker, limit: 5, offset: 0 };
    const before = await windows.rank(q, new Set());
    const posted = jobRow('plumber', { status: 0, gender: 0, createdAt: new Date() });
    await insertJobs([posted]);
    // not marked: the window still answers as it was read
    expect(await windows.rank(q, new Set())).toEqual(before);
    await categoriesOpened(t.cache, ['plumber']);
    const after = await windows.rank(q, new Set());
    expect(after?.total).toBe((before?.total ?? 0) + 1);
    expect(after).toEqual(await rankedJobIds(t.database, q));

    const another = jobRow('plumber', { status: 0, gender: 0, createdAt: new Date() });
    await insertJobs([another]);
    now += 61_000;
    expect((await windows.rank(q, new Set()))?.total).toBe((before?.total ?? 0) + 2);
  });

  it('ranks on the marks a request read ahead when they hold every category, else reads its own', async () => {
    const windows = windowsOn();
    const seeker: MatchSeeker = { ...randomSeeker(), categories: ['plumber'], gender: null };
    const q = { seekerId: (seekers[1] as { id: string }).id, seeker, limit: 5, offset: 0 };
    const before = await windows.rank(q, new Set());
    // read as the request began, before the job went Open
    const early = windows.openedMarks(['plumber']);
    const elsewhere = windows.openedMarks(['cook']);
    await early;
    await insertJobs([jobRow('plumber', { status: 0, gender: 0, createdAt: new Date() })]);
    await categoriesOpened(t.cache, ['plumber']);
    expect(await windows.rank(q, new Set(), early)).toEqual(before);
    // marks of other categories (the seeker's kept profile was older): the ranking reads its own
    const after = await windows.rank(q, new Set(), elsewhere);
    expect(after?.total).toBe((before?.total ?? 0) + 1);
    expect(after).toEqual(await rankedJobIds(t.database, q));
  });

  it('reads again a window holding a job found closed', async () => {
    const windows = windowsOn();
    const seeker: MatchSeeker = { ...randomSeeker(), categories: ['cook'], gender: null };
    const q = { seekerId: (seekers[0] as { id: string }).id, seeker, limit: 5, offset: 0 };
    const first = (await windows.rank(q, new Set())) as { ids: string[]; total: number };
    const closed = first.ids[0] as string;
    await t.database.query(`update jobs set status = 2 where id = $1`, [closed]);
    windows.forgetJobs([closed]);
    const after = await windows.rank(q, new Set());
    expect(after?.ids).not.toContain(closed);
    expect(after).toEqual(await rankedJobIds(t.database, q));
  });

  it('keeps at most FEED_WINDOW_ROWS candidates, each window weighing its own cost too, the least used going first', async () => {
    const windows = windowsOn({ maxRows: 1000 });
    let most = 0;
    for (let n = 0; n < 20; n++) {
      const { id, answered } = seekers[n % 3] as (typeof seekers)[number];
      const q = { seekerId: id, seeker: randomSeeker(), limit: 30, offset: 0 };
      const ranked = await windows.rank(q, new Set(answered));
      if (ranked) expect(ranked).toEqual(await rankedJobIds(t.database, q));
      const held = windows.held();
      expect(windows.stats).toMatchObject(held);
      expect(held.rows + WINDOW_COST_ROWS * held.windows).toBeLessThanOrEqual(1000);
      most = Math.max(most, held.windows);
    }
    expect(most).toBeGreaterThan(10); // small windows of a district or two, many of them
    windows.close();
    expect(windows.stats).toMatchObject({ rows: 0, windows: 0 });
  });
});
