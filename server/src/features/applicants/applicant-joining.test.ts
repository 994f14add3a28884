import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { employerWithOpenJob, type TestEmployer } from '../../../test/pipeline';
import { applications, auditLog, jobs } from '../../platform/db/schema';
import { act, list, notificationsOf, profile, storedApplicant } from './test-support';

let t: TestApp;
let employer: TestEmployer;
let jobId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ employer, jobId } = await employerWithOpenJob(t));
});
afterAll(() => t.app.close());

async function joiningOf(seekerId: string, job = jobId) {
  const [row] = await t.database.db
    .select({ status: applications.status, joining: applications.joining })
    .from(applications)
    .where(and(eq(applications.jobId, job), eq(applications.seekerId, seekerId)));
  return row;
}

const setJobStatus = (job: string, status: number) =>
  t.database.db.update(jobs).set({ status }).where(eq(jobs.id, job));

// spec 001 §4 "Joined", "Not Joined" of a Hired applicant (issue 14 item 16).
describe('PUT /api/job/users/status with joined / notJoined', () => {
  it('records Joined on a hire, keeps the status Hired, tells the seeker in their language', async () => {
    const seekerId = await storedApplicant(t, jobId, 'Hired', { lang: 'hi' });
    const res = await act(t, employer, seekerId, 'joined', jobId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Joining recorded',
      data: { status: 'Hired', joining: 'Joined' },
    });
    expect(await joiningOf(seekerId)).toEqual({ status: 'Hired', joining: 'Joined' });
    const [told] = await notificationsOf(t, seekerId);
    expect(told?.notificationType).toBe('JOB_JOINED');
    expect(told?.data).toEqual({ job_id: jobId });
    expect(told?.payload).toMatch(/ने दर्ज किया है कि आपने .+ का काम शुरू कर दिया है।/);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'applicant.joining'));
    expect(audit.at(-1)?.detail).toMatchObject({ from: null, to: 'Joined', seeker_id: seekerId });

    // the card and the profile carry it
    const card = (await list(t, employer, jobId, 'interview')).body.data.find(
      (c: { _id: string }) => c._id === seekerId,
    );
    expect(card).toMatchObject({ status: 'Hired', joining: 'Joined' });
    const read = await profile(t, employer, seekerId, jobId);
    expect(read.body.data).toMatchObject({ status: 'Hired', joining: 'Joined' });
  });

  it('corrects Joined to Not Joined; the same answer again is done, telling no one', async () => {
    const seekerId = await storedApplicant(t, jobId, 'Hired');
    expect((await act(t, employer, seekerId, 'joined', jobId)).status).toBe(200);
    const again = await act(t, employer, seekerId, 'joined', jobId);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      success: true,
      message: 'Joining recorded',
      data: { status: 'Hired', joining: 'Joined' },
    });
    const fix = await act(t, employer, seekerId, 'notJoined', jobId);
    expect(fix.body.data).toEqual({ status: 'Hired', joining: 'NotJoined' });
    const told = await notificationsOf(t, seekerId);
    expect(told.map((n) => n.notificationType)).toEqual(['JOB_JOINED', 'JOB_NOT_JOINED']);
    expect(told[1]?.payload).toMatch(/that you did not join as .+\. If this is wrong/);
  });

  it.each(['Applied', 'Shortlisted', 'Selected', 'Rejected'])(
    'refuses a joining for an applicant who is %s, changing and telling nothing',
    async (status) => {
      const seekerId = await storedApplicant(t, jobId, status);
      for (const action of ['joined', 'notJoined']) {
        const res = await act(t, employer, seekerId, action, jobId);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('INVALID_TRANSITION');
      }
      expect(await joiningOf(seekerId)).toEqual({ status, joining: null });
      expect(await notificationsOf(t, seekerId)).toEqual([]);
    },
  );

  it('records a joining after the job is closed, but not on a deactivated job', async () => {
    const { employer: owner, jobId: closed } = await employerWithOpenJob(t);
    const seekerId = await storedApplicant(t, closed, 'Hired');
    await setJobStatus(closed, 2);
    expect((await act(t, owner, seekerId, 'joined', closed)).status).toBe(200);
    // a status change proper still needs the job Open
    const other = await storedApplicant(t, closed, 'Applied');
    expect((await act(t, owner, other, 'shortlist', closed)).body.code).toBe('JOB_NOT_OPEN');
    await setJobStatus(closed, 4);
    const res = await act(t, owner, seekerId, 'notJoined', closed);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('JOB_NOT_OPEN');
    expect(await joiningOf(seekerId, closed)).toEqual({ status: 'Hired', joining: 'Joined' });
  });

  it("counts the hired and the joined on the employer's job list", async () => {
    const fresh = await employerWithOpenJob(t);
    const [a, b] = [
      await storedApplicant(t, fresh.jobId, 'Hired'),
      await storedApplicant(t, fresh.jobId, 'Hired'),
    ];
    await storedApplicant(t, fresh.jobId, 'Applied');
    await act(t, fresh.employer, a, 'joined', fresh.jobId);
    await act(t, fresh.employer, b, 'notJoined', fresh.jobId);
    const res = await call(t.app, {
      method: 'GET',
      url: '/api/job/recruiter/',
      token: fresh.employer.token,
    });
    expect(res.body.data[0]).toMatchObject({ applicants: 3, hired: 2, joined: 1 });
  });

  it("refuses another employer's hire with 403, recording nothing", async () => {
    const seekerId = await storedApplicant(t, jobId, 'Hired');
    const stranger = await employerWithOpenJob(t);
    const res = await act(t, stranger.employer, seekerId, 'joined', jobId);
    expect(res.status).toBe(403);
    expect(await joiningOf(seekerId)).toEqual({ status: 'Hired', joining: null });
  });
});
