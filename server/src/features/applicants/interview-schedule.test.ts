import { istInstant, readableDate } from '@kaamkaj/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployerWithCompany } from '../../../test/employer';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { employerWithOpenJob, setApplicationStatus } from '../../../test/pipeline';
import { interviews, jobs } from '../../platform/db/schema';
import {
  answer,
  applicationStatus,
  interviewBody,
  istDay,
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

describe('POST /job/interview scheduling (spec 001 §4)', () => {
  it('schedules a Shortlisted applicant: Selected, a pending interview and the seeker told', async () => {
    const { employer, jobId, seeker } = await pipeline(t);
    const res = await schedule(t, employer.token, interviewBody(jobId, seeker.id));

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
      district_name: { en: 'Gurugram, Haryana', hi: 'गुरुग्राम, हरियाणा' },
      description: 'Bring two photos',
      req_docs: ['Personal Id Proof', 'Driving licence'],
      company_name: 'Sharma Logistics',
      job_title: 'Delivery Executive',
    });
    expect(await applicationStatus(t, jobId, seeker.id)).toBe('Selected');

    const [row] = await t.database.db
      .select()
      .from(interviews)
      .where(eq(interviews.id, res.body.data._id));
    expect(row?.recruiterId).toBe(employer.id);
    expect(row?.endsAt.toISOString()).toBe(istInstant(tomorrow, '11.00').toISOString());

    const told = await notificationsOf(t, seeker.id, 'INTERVIEW_CONFIRM');
    expect(told).toHaveLength(1);
    expect(told[0]?.payload).toBe(
      `Interview scheduled for Delivery Executive at Sharma Logistics on ${readableDate(tomorrow, 'en')} at 10:00 am`,
    );
    expect(told[0]?.data).toEqual({ job_id: jobId, interview_id: res.body.data._id });
  });

  it('tells a Hindi-speaking seeker in Hindi', async () => {
    const { employer, jobId, seeker } = await pipeline(t);
    await setLang(t, seeker.id, 'hi');
    await schedule(t, employer.token, interviewBody(jobId, seeker.id));
    const [told] = await notificationsOf(t, seeker.id, 'INTERVIEW_CONFIRM');
    expect(told?.payload).toBe(
      `Sharma Logistics की Delivery Executive नौकरी का इंटरव्यू ${readableDate(tomorrow, 'hi')} को सुबह 10:00 बजे तय हुआ है`,
    );
  });

  it.each(['Applied', 'Rejected', 'Hired'])('refuses an applicant who is %s', async (status) => {
    const { employer, jobId, seeker } = await pipeline(t, status);
    const res = await schedule(t, employer.token, interviewBody(jobId, seeker.id));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'This action is not available for the applicant',
    });
    expect(await applicationStatus(t, jobId, seeker.id)).toBe(status);
    expect(
      await t.database.db.select().from(interviews).where(eq(interviews.seekerId, seeker.id)),
    ).toEqual([]);
    expect(await notificationsOf(t, seeker.id, 'INTERVIEW_CONFIRM')).toEqual([]);
  });

  it('refuses a seeker who never applied', async () => {
    const { employer, jobId } = await employerWithOpenJob(t);
    const other = await pipeline(t);
    const res = await schedule(t, employer.token, interviewBody(jobId, other.seeker.id));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_TRANSITION');
  });

  it('reschedules a Selected applicant: the one interview is replaced and pending again', async () => {
    const { employer, jobId, seeker, interviewId } = await scheduled(t);
    expect((await answer(t, seeker.token, interviewId, 'Accept')).status).toBe(200);

    const dayAfter = istDay(2);
    const res = await schedule(
      t,
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
    expect(await applicationStatus(t, jobId, seeker.id)).toBe('Selected');

    const told = await notificationsOf(t, seeker.id, 'INTERVIEW_CONFIRM');
    expect(told.map((n) => n.payload).sort()).toEqual(
      [
        `Interview scheduled for Delivery Executive at Sharma Logistics on ${readableDate(tomorrow, 'en')} at 10:00 am`,
        `Interview scheduled for Delivery Executive at Sharma Logistics on ${readableDate(dayAfter, 'en')} at 3:00 pm`,
      ].sort(),
    );

    // the seeker may answer the new schedule
    expect((await answer(t, seeker.token, interviewId, 'Not Accept')).status).toBe(200);
  });

  it("gives the interview on record with the applicant's profile, for a reschedule to start from", async () => {
    const { employer, jobId, seeker } = await pipeline(t);
    const profileOf = () =>
      call(t.app, {
        url: `/api/job/users/${seeker.id}?job_id=${jobId}`,
        token: employer.token,
      });
    const before = await profileOf();
    expect(before.status).toBe(200);
    expect(before.body.data.interview).toBeNull();

    const res = await schedule(t, employer.token, interviewBody(jobId, seeker.id));
    const after = await profileOf();
    expect(after.body.data).toMatchObject({ status: 'Selected', contact: null });
    // the interview as scheduled (its every field is checked by the first test), with what a
    // reschedule must not ask again: the place, the contact, the documents and the note
    expect(after.body.data.interview).toEqual(res.body.data);
    expect(after.body.data.interview).toMatchObject({
      location: 'Sharma Logistics, Sector 18 office',
      contact_person: '9876543210',
      req_docs: ['Personal Id Proof', 'Driving licence'],
      description: 'Bring two photos',
    });
  });

  it('tells the seeker once when the same schedule is sent twice (double tap)', async () => {
    const { employer, jobId, seeker } = await scheduled(t);
    const again = await schedule(t, employer.token, interviewBody(jobId, seeker.id));
    expect(again.status).toBe(201);
    expect(again.body.message).toBe('Interview rescheduled successfully');
    expect(await notificationsOf(t, seeker.id, 'INTERVIEW_CONFIRM')).toHaveLength(1);
  });

  it('schedules again after Reject and Shortlist Again, reusing the one row', async () => {
    const { employer, jobId, seeker, interviewId } = await scheduled(t);
    await setApplicationStatus(t, jobId, seeker.id, 'Rejected');
    await setApplicationStatus(t, jobId, seeker.id, 'Shortlisted');
    const res = await schedule(
      t,
      employer.token,
      interviewBody(jobId, seeker.id, { date: istDay(3) }),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Interview scheduled successfully');
    expect(res.body.data).toMatchObject({ _id: interviewId, date: istDay(3), status: 'pending' });
    expect(await applicationStatus(t, jobId, seeker.id)).toBe('Selected');
  });

  it("refuses another employer's applicant with 403", async () => {
    const { jobId, seeker } = await pipeline(t);
    const other = await createEmployerWithCompany(t, { verification: 'Approved' });
    const res = await schedule(t, other.token, interviewBody(jobId, seeker.id));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect(await applicationStatus(t, jobId, seeker.id)).toBe('Shortlisted');
  });

  it('refuses a job seeker with 403', async () => {
    const { jobId, seeker } = await pipeline(t);
    const res = await schedule(t, seeker.token, interviewBody(jobId, seeker.id));
    expect(res.status).toBe(403);
  });

  it('refuses a job that is not Open', async () => {
    const { employer, jobId, seeker } = await pipeline(t);
    await t.database.db.update(jobs).set({ status: 2 }).where(eq(jobs.id, jobId));
    const res = await schedule(t, employer.token, interviewBody(jobId, seeker.id));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('JOB_NOT_OPEN');
    expect(await applicationStatus(t, jobId, seeker.id)).toBe('Shortlisted');
  });
});
