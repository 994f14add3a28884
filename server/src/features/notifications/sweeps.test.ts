import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJob } from '../../../test/company';
import { createEmployer, createEmployerWithCompany } from '../../../test/employer';
import { call, createTestApp, signInSeeker, type TestApp } from '../../../test/helpers';
import { createOnboardedSeeker } from '../../../test/seeker';
import { memoryCache } from '../../platform/cache';
import { applications, jobs, notifications, seekerProfiles, users } from '../../platform/db/schema';
import { isoWeek } from './sweeps';
import { notificationWorker } from './worker';

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const backdateUser = (id: string, ms: number) =>
  t.database.db
    .update(users)
    .set({ createdAt: ago(ms) })
    .where(eq(users.id, id));
const noticesOf = (userId: string, type: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.notificationType, type)));
const quietWorker = () =>
  notificationWorker({
    ...t,
    db: t.database.db,
    cache: memoryCache(),
    whatsapp: { name: 'none', send: async () => {} },
  });

describe('isoWeek (the INCOMPLETE_PROFILE key, in India time)', () => {
  it('names the ISO week and its year', () => {
    expect(isoWeek(new Date('2021-01-03T12:00:00Z'))).toBe('2020-W53');
    expect(isoWeek(new Date('2024-12-30T10:00:00Z'))).toBe('2025-W01');
    expect(isoWeek(new Date('2025-03-12T10:00:00Z'))).toBe('2025-W11');
    // Sunday 19:00 UTC is already Monday in India
    expect(isoWeek(new Date('2025-01-05T19:00:00Z'))).toBe('2025-W02');
  });
});

describe('reminder sweeps (spec 000 §4, spec 001 §4)', () => {
  it('writes APPLY_LATER, INCOMPLETE_PROFILE and INACTIVE to the right users, once', async () => {
    // APPLY_LATER: saved a day ago on an Open job; not a fresh save, not a closed job
    const owner = await createEmployerWithCompany(t, { verification: 'Approved' });
    const [oldSave, freshSave, closedSave] = [
      await insertJob(t, owner.id, 0),
      await insertJob(t, owner.id, 0),
      await insertJob(t, owner.id, 0),
    ];
    const saver = await createOnboardedSeeker(t.app);
    for (const jobId of [oldSave, freshSave, closedSave]) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/job/response',
        token: saver.token,
        payload: { job_id: jobId, status: 'Saved' },
      });
      expect(res.status).toBe(200);
    }
    for (const jobId of [oldSave, closedSave]) {
      await t.database.db
        .update(applications)
        .set({ updatedAt: ago(25 * 3_600_000) })
        .where(eq(applications.jobId, jobId));
    }
    await t.database.db.update(jobs).set({ status: 2 }).where(eq(jobs.id, closedSave));

    // INCOMPLETE_PROFILE: a day after sign-up, seekers short of 100 % and employers without a company
    const newSeeker = await signInSeeker(t.app);
    const freshSeeker = await signInSeeker(t.app);
    const partial = await createOnboardedSeeker(t.app);
    const complete = await createOnboardedSeeker(t.app);
    await t.database.db
      .update(seekerProfiles)
      .set({ completion: 100 })
      .where(eq(seekerProfiles.userId, complete.id));
    await t.database.db
      .update(seekerProfiles)
      .set({ completion: 80 })
      .where(eq(seekerProfiles.userId, partial.id));
    const noCompany = await createEmployer(t);
    for (const id of [newSeeker.data._id, partial.id, complete.id, noCompany.id]) {
      await backdateUser(id, 2 * DAY);
    }

    // INACTIVE: a complete employer of 30+ days with no job in the last 30 days
    const idle = await createEmployerWithCompany(t);
    const oldJob = await insertJob(t, idle.id, 2);
    await t.database.db
      .update(jobs)
      .set({ createdAt: ago(40 * DAY) })
      .where(eq(jobs.id, oldJob));
    const busy = await createEmployerWithCompany(t);
    await insertJob(t, busy.id, 0);
    const newcomer = await createEmployerWithCompany(t);
    await backdateUser(idle.id, 40 * DAY);
    await backdateUser(busy.id, 40 * DAY);
    await backdateUser(newcomer.id, 10 * DAY);

    const now = new Date();
    const first = await quietWorker().runOnce(now, { sweep: true });
    expect(first.swept).toEqual({ applyLater: 1, incompleteProfile: 3, inactive: 1 });

    const [reminder] = await noticesOf(saver.id, 'APPLY_LATER');
    expect(reminder).toMatchObject({
      payload: 'You saved Delivery Executive at Sharma Logistics. Apply now before it closes.',
      data: { job_id: oldSave },
      dedupeKey: `APPLY_LATER:${oldSave}`,
    });
    expect(await noticesOf(saver.id, 'APPLY_LATER')).toHaveLength(1);

    const week = `INCOMPLETE_PROFILE:${isoWeek(now)}`;
    for (const id of [newSeeker.data._id, partial.id, noCompany.id]) {
      const notices = await noticesOf(id, 'INCOMPLETE_PROFILE');
      expect(notices.map((n) => [n.payload, n.dedupeKey])).toEqual([
        ['Your profile is incomplete. Complete it to get better jobs.', week],
      ]);
    }
    for (const id of [freshSeeker.data._id, complete.id, saver.id, idle.id, newcomer.id]) {
      expect(await noticesOf(id, 'INCOMPLETE_PROFILE')).toEqual([]);
    }

    const [inactive] = await noticesOf(idle.id, 'INACTIVE');
    expect(inactive?.payload).toBe(
      'You have not posted a job for a while. Post a job to find staff quickly.',
    );
    expect(inactive?.dedupeKey).toMatch(/^INACTIVE:\d{4}-\d{2}$/);
    expect(await noticesOf(busy.id, 'INACTIVE')).toEqual([]);
    expect(await noticesOf(newcomer.id, 'INACTIVE')).toEqual([]);

    // the same sweep again writes nothing
    const again = await quietWorker().runOnce(now, { sweep: true });
    expect(again.swept).toEqual({ applyLater: 0, incompleteProfile: 0, inactive: 0 });

    // a week later the incomplete profile is told again, the saved job is not
    await quietWorker().runOnce(new Date(now.getTime() + 7 * DAY), { sweep: true });
    expect(await noticesOf(newSeeker.data._id, 'INCOMPLETE_PROFILE')).toHaveLength(2);
    expect(await noticesOf(saver.id, 'APPLY_LATER')).toHaveLength(2); // the fresh save is due now
    expect((await noticesOf(saver.id, 'APPLY_LATER')).map((n) => n.data)).toEqual(
      expect.arrayContaining([{ job_id: oldSave }, { job_id: freshSave }]),
    );
  });

  it('sweeps at most once an hour unless forced', async () => {
    const worker = quietWorker();
    const now = Date.now();
    expect((await worker.runOnce(new Date(now))).swept).not.toBeNull();
    expect((await worker.runOnce(new Date(now + 59 * 60_000))).swept).toBeNull();
    expect(
      (await worker.runOnce(new Date(now + 59 * 60_000), { sweep: true })).swept,
    ).not.toBeNull();
    expect((await worker.runOnce(new Date(now + 61 * 60_000))).swept).toBeNull();
    expect((await worker.runOnce(new Date(now + 120 * 60_000))).swept).not.toBeNull();
  });
});
