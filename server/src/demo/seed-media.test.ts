import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEED_PLANS } from '@kaamkaj/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  signInEmployer,
  signInSeeker,
  type TestApp,
} from '../../test/helpers';
import { createStorage } from '../platform/adapters/storage';
import { files, jobs, subscriptions, users } from '../platform/db/schema';
import { seedDemoData } from './seed';
import { DEMO_EMPLOYERS } from './seed-jobs';
import { DEMO_AUDIO } from './seed-media';

const ASSETS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/demo');

type FeedJob = { _id: string; district: string; category: string; audio_description: string };

// Demo data loads only into an empty database: a fresh embedded one here.
describe.skipIf(Boolean(process.env.DATABASE_URL))('demo job descriptions (issue 12)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.database.db, t.app.log, createStorage(t.config));
  }, 60_000);
  afterAll(() => t.app.close());

  it('stores the two spoken descriptions as the admin’s public audio files', async () => {
    const [admin] = await t.database.db.select().from(users).where(eq(users.contact, '9000000001'));
    const rows = await t.database.db
      .select()
      .from(files)
      .where(eq(files.category, 'audio'))
      .orderBy(files.originalName);
    expect(rows.map((f) => [f.ownerId, f.originalName, f.contentType, f.isPublic])).toEqual([
      [admin?.id, DEMO_AUDIO.delivery, 'audio/mpeg', true],
      [admin?.id, DEMO_AUDIO.driver, 'audio/mpeg', true],
    ]);
    for (const row of rows) {
      const bytes = readFileSync(path.join(ASSETS, row.originalName));
      expect(bytes.length).toBeLessThan(40_000);
      const served = await t.app.inject({ url: `/api/file/${row.objectKey}` });
      expect(served.headers['content-type']).toBe('audio/mpeg');
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it("plays on Sharma Logistics' Open jobs and in Ravi Kumar's feed", async () => {
    const employer = await signInEmployer(t.app, 'hr@sharmalogistics.in');
    const own = await call(t.app, {
      method: 'GET',
      url: '/api/job/recruiter/?page=0',
      token: employer.data.token,
    });
    const audioOf = (title: string) =>
      own.body.data.find((j: { job_title: string }) => j.job_title === title)?.audio_description;
    const driverUrl = audioOf('Truck Driver (HMV)');
    expect(driverUrl).toMatch(/^\/api\/file\/public\/audio\/.+\.mp3$/);
    expect(audioOf('Delivery Executive')).toMatch(/^\/api\/file\/public\/audio\/.+\.mp3$/);
    expect(audioOf('Warehouse Helper')).toBeNull();

    const ravi = await signInSeeker(t.app, '9876543210');
    const feed = await call(t.app, {
      method: 'GET',
      url: `/api/job/all?user_id=${ravi.data._id}&page=0`,
      token: ravi.data.token,
    });
    const spoken = (feed.body.data as FeedJob[]).filter((j) => j.audio_description);
    expect(spoken.length).toBeGreaterThanOrEqual(2);
    expect(spoken[0]).toMatchObject({ district: 'up-lucknow', category: 'driver' });
    expect(spoken[0]?.audio_description).toBe(driverUrl);
  });

  it("fills the admin's queue with one waiting job per demo employer and Sharma's driver", async () => {
    const admin = await signInEmployer(t.app, 'admin@kaamkaj.in');
    const queue = await call(t.app, {
      method: 'GET',
      url: '/api/admin/job-descriptions',
      token: admin.data.token,
    });
    expect(queue.body.count).toBe(1 + DEMO_EMPLOYERS.length);
    expect(new Set(queue.body.data.map((j: { company_name: string }) => j.company_name))).toEqual(
      new Set(['Sharma Logistics', ...DEMO_EMPLOYERS.map((e) => e.name)]),
    );
    const asked = await t.database.db.select().from(jobs).where(eq(jobs.animatedJdRequired, true));
    expect(asked.every((j) => j.status === 0 && j.animatedDescription === null)).toBe(true);
    // each used one animated description of the employer's plan, as a post does
    const subs = await t.database.db.select().from(subscriptions);
    const plan = SEED_PLANS.find((p) => p.code === 'HLJ-EMP-102');
    const usage = asked.map((j) => subs.find((s) => s.userId === j.createdBy)?.animatedJdUsage);
    expect(usage).toEqual(asked.map(() => (plan?.animated_jds ?? 0) - 1));
  });
});
