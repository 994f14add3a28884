import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJob } from '../../../test/company';
import { createEmployerWithCompany, type TestEmployer } from '../../../test/employer';
import { call, createTestApp, signInSeeker, type TestApp } from '../../../test/helpers';
import { setApplicationStatus } from '../../../test/pipeline';
import { auditLog, notifications, users } from '../../platform/db/schema';
import { seedSeekers } from './test-support';

// issue 14 item 12: a search card's View profile and Invite to a job.
let t: TestApp;
let employer: TestEmployer;
let other: TestEmployer;
type Seekers = Record<
  'amit' | 'sunita' | 'irfan' | 'priya' | 'rahul' | 'kavita' | 'incomplete' | 'inactive',
  string
>;
let S: Seekers;
let openJob: string;
let closedJob: string;
let othersJob: string;
beforeAll(async () => {
  t = await createTestApp();
  employer = await createEmployerWithCompany(t, { verification: 'Approved' });
  other = await createEmployerWithCompany(t, { verification: 'Approved' });
  S = (await seedSeekers(t)) as Seekers;
  openJob = await insertJob(t, employer.id, 0);
  closedJob = await insertJob(t, employer.id, 2);
  othersJob = await insertJob(t, other.id, 0);
});
afterAll(() => t.app.close());

const as = (
  token: string | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  lang?: string,
) =>
  call(t.app, {
    method,
    url: `/api/user/emp/js/${url}`,
    ...(token ? { token } : {}),
    ...(payload ? { payload } : {}),
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });

const invitesOf = (seekerId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, seekerId), eq(notifications.notificationType, 'JOB_INVITE')),
    );

describe('GET /api/user/emp/js/:seekerId (a searched candidate’s profile)', () => {
  it('answers the profile sections and the last visit, never the number', async () => {
    const res = await as(employer.token, 'GET', S.amit);
    expect(res.status).toBe(200);
    const [amit] = await t.database.db.select().from(users).where(eq(users.id, S.amit));
    expect(res.body.data).toMatchObject({
      _id: S.amit,
      name: 'Amit Verma',
      contact: null,
      experience: 2,
      address_current: 'up-lucknow',
      address_home: 'up-barabanki',
      job_intrested: [{ job_category: 'driver', skills: ['lmv-licence', 'two-wheeler'] }],
      skills: ['lmv-licence', 'two-wheeler'],
      last_active: amit?.lastSeenAt.toISOString(),
    });
    expect(res.body.data).not.toHaveProperty('status');
    expect(JSON.stringify(res.body)).not.toContain(amit?.contact as string);
  });

  it('is 404 for a seeker the search would not list, and for an employer', async () => {
    for (const id of [S.incomplete, S.inactive, other.id]) {
      const res = await as(employer.token, 'GET', id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        success: false,
        code: 'NOT_FOUND',
        message: 'Job seeker not found',
      });
    }
    const hindi = await as(employer.token, 'GET', S.inactive, undefined, 'hi');
    expect(hindi.body.message).toBe('यह उम्मीदवार नहीं मिला');
  });

  it('is for employers only: 401 without a token, 403 for a seeker', async () => {
    expect((await as(null, 'GET', S.amit)).status).toBe(401);
    const seeker = await signInSeeker(t.app);
    const denied = await as(seeker.data.token, 'GET', 'not-an-id');
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('Only employers can search job seekers');
  });
});

describe('inviting a searched candidate to a job', () => {
  it("lists the employer's Open jobs only, none invited yet", async () => {
    const res = await as(employer.token, 'GET', `${S.sunita}/invite`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      count: 1,
      data: [
        {
          _id: openJob,
          job_title: 'Delivery Executive',
          company_name: 'Sharma Logistics',
          district: 'hr-gurugram',
          invited: false,
          applied: false,
        },
      ],
    });
  });

  it('tells the seeker in their language, once; a repeat answers already invited', async () => {
    const res = await as(employer.token, 'POST', `${S.sunita}/invite`, { job_id: openJob });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Invitation sent',
      data: { job_id: openJob, user_id: S.sunita, already_invited: false },
    });
    const [told] = await invitesOf(S.sunita);
    // the seeded seekers read Hindi (users.lang 'hi')
    expect(told?.payload).toBe(
      'Sharma Logistics ने आपको Delivery Executive की नौकरी के लिए आवेदन करने का न्योता भेजा है। नौकरी खोलकर आवेदन करें।',
    );
    expect(told?.data).toEqual({ job_id: openJob });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, S.sunita), eq(auditLog.action, 'candidate.invite')));
    expect(audit).toMatchObject({ actorId: employer.id, detail: { job_id: openJob } });

    const again = await as(employer.token, 'POST', `${S.sunita}/invite`, { job_id: openJob });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      success: true,
      message: 'This job seeker was already invited to this job',
      data: { job_id: openJob, user_id: S.sunita, already_invited: true },
    });
    expect(await invitesOf(S.sunita)).toHaveLength(1);
    const list = await as(employer.token, 'GET', `${S.sunita}/invite`);
    expect(list.body.data[0]).toMatchObject({ _id: openJob, invited: true, applied: false });
  });

  it('writes English for a seeker who reads English', async () => {
    await t.database.db.update(users).set({ lang: 'en' }).where(eq(users.id, S.irfan));
    await as(employer.token, 'POST', `${S.irfan}/invite`, { job_id: openJob });
    const [told] = await invitesOf(S.irfan);
    expect(told?.payload).toBe(
      'Sharma Logistics invites you to apply for Delivery Executive. Open the job to apply.',
    );
  });

  it("refuses another employer's job (403), an unknown job (404) and a closed one", async () => {
    const theirs = await as(employer.token, 'POST', `${S.priya}/invite`, { job_id: othersJob });
    expect(theirs.status).toBe(403);
    expect(theirs.body).toEqual({
      success: false,
      code: 'FORBIDDEN',
      message: 'You can only invite to your own jobs',
    });
    const hindi = await as(
      employer.token,
      'POST',
      `${S.priya}/invite`,
      { job_id: othersJob },
      'hi',
    );
    expect(hindi.body.message).toBe('आप केवल अपनी नौकरियों के लिए बुला सकते हैं');
    const unknown = await as(employer.token, 'POST', `${S.priya}/invite`, {
      job_id: '0190a000-0000-7000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Job not found');
    const closed = await as(employer.token, 'POST', `${S.priya}/invite`, { job_id: closedJob });
    expect(closed.status).toBe(400);
    expect(closed.body).toMatchObject({ code: 'JOB_NOT_OPEN', message: 'This job is not open' });
    expect(await invitesOf(S.priya)).toEqual([]);
  });

  it('refuses a seeker who applied already, and one the search would not list', async () => {
    await setApplicationStatus(t, openJob, S.kavita, 'Applied');
    const list = await as(employer.token, 'GET', `${S.kavita}/invite`);
    expect(list.body.data[0]).toMatchObject({ _id: openJob, applied: true, invited: false });
    const res = await as(employer.token, 'POST', `${S.kavita}/invite`, { job_id: openJob });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'ALREADY_APPLIED',
      message: 'This job seeker has already applied to this job',
    });
    const gone = await as(employer.token, 'POST', `${S.inactive}/invite`, { job_id: openJob });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Job seeker not found');
    expect(await invitesOf(S.kavita)).toEqual([]);
  });

  it('validates the body, and checks the role before it', async () => {
    const missing = await as(employer.token, 'POST', `${S.rahul}/invite`, {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { job_id: 'Invalid id' },
    });
    expect((await as(null, 'POST', `${S.rahul}/invite`, { job_id: openJob })).status).toBe(401);
    const seeker = await signInSeeker(t.app);
    for (const method of ['GET', 'POST'] as const) {
      const res = await as(seeker.data.token, method, 'not-an-id/invite', { bad: 1 });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Only employers can search job seekers');
    }
  });
});
