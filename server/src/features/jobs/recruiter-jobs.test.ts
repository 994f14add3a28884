import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEmployerWithCompany,
  JOB,
  setAllowance,
  type TestEmployer,
} from '../../../test/employer';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { createOnboardedSeeker } from '../../../test/seeker';
import { companies, jobs } from '../../platform/db/schema';
import { openPendingJobs } from './jobs.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const post = async (who: TestEmployer, title = JOB.job_title) => {
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/job/v2/post',
    token: who.token,
    payload: { ...JOB, job_title: title },
  });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.data;
};
const list = (who: { token: string }, page?: number) =>
  call(t.app, {
    method: 'GET',
    url: `/api/job/recruiter/${page === undefined ? '' : `?page=${page}`}`,
    token: who.token,
  });
const getOne = (who: { token: string }, id: string) =>
  call(t.app, { method: 'GET', url: `/api/job/recruiter/${id}`, token: who.token });
const closeOne = (who: { token: string }, id: string) =>
  call(t.app, { method: 'PUT', url: `/api/job/recruiter/${id}/close`, token: who.token });

describe('GET /job/recruiter/ (spec 001 §7 "Employer jobs")', () => {
  it('lists only my jobs, newest first, 30 a page with the total count', async () => {
    const me = await createEmployerWithCompany(t);
    const other = await createEmployerWithCompany(t);
    await setAllowance(t, me.id, 40);
    await post(other, 'Not My Job');
    // 32 jobs with created_at one second apart, so the order is certain.
    const base = Date.now() - 100_000;
    for (let i = 0; i < 32; i += 1) {
      const job = await post(me, `Job number ${i}`);
      await t.database.db
        .update(jobs)
        .set({ createdAt: new Date(base + i * 1000) })
        .where(eq(jobs.id, job._id));
    }
    const first = await list(me);
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(32);
    expect(first.body.data).toHaveLength(30);
    expect(first.body.data[0].job_title).toBe('Job number 31');
    expect(first.body.data[29].job_title).toBe('Job number 2');
    expect(first.body.data.every((j: { created_by: string }) => j.created_by === me.id)).toBe(true);
    const second = await list(me, 1);
    expect(second.body.count).toBe(32);
    expect(second.body.data.map((j: { job_title: string }) => j.job_title)).toEqual([
      'Job number 1',
      'Job number 0',
    ]);
    expect((await list(me, 2)).body.data).toEqual([]);
  });

  it('answers an empty list to an employer without jobs', async () => {
    const me = await createEmployerWithCompany(t);
    const res = await list(me);
    expect(res.body).toEqual({ success: true, count: 0, data: [] });
  });

  it('refuses a job seeker and a bad page', async () => {
    const seeker = await createOnboardedSeeker(t.app);
    const res = await list(seeker);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only employers can post jobs');
    const me = await createEmployerWithCompany(t);
    expect((await list(me, -1)).status).toBe(400);
  });
});

describe('GET /job/recruiter/:id', () => {
  it("answers 404 for another employer's job and for a missing one alike", async () => {
    const owner = await createEmployerWithCompany(t);
    const stranger = await createEmployerWithCompany(t);
    const job = await post(owner);
    expect((await getOne(owner, job._id)).body.data._id).toBe(job._id);
    const foreign = await getOne(stranger, job._id);
    const missing = await getOne(stranger, '01900000-0000-7000-8000-000000000000');
    expect(foreign.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Job not found' });
  });

  it('refuses a job seeker', async () => {
    const owner = await createEmployerWithCompany(t);
    const job = await post(owner);
    const seeker = await createOnboardedSeeker(t.app);
    const res = await getOne(seeker, job._id);
    expect(res.status).toBe(403);
  });

  it('refuses a malformed id', async () => {
    const owner = await createEmployerWithCompany(t);
    const res = await getOne(owner, 'not-an-id');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ id: 'Invalid id' });
  });
});

describe('PUT /job/recruiter/:id/close (spec 001 §4)', () => {
  it('closes my Pending job', async () => {
    const me = await createEmployerWithCompany(t);
    const job = await post(me);
    expect(job.status).toBe(3);
    const res = await closeOne(me, job._id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Job closed');
    expect(res.body.data).toMatchObject({ _id: job._id, status: 2 });
    expect((await getOne(me, job._id)).body.data.status).toBe(2);
  });

  it('closes my Open job; closing it again (the answer lost) is answered as done', async () => {
    const me = await createEmployerWithCompany(t, { verification: 'Approved' });
    const job = await post(me);
    expect(job.status).toBe(0);
    const first = await closeOne(me, job._id);
    expect(first.body.data.status).toBe(2);
    const again = await closeOne(me, job._id);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...first.body, message: 'Job closed' });
  });

  it('refuses a deactivated or complete job', async () => {
    const me = await createEmployerWithCompany(t);
    for (const status of [1, 4]) {
      const job = await post(me);
      await t.database.db.update(jobs).set({ status }).where(eq(jobs.id, job._id));
      const res = await closeOne(me, job._id);
      expect(res.body.code).toBe('JOB_NOT_CLOSABLE');
      expect((await getOne(me, job._id)).body.data.status).toBe(status);
    }
  });

  it("cannot close another employer's job (404, and the job stays as it was)", async () => {
    const owner = await createEmployerWithCompany(t);
    const stranger = await createEmployerWithCompany(t);
    const job = await post(owner);
    const res = await closeOne(stranger, job._id);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Job not found');
    expect((await getOne(owner, job._id)).body.data.status).toBe(3);
  });

  it('refuses a job seeker', async () => {
    const owner = await createEmployerWithCompany(t);
    const job = await post(owner);
    const seeker = await createOnboardedSeeker(t.app);
    const res = await closeOne(seeker, job._id);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only employers can post jobs');
  });
});

describe('openPendingJobs (DESIGN.md §4, used by the admin approval)', () => {
  it("opens only the employer's Pending jobs and says how many", async () => {
    const me = await createEmployerWithCompany(t);
    const other = await createEmployerWithCompany(t);
    await setAllowance(t, me.id, 5);
    const [a, b, c] = [await post(me), await post(me), await post(me)];
    await closeOne(me, c._id);
    const theirs = await post(other);

    const opened = await t.database.db.transaction(async (tx) => {
      await tx
        .update(companies)
        .set({ verificationStatus: 'Approved' })
        .where(eq(companies.userId, me.id));
      return openPendingJobs(tx, me.id);
    });
    expect(opened).toBe(2);
    for (const job of [a, b]) {
      const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job._id));
      expect(row?.status).toBe(0);
      expect(row?.openedAt).toBeInstanceOf(Date);
      expect(row?.updatedAt.getTime()).toBe(row?.openedAt?.getTime());
    }
    expect((await getOne(me, c._id)).body.data.status).toBe(2);
    expect((await getOne(other, theirs._id)).body.data.status).toBe(3);
    // Nothing left to open; later posts go straight to Open.
    expect(await t.database.db.transaction((tx) => openPendingJobs(tx, me.id))).toBe(0);
    expect((await post(me)).status).toBe(0);
  });
});
