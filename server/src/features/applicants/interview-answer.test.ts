import { istInstant, readableDate } from '@kaamkaj/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { employerWithOpenJob, setApplicationStatus } from '../../../test/pipeline';
import { interviews, jobs } from '../../platform/db/schema';
import {
  answer,
  interviewBody,
  istDay,
  listOf,
  notificationsOf,
  pipeline,
  schedule,
  scheduled,
  setLang,
  tomorrow,
} from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

describe('GET /job/interviews-by-seeker/{id} (spec 000 §2.8)', () => {
  it("lists the seeker's own interviews of live jobs, newest date first", async () => {
    const first = await scheduled(t);
    const seeker = first.seeker;
    // a second job of another employer, interview two days out
    const second = await employerWithOpenJob(t);
    const apply = await call(t.app, {
      method: 'POST',
      url: '/api/job/response',
      token: seeker.token,
      payload: { job_id: second.jobId, status: 'Applied' },
    });
    expect(apply.status).toBe(200);
    await setApplicationStatus(t, second.jobId, seeker.id, 'Shortlisted');
    const later = await schedule(
      t,
      second.employer.token,
      interviewBody(second.jobId, seeker.id, { date: istDay(2), title: 'Second round' }),
    );
    expect(later.status).toBe(201);

    const res = await listOf(t, seeker.token, seeker.id);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.data.map((i: { title: string }) => i.title)).toEqual([
      'Second round',
      'Delivery Executive interview',
    ]);
    expect(res.body.data[1]).toMatchObject({
      _id: first.interviewId,
      job_id: first.jobId,
      status: 'pending',
      expired: false,
      company_name: 'Sharma Logistics',
      job_title: 'Delivery Executive',
      contact_person: '9876543210',
    });

    // a closed job drops out; so does an application no longer Selected
    await t.database.db.update(jobs).set({ status: 2 }).where(eq(jobs.id, second.jobId));
    await setApplicationStatus(t, first.jobId, seeker.id, 'Hired');
    const after = await listOf(t, seeker.token, seeker.id);
    expect(after.body).toMatchObject({ success: true, count: 0, data: [] });
  });

  it("refuses another seeker's and an employer's look with 403", async () => {
    const { employer, seeker } = await scheduled(t);
    const stranger = await pipeline(t);
    const bySeeker = await listOf(t, stranger.seeker.token, seeker.id);
    expect(bySeeker.status).toBe(403);
    expect(bySeeker.body.code).toBe('FORBIDDEN');
    expect((await listOf(t, employer.token, seeker.id)).status).toBe(403);
    expect(
      (await call(t.app, { method: 'GET', url: `/api/job/interviews-by-seeker/${seeker.id}` }))
        .status,
    ).toBe(401);
  });
});

describe('PUT /job/interview (spec 000 §4)', () => {
  it('Accept: answered and the employer told in English', async () => {
    const { employer, seeker, interviewId } = await scheduled(t);
    const res = await answer(t, seeker.token, interviewId, 'Accept');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Interview accepted' });

    const list = await listOf(t, seeker.token, seeker.id);
    expect(list.body.data[0]).toMatchObject({ _id: interviewId, status: 'Accept' });

    const told = await notificationsOf(t, employer.id, 'INTERVIEW_CONFIRM');
    expect(told).toHaveLength(1);
    expect(told[0]?.payload).toBe(
      `Ravi Kumar accepted the interview for Delivery Executive on ${readableDate(tomorrow, 'en')}`,
    );
    expect(told[0]?.data).toMatchObject({ interview_id: interviewId, seeker_id: seeker.id });
  });

  it('Accept: a Hindi-speaking employer is told in Hindi', async () => {
    const { employer, seeker, interviewId } = await scheduled(t);
    await setLang(t, employer.id, 'hi');
    await answer(t, seeker.token, interviewId, 'Accept');
    const [told] = await notificationsOf(t, employer.id, 'INTERVIEW_CONFIRM');
    expect(told?.payload).toBe(
      `Ravi Kumar ने ${readableDate(tomorrow, 'hi')} को Delivery Executive का इंटरव्यू स्वीकार किया`,
    );
  });

  it('Not Accept: INTERVIEW_DENIED to the employer, in English and in Hindi', async () => {
    const en = await scheduled(t);
    const res = await call(t.app, {
      method: 'PUT',
      url: '/api/job/interview',
      token: en.seeker.token,
      payload: { _id: en.interviewId, status: 'Not Accept' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Interview declined');
    const [told] = await notificationsOf(t, en.employer.id, 'INTERVIEW_DENIED');
    expect(told?.payload).toBe(
      `Ravi Kumar will not attend the interview for Delivery Executive on ${readableDate(tomorrow, 'en')}`,
    );
    expect(await notificationsOf(t, en.employer.id, 'INTERVIEW_CONFIRM')).toEqual([]);

    const hi = await scheduled(t);
    await setLang(t, hi.employer.id, 'hi');
    await answer(t, hi.seeker.token, hi.interviewId, 'Not Accept');
    const [hiTold] = await notificationsOf(t, hi.employer.id, 'INTERVIEW_DENIED');
    expect(hiTold?.payload).toBe(
      `Ravi Kumar ${readableDate(tomorrow, 'hi')} को Delivery Executive के इंटरव्यू में नहीं आएंगे`,
    );
  });

  it('answers the same answer again as done (two taps at once, or a lost answer), refuses another, and tells the employer once', async () => {
    const { employer, seeker, interviewId } = await scheduled(t);
    const taps = await Promise.all([
      answer(t, seeker.token, interviewId, 'Accept'),
      answer(t, seeker.token, interviewId, 'Accept'),
    ]);
    expect(taps.map((r) => [r.status, r.body])).toEqual([
      [200, { success: true, message: 'Interview accepted' }],
      [200, { success: true, message: 'Interview accepted' }],
    ]);
    const repeated = await answer(t, seeker.token, interviewId, 'Accept');
    expect(repeated.body).toEqual({ success: true, message: 'Interview accepted' });
    const again = await answer(t, seeker.token, interviewId, 'Not Accept');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: 'INTERVIEW_CLOSED',
      message: 'This interview can no longer be answered',
    });
    expect(await notificationsOf(t, employer.id, 'INTERVIEW_CONFIRM')).toHaveLength(1);
    expect(await notificationsOf(t, employer.id, 'INTERVIEW_DENIED')).toEqual([]);
  });

  it('Expired: past its end time it shows expired and cannot be answered', async () => {
    const { employer, seeker, interviewId } = await scheduled(t);
    const yesterday = istDay(-1);
    await t.database.db
      .update(interviews)
      .set({ date: yesterday, endsAt: istInstant(yesterday, '11.00') })
      .where(eq(interviews.id, interviewId));

    const list = await listOf(t, seeker.token, seeker.id);
    expect(list.body.data[0]).toMatchObject({ _id: interviewId, status: 'pending', expired: true });

    const res = await answer(t, seeker.token, interviewId, 'Accept');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INTERVIEW_CLOSED');
    expect(await notificationsOf(t, employer.id, 'INTERVIEW_CONFIRM')).toEqual([]);
  });

  it('refuses an interview whose applicant is no longer Selected', async () => {
    const { jobId, seeker, interviewId } = await scheduled(t);
    await setApplicationStatus(t, jobId, seeker.id, 'Rejected');
    const res = await answer(t, seeker.token, interviewId, 'Accept');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INTERVIEW_CLOSED');
  });

  it("refuses another user's interview with 403 and an unknown one with 404", async () => {
    const { employer, interviewId } = await scheduled(t);
    const stranger = await pipeline(t);
    const bySeeker = await answer(t, stranger.seeker.token, interviewId, 'Accept');
    expect(bySeeker.status).toBe(403);
    expect(bySeeker.body.code).toBe('FORBIDDEN');
    expect((await answer(t, employer.token, interviewId, 'Accept')).status).toBe(403);
    const unknown = await answer(
      t,
      stranger.seeker.token,
      '6f1c2a4e-8b1d-4c5e-9f00-123456789abc',
      'Accept',
    );
    expect(unknown.status).toBe(404);
  });

  it('validates the answer and the id', async () => {
    const { seeker, interviewId } = await scheduled(t);
    const bad = await answer(t, seeker.token, interviewId, 'Maybe');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { status: 'Answer must be Accept or Not Accept' },
    });
    const noId = await call(t.app, {
      method: 'PUT',
      url: '/api/job/interview',
      token: seeker.token,
      payload: { status: 'Accept' },
    });
    expect(noId.status).toBe(400);
    expect(noId.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { _id: 'Invalid id' } });
  });
});
