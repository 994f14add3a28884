import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createEmployer, insertJob, submitGst } from '../../../test/company';
import { createEmployerWithCompany, JOB, setAllowance } from '../../../test/employer';
import { call, createTestApp, signInSeeker, type TestApp } from '../../../test/helpers';
import { BASIC, createOnboardedSeeker } from '../../../test/seeker';
import { memoryCache } from '../../platform/cache';
import {
  backgroundTasks,
  jobs,
  notifications,
  seekerProfiles,
  users,
} from '../../platform/db/schema';
import { newId } from '../../platform/ids';
import { enqueueJobPostFanout } from '../../platform/tasks';
import { notificationWorker } from './worker';

const NO_SWEEP = { sweep: false };

const outboxOf = async (t: TestApp, to: string) =>
  (await call(t.app, { method: 'GET', url: `/api/dev/outbox?to=${to}` })).body.data.filter(
    (m: { channel: string }) => m.channel === 'whatsapp',
  );

const notificationsOf = (t: TestApp, userId: string, type = 'JOB_POST') =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.notificationType, type)));

describe('JOB_POST fan-out when a job goes Open (issue 6 item 4)', () => {
  let t: TestApp;
  type Seeker = Awaited<ReturnType<typeof createOnboardedSeeker>>;
  let hindiDriver: Seeker; // Male, driver, lang hi
  let femaleDriver: Seeker;
  let maleCook: Seeker; // another interest
  let applied: Seeker; // answered the job before the fan-out ran
  let incomplete: Awaited<ReturnType<typeof signInSeeker>>;

  beforeAll(async () => {
    t = await createTestApp();
    hindiDriver = await createOnboardedSeeker(t.app);
    await t.database.db.update(users).set({ lang: 'hi' }).where(eq(users.id, hindiDriver.id));
    femaleDriver = await createOnboardedSeeker(t.app, { ...BASIC, name: 'Sita Devi', gender: 0 });
    maleCook = await createOnboardedSeeker(t.app);
    await t.database.db
      .update(seekerProfiles)
      .set({ jobIntrested: [{ job_category: 'cook', skills: [] }] })
      .where(eq(seekerProfiles.userId, maleCook.id));
    applied = await createOnboardedSeeker(t.app);
    incomplete = await signInSeeker(t.app); // profile_status 0
  });
  afterAll(() => t.app.close());

  it('posting as an Approved employer tells matching seekers only, in their language, once', async () => {
    const employer = await createEmployerWithCompany(t, { verification: 'Approved' });
    await setAllowance(t, employer.id, 5);
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/job/v2/post',
      token: employer.token,
      payload: { ...JOB, gender: 2 }, // Male only
    });
    expect(res.body.data.status).toBe(0);
    const jobId = res.body.data._id;
    const [task] = await t.database.db
      .select()
      .from(backgroundTasks)
      .where(sql`${backgroundTasks.payload}->>'job_id' = ${jobId}`);
    expect(task).toMatchObject({ kind: 'job_post_fanout', status: 'pending', cursor: null });
    expect(await notificationsOf(t, hindiDriver.id)).toEqual([]); // off the request path

    const answered = await call(t.app, {
      method: 'POST',
      url: '/api/job/response',
      token: applied.token,
      payload: { job_id: jobId, status: 'Applied' },
    });
    expect(answered.status).toBe(200);

    expect((await t.app.notificationWorker.runOnce(undefined, NO_SWEEP)).notified).toBe(1);
    const hindiText = 'आपके लिए नई नौकरी: Sharma Logistics Pvt Ltd में Delivery Driver (LMV)';
    const list = await call(t.app, {
      method: 'GET',
      url: '/api/notification',
      token: hindiDriver.token,
    });
    expect(list.body.data).toEqual([
      {
        _id: expect.any(String),
        notification_type: 'JOB_POST',
        payload: hindiText,
        data: { job_id: jobId },
        status: 'new',
        created_at: expect.any(String),
      },
    ]);
    expect((await outboxOf(t, hindiDriver.contact))[0]?.text).toBe(hindiText);
    for (const other of [femaleDriver.id, maleCook.id, applied.id, incomplete.data._id]) {
      expect(await notificationsOf(t, other)).toEqual([]);
    }

    const [done] = await t.database.db
      .select()
      .from(backgroundTasks)
      .where(eq(backgroundTasks.id, task?.id ?? ''));
    expect(done).toMatchObject({ status: 'done', cursor: hindiDriver.id, attempts: 0 });
    // a second pass, and a retried task, write nothing twice
    await t.database.db
      .update(backgroundTasks)
      .set({ status: 'pending', cursor: null })
      .where(eq(backgroundTasks.id, task?.id ?? ''));
    expect((await t.app.notificationWorker.runOnce(undefined, NO_SWEEP)).notified).toBe(0);
    await t.app.notificationWorker.runOnce(undefined, NO_SWEEP);
    expect(await notificationsOf(t, hindiDriver.id)).toHaveLength(1);
    expect(await outboxOf(t, hindiDriver.contact)).toHaveLength(1);
  });

  it('the admin approval that opens a pending job tells matching seekers of any gender', async () => {
    const admin = await createAdmin(t);
    const employer = await createEmployer(t.app);
    const jobId = await insertJob(t, employer.id, 3);
    await t.database.db
      .update(jobs)
      .set({ category: 'driver', jobTitle: 'Driver' })
      .where(eq(jobs.id, jobId)); // gender 0: everyone
    await submitGst(t.app, employer);
    await t.app.notificationWorker.runOnce(undefined, NO_SWEEP);
    expect(await notificationsOf(t, femaleDriver.id)).toEqual([]); // still Pending

    const approved = await call(t.app, {
      method: 'POST',
      url: `/api/admin/companies/${employer.id}/verification`,
      token: admin.token,
      payload: { decision: 'approve' },
    });
    expect(approved.body.message).toBe('Company approved; 1 pending job(s) opened');
    expect((await t.app.notificationWorker.runOnce(undefined, NO_SWEEP)).notified).toBe(3);

    const [female] = await notificationsOf(t, femaleDriver.id);
    expect(female).toMatchObject({
      payload: 'New job for you: Driver at Sharma Logistics',
      data: { job_id: jobId },
      dedupeKey: `JOB_POST:${jobId}`,
    });
    expect((await notificationsOf(t, hindiDriver.id)).map((n) => n.payload)).toContain(
      'आपके लिए नई नौकरी: Sharma Logistics में Driver',
    );
    expect(await notificationsOf(t, applied.id)).toHaveLength(1); // had not answered this job
    expect(await notificationsOf(t, maleCook.id)).toEqual([]);
    expect(await notificationsOf(t, incomplete.data._id)).toEqual([]);
  });
});

describe('fan-out batches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.app.close());

  it('tells 1,100 seekers in batches of 500 across runs, each once', async () => {
    const ids = Array.from({ length: 1100 }, () => newId());
    await t.database.db
      .insert(users)
      .values(ids.map((id) => ({ id, role: 0, profileStatus: 2, name: 'Bulk Seeker' })));
    await t.database.db.insert(seekerProfiles).values(
      ids.map((userId) => ({
        userId,
        gender: 1,
        jobIntrested: [{ job_category: 'teacher', skills: ['primary'] }],
      })),
    );
    const employer = await createEmployerWithCompany(t, { verification: 'Approved' });
    const jobId = await insertJob(t, employer.id, 0);
    await t.database.db
      .update(jobs)
      .set({ category: 'teacher', jobTitle: 'Primary Teacher' })
      .where(eq(jobs.id, jobId));
    await t.database.db.transaction((tx) => enqueueJobPostFanout(tx, [jobId]));

    const worker = notificationWorker(
      {
        ...t,
        db: t.database.db,
        cache: memoryCache(),
        whatsapp: { name: 'none', send: async () => {} },
      },
      { taskBatchesPerRun: 1 },
    );
    const notified = [];
    for (let run = 0; run < 4; run++) {
      notified.push((await worker.runOnce(new Date(), NO_SWEEP)).notified);
    }
    expect(notified).toEqual([500, 500, 100, 0]);
    const written = await t.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.dedupeKey, `JOB_POST:${jobId}`));
    expect(written).toHaveLength(1100);
    expect(new Set(written.map((w) => w.userId)).size).toBe(1100);
    const [task] = await t.database.db.select().from(backgroundTasks);
    expect(task).toMatchObject({ status: 'done', cursor: [...ids].sort().at(-1) });
  });
});
