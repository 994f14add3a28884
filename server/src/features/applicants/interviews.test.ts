import { istInstant, istToday, readableDate } from '@kaamkaj/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmployerWithCompany } from '../../../test/employer';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import {
  applicant,
  employerWithOpenJob,
  setApplicationStatus,
  type TestEmployer,
  type TestSeeker,
} from '../../../test/pipeline';
import { applications, interviews, jobs, notifications, users } from '../../platform/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const DAY = 86_400_000;
/** An India date `days` from today (YYYY-MM-DD). */
const istDay = (days: number) =>
  new Date(Date.parse(`${istToday()}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

const tomorrow = istDay(1);

function interviewBody(jobId: string, seekerId: string, over: Record<string, unknown> = {}) {
  return {
    job_id: jobId,
    seeker_id: seekerId,
    title: 'Delivery Executive interview',
    seeker_name: 'Ravi Kumar',
    date: tomorrow,
    start_time: '10.00',
    end_time: '11.00',
    location: 'Sharma Logistics, Sector 18 office',
    district: 'hr-gurugram',
    contact_person: '9876543210',
    req_docs: ['Personal Id Proof', 'Driving licence'],
    description: 'Bring two photos',
    ...over,
  };
}

const schedule = (token: string, payload: object) =>
  call(t.app, { method: 'POST', url: '/api/job/interview', token, payload });
const listOf = (token: string, seekerId: string) =>
  call(t.app, { method: 'GET', url: `/api/job/interviews-by-seeker/${seekerId}`, token });
const answer = (token: string, id: string, status: string) =>
  call(t.app, { method: 'PUT', url: `/api/job/interview?_id=${id}`, token, payload: { status } });

type Setup = { employer: TestEmployer; jobId: string; seeker: TestSeeker };

/** An employer's Open job with one applicant moved to `status` (Shortlisted by default). */
async function pipeline(status = 'Shortlisted'): Promise<Setup> {
  const { employer, jobId } = await employerWithOpenJob(t);
  const seeker = await applicant(t, jobId);
  await setApplicationStatus(t, jobId, seeker.id, status);
  return { employer, jobId, seeker };
}

/** A Shortlisted applicant with an interview scheduled tomorrow 10.00-11.00; answers its id. */
async function scheduled(): Promise<Setup & { interviewId: string }> {
  const s = await pipeline();
  const res = await schedule(s.employer.token, interviewBody(s.jobId, s.seeker.id));
  expect(res.status).toBe(201);
  return { ...s, interviewId: res.body.data._id };
}

const applicationStatus = async (jobId: string, seekerId: string) => {
  const [row] = await t.database.db
    .select({ status: applications.status })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.seekerId, seekerId)));
  return row?.status;
};

const notificationsOf = (userId: string, type: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.notificationType, type)));

const setLang = (userId: string, lang: string) =>
  t.database.db.update(users).set({ lang }).where(eq(users.id, userId));

describe('POST /job/interview validation (spec 001 §5)', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await pipeline();
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a missing title', { title: '' }, 'title', 'enter job title'],
    ['a date before today', { date: istDay(-1) }, 'date', 'Please Select a valid date'],
    ['a date that is not a date', { date: '2030-02-31x' }, 'date', 'Please Select a valid date'],
    [
      'a missing seeker name',
      { seeker_name: ' ' },
      'seeker_name',
      'Please enter the job seeker name',
    ],
    ['digits in the seeker name', { seeker_name: 'Ravi 2' }, 'seeker_name', 'not allowed numeric'],
    [
      'a seeker name over 25',
      { seeker_name: 'Ravi Kumar Singh Chauhan Ji' },
      'seeker_name',
      'maximum 25 characters allowed',
    ],
    ['a missing start time', { start_time: '' }, 'start_time', 'Please select start time'],
    [
      'a start before 08:00',
      { start_time: '07.30' },
      'start_time',
      'Interview time should be between 08:00 and 20:00',
    ],
    [
      'an end after 20:00',
      { end_time: '20.30' },
      'end_time',
      'Interview time should be between 08:00 and 20:00',
    ],
    [
      'an end before the start',
      { start_time: '12.00', end_time: '11.30' },
      'end_time',
      'End time should be after start time',
    ],
    [
      'an end equal to the start',
      { start_time: '12.00', end_time: '12:00' },
      'end_time',
      'End time should be after start time',
    ],
    ['a missing location', { location: '' }, 'location', 'Please enter interview location'],
    [
      'a location over 100',
      { location: 'a'.repeat(101) },
      'location',
      'maximum 100 characters allowed',
    ],
    ['a missing district', { district: '' }, 'district', 'Please select district'],
    [
      'a missing contact person',
      { contact_person: '' },
      'contact_person',
      'Please enter contact number',
    ],
    [
      'a bad contact number',
      { contact_person: '5876543210' },
      'contact_person',
      'Please enter 10 digit valid mobile number',
    ],
    ['no documents', { req_docs: [] }, 'req_docs', 'Please select the required documents'],
    [
      'a duplicate document',
      { req_docs: ['Driving licence', 'driving  Licence'] },
      'req_docs',
      'Required Document name already exists',
    ],
    [
      'a document with a special character',
      { req_docs: ['Driving licence', 'PAN #card'] },
      'req_docs.1',
      'special character not allowed',
    ],
    [
      'a document with digits',
      { req_docs: ['Class 10 marksheet'] },
      'req_docs.0',
      'special character not allowed',
    ],
    ['a one-letter document', { req_docs: ['X'] }, 'req_docs.0', 'minimum 2 characters required'],
    [
      'a description over 500',
      { description: 'a'.repeat(501) },
      'description',
      'maximum 500 characters allowed',
    ],
  ];

  it.each(cases)('refuses %s with its message', async (_, over, field, message) => {
    const res = await schedule(s.employer.token, interviewBody(s.jobId, s.seeker.id, over));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors[field]).toBe(message);
    expect(await applicationStatus(s.jobId, s.seeker.id)).toBe('Shortlisted');
  });

  it('refuses a start time that has already passed today', async () => {
    // noon in India, so 09.00 today is past whatever time the suite runs
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(istInstant(istToday(), '12.00'));
    try {
      const res = await schedule(
        s.employer.token,
        interviewBody(s.jobId, s.seeker.id, {
          date: istToday(),
          start_time: '09.00',
          end_time: '13.00',
        }),
      );
      expect(res.status).toBe(400);
      expect(res.body.errors.start_time).toBe('Start time has already passed');
    } finally {
      vi.useRealTimers();
    }
  });

  it('accepts an added document with parentheses and "HH:mm" times, stored as "HH.mm"', async () => {
    const other = await pipeline();
    const res = await schedule(
      other.employer.token,
      interviewBody(other.jobId, other.seeker.id, {
        start_time: '09:30',
        end_time: '10:30',
        req_docs: ['Experience document (if any)', 'Bank passbook (copy)'],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      start_time: '09.30',
      end_time: '10.30',
      req_docs: ['Experience document (if any)', 'Bank passbook (copy)'],
    });
  });

  it('asks for a token', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/job/interview',
      payload: interviewBody(s.jobId, s.seeker.id),
    });
    expect(res.status).toBe(401);
  });
});

describe('POST /job/interview scheduling (spec 001 §4)', () => {
  it('schedules a Shortlisted applicant: Selected, a pending interview and the seeker told', async () => {
    const { employer, jobId, seeker } = await pipeline();
    const res = await schedule(employer.token, interviewBody(jobId, seeker.id));

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Interview scheduled successfully' });
    expect(res.body.data).toEqual({
      _id: expect.any(String),
      job_id: jobId,
      seeker_id: seeker.id,
      title: 'Delivery Executive interview',
      contact_person: '9876543210',
      status: 'pending',
      expired: false,
      date: tomorrow,
      start_time: '10.00',
      end_time: '11.00',
      location: 'Sharma Logistics, Sector 18 office',
      district: 'hr-gurugram',
      description: 'Bring two photos',
      req_docs: ['Personal Id Proof', 'Driving licence'],
      company_name: 'Sharma Logistics',
      job_title: 'Delivery Executive',
    });
    expect(await applicationStatus(jobId, seeker.id)).toBe('Selected');

    const [row] = await t.database.db
      .select()
      .from(interviews)
      .where(eq(interviews.id, res.body.data._id));
    expect(row?.recruiterId).toBe(employer.id);
    expect(row?.endsAt.toISOString()).toBe(istInstant(tomorrow, '11.00').toISOString());

    const told = await notificationsOf(seeker.id, 'INTERVIEW_CONFIRM');
    expect(told).toHaveLength(1);
    expect(told[0]?.payload).toBe(
      `Interview scheduled for Delivery Executive at Sharma Logistics on ${readableDate(tomorrow, 'en')} at 10:00`,
    );
    expect(told[0]?.data).toEqual({ job_id: jobId, interview_id: res.body.data._id });
  });

  it('tells a Hindi-speaking seeker in Hindi', async () => {
    const { employer, jobId, seeker } = await pipeline();
    await setLang(seeker.id, 'hi');
    await schedule(employer.token, interviewBody(jobId, seeker.id));
    const [told] = await notificationsOf(seeker.id, 'INTERVIEW_CONFIRM');
    expect(told?.payload).toBe(
      `Sharma Logistics की Delivery Executive नौकरी का इंटरव्यू ${readableDate(tomorrow, 'hi')} को 10:00 बजे तय हुआ है`,
    );
  });

  it.each(['Applied', 'Rejected', 'Hired'])('refuses an applicant who is %s', async (status) => {
    const { employer, jobId, seeker } = await pipeline(status);
    const res = await schedule(employer.token, interviewBody(jobId, seeker.id));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'This action is not available for the applicant',
    });
    expect(await applicationStatus(jobId, seeker.id)).toBe(status);
    expect(
      await t.database.db.select().from(interviews).where(eq(interviews.seekerId, seeker.id)),
    ).toEqual([]);
    expect(await notificationsOf(seeker.id, 'INTERVIEW_CONFIRM')).toEqual([]);
  });

  it('refuses a seeker who never applied', async () => {
    const { employer, jobId } = await employerWithOpenJob(t);
    const other = await pipeline();
    const res = await schedule(employer.token, interviewBody(jobId, other.seeker.id));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_TRANSITION');
  });

  it('reschedules a Selected applicant: the one interview is replaced and pending again', async () => {
    const { employer, jobId, seeker, interviewId } = await scheduled();
    expect((await answer(seeker.token, interviewId, 'Accept')).status).toBe(200);

    const dayAfter = istDay(2);
    const res = await schedule(
      employer.token,
      interviewBody(jobId, seeker.id, {
        date: dayAfter,
        start_time: '15.00',
        end_time: '16.30',
        location: 'New office, MG Road',
        req_docs: ['Educational certificate'],
        description: '',
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Interview rescheduled successfully');
    expect(res.body.data).toMatchObject({
      _id: interviewId,
      status: 'pending',
      date: dayAfter,
      start_time: '15.00',
      end_time: '16.30',
      location: 'New office, MG Road',
      req_docs: ['Educational certificate'],
      description: null,
    });

    const rows = await t.database.db
      .select()
      .from(interviews)
      .where(eq(interviews.seekerId, seeker.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.answeredAt).toBeNull();
    expect(rows[0]?.endsAt.toISOString()).toBe(istInstant(dayAfter, '16.30').toISOString());
    expect(await applicationStatus(jobId, seeker.id)).toBe('Selected');

    const told = await notificationsOf(seeker.id, 'INTERVIEW_CONFIRM');
    expect(told.map((n) => n.payload).sort()).toEqual(
      [
        `Interview scheduled for Delivery Executive at Sharma Logistics on ${readableDate(tomorrow, 'en')} at 10:00`,
        `Interview scheduled for Delivery Executive at Sharma Logistics on ${readableDate(dayAfter, 'en')} at 15:00`,
      ].sort(),
    );

    // the seeker may answer the new schedule
    expect((await answer(seeker.token, interviewId, 'Not Accept')).status).toBe(200);
  });

  it('tells the seeker once when the same schedule is sent twice (double tap)', async () => {
    const { employer, jobId, seeker } = await scheduled();
    const again = await schedule(employer.token, interviewBody(jobId, seeker.id));
    expect(again.status).toBe(201);
    expect(again.body.message).toBe('Interview rescheduled successfully');
    expect(await notificationsOf(seeker.id, 'INTERVIEW_CONFIRM')).toHaveLength(1);
  });

  it('schedules again after Reject and Shortlist Again, reusing the one row', async () => {
    const { employer, jobId, seeker, interviewId } = await scheduled();
    await setApplicationStatus(t, jobId, seeker.id, 'Rejected');
    await setApplicationStatus(t, jobId, seeker.id, 'Shortlisted');
    const res = await schedule(
      employer.token,
      interviewBody(jobId, seeker.id, { date: istDay(3) }),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Interview scheduled successfully');
    expect(res.body.data).toMatchObject({ _id: interviewId, date: istDay(3), status: 'pending' });
    expect(await applicationStatus(jobId, seeker.id)).toBe('Selected');
  });

  it("refuses another employer's applicant with 403", async () => {
    const { jobId, seeker } = await pipeline();
    const other = await createEmployerWithCompany(t, { verification: 'Approved' });
    const res = await schedule(other.token, interviewBody(jobId, seeker.id));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect(await applicationStatus(jobId, seeker.id)).toBe('Shortlisted');
  });

  it('refuses a job seeker with 403', async () => {
    const { jobId, seeker } = await pipeline();
    const res = await schedule(seeker.token, interviewBody(jobId, seeker.id));
    expect(res.status).toBe(403);
  });

  it('refuses a job that is not Open', async () => {
    const { employer, jobId, seeker } = await pipeline();
    await t.database.db.update(jobs).set({ status: 2 }).where(eq(jobs.id, jobId));
    const res = await schedule(employer.token, interviewBody(jobId, seeker.id));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('JOB_NOT_OPEN');
    expect(await applicationStatus(jobId, seeker.id)).toBe('Shortlisted');
  });
});

describe('GET /job/interviews-by-seeker/{id} (spec 000 §2.8)', () => {
  it("lists the seeker's own interviews of live jobs, newest date first", async () => {
    const first = await scheduled();
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
      second.employer.token,
      interviewBody(second.jobId, seeker.id, { date: istDay(2), title: 'Second round' }),
    );
    expect(later.status).toBe(201);

    const res = await listOf(seeker.token, seeker.id);
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
    const after = await listOf(seeker.token, seeker.id);
    expect(after.body).toMatchObject({ success: true, count: 0, data: [] });
  });

  it("refuses another seeker's and an employer's look with 403", async () => {
    const { employer, seeker } = await scheduled();
    const stranger = await pipeline();
    const bySeeker = await listOf(stranger.seeker.token, seeker.id);
    expect(bySeeker.status).toBe(403);
    expect(bySeeker.body.code).toBe('FORBIDDEN');
    expect((await listOf(employer.token, seeker.id)).status).toBe(403);
    expect(
      (await call(t.app, { method: 'GET', url: `/api/job/interviews-by-seeker/${seeker.id}` }))
        .status,
    ).toBe(401);
  });
});

describe('PUT /job/interview (spec 000 §4)', () => {
  it('Accept: answered and the employer told in English', async () => {
    const { employer, seeker, interviewId } = await scheduled();
    const res = await answer(seeker.token, interviewId, 'Accept');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Interview accepted' });

    const list = await listOf(seeker.token, seeker.id);
    expect(list.body.data[0]).toMatchObject({ _id: interviewId, status: 'Accept' });

    const told = await notificationsOf(employer.id, 'INTERVIEW_CONFIRM');
    expect(told).toHaveLength(1);
    expect(told[0]?.payload).toBe(
      `Ravi Kumar accepted the interview for Delivery Executive on ${readableDate(tomorrow, 'en')}`,
    );
    expect(told[0]?.data).toMatchObject({ interview_id: interviewId, seeker_id: seeker.id });
  });

  it('Accept: a Hindi-speaking employer is told in Hindi', async () => {
    const { employer, seeker, interviewId } = await scheduled();
    await setLang(employer.id, 'hi');
    await answer(seeker.token, interviewId, 'Accept');
    const [told] = await notificationsOf(employer.id, 'INTERVIEW_CONFIRM');
    expect(told?.payload).toBe(
      `Ravi Kumar ने ${readableDate(tomorrow, 'hi')} को Delivery Executive का इंटरव्यू स्वीकार किया`,
    );
  });

  it('Not Accept: INTERVIEW_DENIED to the employer, in English and in Hindi', async () => {
    const en = await scheduled();
    const res = await call(t.app, {
      method: 'PUT',
      url: '/api/job/interview',
      token: en.seeker.token,
      payload: { _id: en.interviewId, status: 'Not Accept' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Interview declined');
    const [told] = await notificationsOf(en.employer.id, 'INTERVIEW_DENIED');
    expect(told?.payload).toBe(
      `Ravi Kumar will not attend the interview for Delivery Executive on ${readableDate(tomorrow, 'en')}`,
    );
    expect(await notificationsOf(en.employer.id, 'INTERVIEW_CONFIRM')).toEqual([]);

    const hi = await scheduled();
    await setLang(hi.employer.id, 'hi');
    await answer(hi.seeker.token, hi.interviewId, 'Not Accept');
    const [hiTold] = await notificationsOf(hi.employer.id, 'INTERVIEW_DENIED');
    expect(hiTold?.payload).toBe(
      `Ravi Kumar ${readableDate(tomorrow, 'hi')} को Delivery Executive के इंटरव्यू में नहीं आएंगे`,
    );
  });

  it('refuses a second answer, also two taps at once, and tells the employer once', async () => {
    const { employer, seeker, interviewId } = await scheduled();
    const taps = await Promise.all([
      answer(seeker.token, interviewId, 'Accept'),
      answer(seeker.token, interviewId, 'Accept'),
    ]);
    expect(taps.map((r) => r.status).sort()).toEqual([200, 400]);
    const again = await answer(seeker.token, interviewId, 'Not Accept');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: 'INTERVIEW_CLOSED',
      message: 'This interview can no longer be answered',
    });
    expect(await notificationsOf(employer.id, 'INTERVIEW_CONFIRM')).toHaveLength(1);
    expect(await notificationsOf(employer.id, 'INTERVIEW_DENIED')).toEqual([]);
  });

  it('Expired: past its end time it shows expired and cannot be answered', async () => {
    const { employer, seeker, interviewId } = await scheduled();
    const yesterday = istDay(-1);
    await t.database.db
      .update(interviews)
      .set({ date: yesterday, endsAt: istInstant(yesterday, '11.00') })
      .where(eq(interviews.id, interviewId));

    const list = await listOf(seeker.token, seeker.id);
    expect(list.body.data[0]).toMatchObject({ _id: interviewId, status: 'pending', expired: true });

    const res = await answer(seeker.token, interviewId, 'Accept');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INTERVIEW_CLOSED');
    expect(await notificationsOf(employer.id, 'INTERVIEW_CONFIRM')).toEqual([]);
  });

  it('refuses an interview whose applicant is no longer Selected', async () => {
    const { jobId, seeker, interviewId } = await scheduled();
    await setApplicationStatus(t, jobId, seeker.id, 'Rejected');
    const res = await answer(seeker.token, interviewId, 'Accept');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INTERVIEW_CLOSED');
  });

  it("refuses another user's interview with 403 and an unknown one with 404", async () => {
    const { employer, interviewId } = await scheduled();
    const stranger = await pipeline();
    const bySeeker = await answer(stranger.seeker.token, interviewId, 'Accept');
    expect(bySeeker.status).toBe(403);
    expect(bySeeker.body.code).toBe('FORBIDDEN');
    expect((await answer(employer.token, interviewId, 'Accept')).status).toBe(403);
    const unknown = await answer(
      stranger.seeker.token,
      '6f1c2a4e-8b1d-4c5e-9f00-123456789abc',
      'Accept',
    );
    expect(unknown.status).toBe(404);
  });

  it('validates the answer and the id', async () => {
    const { seeker, interviewId } = await scheduled();
    const bad = await answer(seeker.token, interviewId, 'Maybe');
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
