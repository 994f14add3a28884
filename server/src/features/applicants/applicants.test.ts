import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJob, PNG } from '../../../test/company';
import { createEmployerWithCompany } from '../../../test/employer';
import { call, createTestApp, type TestApp, uniqueMobile } from '../../../test/helpers';
import {
  applicant,
  employerWithOpenJob,
  setApplicationStatus,
  type TestEmployer,
  type TestSeeker,
} from '../../../test/pipeline';
import { saveProfile, uploadFile } from '../../../test/seeker';
import {
  applications,
  auditLog,
  callClicks,
  interviews,
  notifications,
  seekerProfiles,
  users,
} from '../../platform/db/schema';
import { newId } from '../../platform/ids';

let t: TestApp;
let employer: TestEmployer;
let jobId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ employer, jobId } = await employerWithOpenJob(t));
});
afterAll(() => t.app.close());

type Who = { token: string };
let clock = Date.now() - 10_000_000;

/**
 * A seeker written straight to the database with an answer to the job in `status` (the status
 * change is what these tests exercise, not signing in); `at` orders the tab (newest first).
 */
async function storedApplicant(job: string, status: string, opts: { lang?: string } = {}) {
  clock += 1000;
  const id = newId();
  const db = t.database.db;
  await db.insert(users).values({
    id,
    role: 0,
    contact: uniqueMobile(),
    name: `Seeker ${clock}`,
    lang: opts.lang ?? null,
    profileStatus: 2,
  });
  await db.insert(seekerProfiles).values({ userId: id, addressCurrent: 'up-lucknow' });
  await db
    .insert(applications)
    .values({ id: newId(), jobId: job, seekerId: id, status, updatedAt: new Date(clock) });
  return id;
}

const list = (who: Who, job: string, tab = 'applied', page = 0) =>
  call(t.app, {
    method: 'GET',
    url: `/api/job/users?_id=${job}&tab=${tab}&page=${page}`,
    token: who.token,
  });
const profile = (who: Who, seekerId: string, job = jobId) =>
  call(t.app, { method: 'GET', url: `/api/job/users/${seekerId}?job_id=${job}`, token: who.token });
const act = (who: Who, user_id: string, action: string, job = jobId) =>
  call(t.app, {
    method: 'PUT',
    url: '/api/job/users/status',
    token: who.token,
    payload: { job_id: job, user_id, action },
  });
const reveal = (who: Who, user_id: string, job = jobId) =>
  call(t.app, {
    method: 'POST',
    url: '/api/job/users/call-click',
    token: who.token,
    payload: { job_id: job, user_id },
  });

async function statusOf(job: string, seekerId: string) {
  const [row] = await t.database.db
    .select({ status: applications.status })
    .from(applications)
    .where(and(eq(applications.jobId, job), eq(applications.seekerId, seekerId)));
  return row?.status;
}

function notificationsOf(userId: string) {
  return t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.createdAt);
}

describe('GET /api/job/users', () => {
  it('lists one tab newest status change first, with every tab count and the job', async () => {
    const job = await insertJob(t, employer.id, 0);
    const appliedOld = await storedApplicant(job, 'Applied');
    const shortlisted = await storedApplicant(job, 'Shortlisted');
    const selected = await storedApplicant(job, 'Selected');
    const hired = await storedApplicant(job, 'Hired');
    const rejected = await storedApplicant(job, 'Rejected');
    await storedApplicant(job, 'Saved');
    await storedApplicant(job, 'Visited');
    const appliedNew = await storedApplicant(job, 'Applied');
    const interviewId = newId();
    await t.database.db.insert(interviews).values({
      id: interviewId,
      jobId: job,
      seekerId: selected,
      recruiterId: employer.id,
      title: 'Driver interview',
      seekerName: 'Ravi Kumar',
      date: '2030-01-15',
      startTime: '10.00',
      endTime: '11.00',
      endsAt: new Date('2030-01-15T05:30:00Z'),
      location: 'Sector 14 office',
      district: 'hr-gurugram',
      contactPerson: '9876543210',
    });

    const applied = await list(employer, job);
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({
      success: true,
      count: 2,
      tab_counts: { applied: 2, shortlisted: 1, interview: 2, rejected: 1 },
      job: {
        _id: job,
        job_title: 'Delivery Executive',
        company_name: 'Sharma Logistics',
        district: 'hr-gurugram',
        status: 0,
        applicants: 6,
      },
    });
    expect(applied.body.data.map((c: { _id: string }) => c._id)).toEqual([appliedNew, appliedOld]);
    expect(applied.body.data[0]).toMatchObject({
      name: expect.stringMatching(/^Seeker \d+$/),
      profile_pic: null,
      address_current: 'up-lucknow',
      status: 'Applied',
      job_title: 'Delivery Executive',
      job_location: null,
      contact: null,
      call_clicks: 0,
      interview: null,
    });

    const short = await list(employer, job, 'shortlisted');
    expect(short.body.count).toBe(1);
    // spec 001 §2: a Shortlisted card shows the masked number only
    expect(short.body.data).toEqual([
      expect.objectContaining({ _id: shortlisted, status: 'Shortlisted', contact: 'xxx-xxx-xxxx' }),
    ]);

    const interview = await list(employer, job, 'interview');
    expect(
      interview.body.data.map((c: { _id: string; status: string }) => [c._id, c.status]),
    ).toEqual([
      [hired, 'Hired'],
      [selected, 'Selected'],
    ]);
    expect(interview.body.data[1].interview).toEqual({
      _id: interviewId,
      date: '2030-01-15',
      start_time: '10.00',
      end_time: '11.00',
      status: 'pending',
    });
    expect(interview.body.data.every((c: { contact: null }) => c.contact === null)).toBe(true);

    const rej = await list(employer, job, 'rejected');
    expect(rej.body.data.map((c: { _id: string }) => c._id)).toEqual([rejected]);
  });

  it('pages 30 applicants a page', async () => {
    const job = await insertJob(t, employer.id, 0);
    const ids: string[] = [];
    for (let i = 0; i < 31; i += 1) ids.push(await storedApplicant(job, 'Applied'));
    const first = await list(employer, job, 'applied', 0);
    const second = await list(employer, job, 'applied', 1);
    expect(first.body.count).toBe(31);
    expect(first.body.data).toHaveLength(30);
    expect(first.body.data[0]._id).toBe(ids[30]);
    expect(second.body.data.map((c: { _id: string }) => c._id)).toEqual([ids[0]]);
  });

  it('shows the photo of an applicant who has one', async () => {
    const job = await insertJob(t, employer.id, 0);
    const seeker = await applicant(t, job);
    const photo = await uploadFile(t.app, seeker, 'profile_pic', PNG, 'image/png', 'me.png');
    await saveProfile(t.app, seeker, { profile_pic: photo });
    const res = await list(employer, job);
    expect(res.body.data[0]).toMatchObject({
      _id: seeker.id,
      name: 'Ravi Kumar',
      profile_pic: expect.stringMatching(/^\/api\/file\/public\/profile_pic\/.+\.png$/),
    });
  });

  it('refuses a bad tab and a bad id with their messages', async () => {
    const tab = await list(employer, jobId, 'hired');
    expect(tab.status).toBe(400);
    expect(tab.body.code).toBe('VALIDATION_FAILED');
    expect(tab.body.errors).toHaveProperty('tab');
    const id = await list(employer, 'not-an-id');
    expect(id.status).toBe(400);
    expect(id.body).toMatchObject({ message: 'Invalid id', errors: { _id: 'Invalid id' } });
  });
});

describe('GET /api/job/users/{seekerId}', () => {
  it('gives every profile section, the contact only while Shortlisted', async () => {
    const job = await insertJob(t, employer.id, 0);
    const seeker = await applicant(t, job);
    const video = await uploadFile(
      t.app,
      seeker,
      'video_resume',
      Buffer.from('webm!'),
      'video/webm',
      'resume.webm',
    );
    await saveProfile(t.app, seeker, { video_resume: video });
    await saveProfile(t.app, seeker, { about_me: ['honest'] });
    await saveProfile(t.app, seeker, { language_known: ['hindi', 'english'] });
    await saveProfile(t.app, seeker, {
      educational_info: [{ institution_name: 'Govt Inter College' }],
    });
    await saveProfile(t.app, seeker, { speak_english: 1 });
    await saveProfile(t.app, seeker, { address_current: 'up-lucknow' });

    const before = await profile(employer, seeker.id, job);
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({
      _id: seeker.id,
      name: 'Ravi Kumar',
      contact: null,
      gender: 1,
      experience: 2,
      qualification: 2,
      technical_cert: [{ cert: 'iti', branch: 'electrician' }],
      about_me: ['honest'],
      language_known: ['hindi', 'english'],
      educational_info: [{ institution_name: 'Govt Inter College' }],
      speak_english: 1,
      address_current: 'up-lucknow',
      address_home: 'up-lucknow',
      job_intrested: [{ job_category: 'driver', skills: ['lmv-licence'] }],
      skills: ['lmv-licence'],
      status: 'Applied',
      job: { _id: job, job_title: 'Delivery Executive', status: 0 },
    });
    // a private file: a short-lived signed link, never the bare key
    expect(before.body.data.video_resume).toMatch(
      /^\/api\/file\/private\/video_resume\/.+\.webm\?expires=\d+&sig=[0-9a-f]{64}$/,
    );
    const played = await t.app.inject({ url: before.body.data.video_resume });
    expect(played.statusCode).toBe(200);
    expect(played.body).toBe('webm!');

    await act(employer, seeker.id, 'shortlist', job);
    const after = await profile(employer, seeker.id, job);
    expect(after.body.data).toMatchObject({ status: 'Shortlisted', contact: seeker.contact });

    await setApplicationStatus(t, job, seeker.id, 'Selected');
    const selected = await profile(employer, seeker.id, job);
    expect(selected.body.data).toMatchObject({ status: 'Selected', contact: null });
  });

  it('answers 404 for a seeker who only saved, visited or never saw the job', async () => {
    const job = await insertJob(t, employer.id, 0);
    for (const status of ['Saved', 'Visited']) {
      const seekerId = await storedApplicant(job, status);
      const res = await profile(employer, seekerId, job);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        success: false,
        code: 'NOT_FOUND',
        message: 'Applicant not found',
      });
    }
    const stranger = await storedApplicant(jobId, 'Applied');
    expect((await profile(employer, stranger, job)).status).toBe(404);
    expect((await profile(employer, stranger, newId())).body.message).toBe('Job not found');
  });
});

// spec 001 §4 "Applicant status per job": every edge of the table, allowed and refused.
const ALLOWED: [from: string, action: string, to: string, notification: string][] = [
  ['Applied', 'shortlist', 'Shortlisted', 'INTERVIEW_SHORTLISTED'],
  ['Applied', 'notShortlist', 'Rejected', 'INTERVIEW_NOT_SHORTLISTED'],
  ['Rejected', 'shortlistAgain', 'Shortlisted', 'INTERVIEW_SHORTLISTED'],
  ['Shortlisted', 'notShortlist', 'Rejected', 'INTERVIEW_NOT_SHORTLISTED'],
  ['Selected', 'reject', 'Rejected', 'JOB_NOT_HIRED'],
  ['Selected', 'hired', 'Hired', 'JOB_HIRED'],
];
const STATUSES = ['Applied', 'Shortlisted', 'Selected', 'Rejected', 'Hired'];
const ACTIONS = ['shortlist', 'shortlistAgain', 'notShortlist', 'reject', 'hired'];
const REFUSED = STATUSES.flatMap((from) =>
  ACTIONS.filter((action) => !ALLOWED.some(([f, a]) => f === from && a === action)).map(
    (action) => [from, action] as const,
  ),
);

describe('PUT /api/job/users/status', () => {
  it.each(ALLOWED)('%s --%s--> %s, telling the seeker (%s)', async (from, action, to, type) => {
    const seekerId = await storedApplicant(jobId, from);
    const res = await act(employer, seekerId, action);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: expect.stringMatching(/^Applicant /),
      data: { status: to },
    });
    expect(await statusOf(jobId, seekerId)).toBe(to);
    const told = await notificationsOf(seekerId);
    expect(told.map((n) => [n.notificationType, n.data])).toEqual([[type, { job_id: jobId }]]);
  });

  it('has 19 refused edges, each answered 400 with nothing changed or told', () => {
    expect(REFUSED).toHaveLength(19);
  });

  it.each(REFUSED)('%s --%s--> refused', async (from, action) => {
    const seekerId = await storedApplicant(jobId, from);
    const res = await act(employer, seekerId, action);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: 'INVALID_TRANSITION',
      message: 'This action is not available for the applicant',
    });
    expect(await statusOf(jobId, seekerId)).toBe(from);
    expect(await notificationsOf(seekerId)).toEqual([]);
  });

  it('a double tap changes and notifies once', async () => {
    const seekerId = await storedApplicant(jobId, 'Applied');
    const [a, b] = await Promise.all([
      act(employer, seekerId, 'shortlist'),
      act(employer, seekerId, 'shortlist'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    expect([a.body.code, b.body.code]).toContain('INVALID_TRANSITION');
    const again = await act(employer, seekerId, 'shortlist');
    expect(again.body.code).toBe('INVALID_TRANSITION');
    const told = await notificationsOf(seekerId);
    expect(told.map((n) => n.notificationType)).toEqual(['INTERVIEW_SHORTLISTED']);
  });

  it('tells the seeker again when a status is reached a second time', async () => {
    const seekerId = await storedApplicant(jobId, 'Applied');
    for (const action of ['notShortlist', 'shortlistAgain', 'notShortlist', 'shortlistAgain']) {
      expect((await act(employer, seekerId, action)).status).toBe(200);
    }
    const told = await notificationsOf(seekerId);
    expect(told.map((n) => n.notificationType)).toEqual([
      'INTERVIEW_NOT_SHORTLISTED',
      'INTERVIEW_SHORTLISTED',
      'INTERVIEW_NOT_SHORTLISTED',
      'INTERVIEW_SHORTLISTED',
    ]);
  });

  it("writes the text in the seeker's language: English", async () => {
    const seeker = await applicant(t, jobId);
    await act(employer, seeker.id, 'shortlist');
    const mine = await call(t.app, {
      method: 'GET',
      url: '/api/notification',
      token: seeker.token,
    });
    expect(mine.body.data[0]).toMatchObject({
      notification_type: 'INTERVIEW_SHORTLISTED',
      payload: 'Congratulations! You are shortlisted for Delivery Executive at Sharma Logistics',
      data: { job_id: jobId },
      status: 'new',
    });
  });

  it("writes the text in the seeker's language: Hindi", async () => {
    const cases: [string, string, string][] = [
      [
        'Applied',
        'shortlist',
        'बधाई हो! आप Sharma Logistics की Delivery Executive नौकरी के लिए शॉर्टलिस्ट हुए हैं',
      ],
      [
        'Shortlisted',
        'notShortlist',
        'Sharma Logistics की Delivery Executive नौकरी के लिए आपका आवेदन शॉर्टलिस्ट नहीं हुआ',
      ],
      [
        'Selected',
        'hired',
        'बधाई हो! Sharma Logistics ने आपको Delivery Executive के लिए नौकरी पर रखा है',
      ],
      [
        'Selected',
        'reject',
        'Sharma Logistics की Delivery Executive नौकरी के लिए आपका चयन नहीं हुआ। आवेदन करते रहें!',
      ],
    ];
    for (const [from, action, text] of cases) {
      const seekerId = await storedApplicant(jobId, from, { lang: 'hi' });
      await act(employer, seekerId, action);
      const [told] = await notificationsOf(seekerId);
      expect(told?.payload).toBe(text);
    }
    const english = await storedApplicant(jobId, 'Selected');
    await act(employer, english, 'hired');
    const [hired] = await notificationsOf(english);
    expect(hired?.payload).toBe(
      'Congratulations! You are hired for Delivery Executive at Sharma Logistics',
    );
  });

  it('refuses changes on a job that is not Open, while its list still reads', async () => {
    for (const status of [1, 2, 3, 4]) {
      const job = await insertJob(t, employer.id, status);
      const seekerId = await storedApplicant(job, 'Applied');
      const res = await act(employer, seekerId, 'shortlist', job);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        code: 'JOB_NOT_OPEN',
        message: 'This job is not open',
      });
      expect(await statusOf(job, seekerId)).toBe('Applied');
      const listed = await list(employer, job);
      expect(listed.body).toMatchObject({ count: 1, job: { status } });
    }
  });

  it('refuses an unknown action and a non-applicant', async () => {
    const seekerId = await storedApplicant(jobId, 'Applied');
    const bad = await act(employer, seekerId, 'joined');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'This action is not available for the applicant',
      errors: { action: 'This action is not available for the applicant' },
    });
    const saved = await storedApplicant(jobId, 'Saved');
    const res = await act(employer, saved, 'shortlist');
    expect(res.status).toBe(404);
    expect(await statusOf(jobId, saved)).toBe('Saved');
  });
});

describe('POST /api/job/users/call-click', () => {
  it('reveals a Shortlisted number and counts each reveal per job and user', async () => {
    const seeker = await applicant(t, jobId);
    const early = await reveal(employer, seeker.id);
    expect(early.status).toBe(403);
    expect(early.body).toEqual({
      success: false,
      code: 'CONTACT_NOT_RELEASED',
      message: 'The contact number is shown once the applicant is shortlisted',
    });

    await act(employer, seeker.id, 'shortlist');
    const first = await reveal(employer, seeker.id);
    expect(first.body).toEqual({ success: true, data: { contact: seeker.contact, clicks: 1 } });
    const second = await reveal(employer, seeker.id);
    expect(second.body.data).toEqual({ contact: seeker.contact, clicks: 2 });

    const card = (await list(employer, jobId, 'shortlisted')).body.data.find(
      (c: { _id: string }) => c._id === seeker.id,
    );
    expect(card).toMatchObject({ contact: 'xxx-xxx-xxxx', call_clicks: 2 });

    // another job of the same seeker keeps its own count
    const other = await insertJob(t, employer.id, 0);
    await setApplicationStatus(t, other, seeker.id, 'Shortlisted');
    expect((await reveal(employer, seeker.id, other)).body.data.clicks).toBe(1);
    const rows = await t.database.db
      .select()
      .from(callClicks)
      .where(eq(callClicks.seekerId, seeker.id));
    expect(rows.map((r) => r.clicks).sort()).toEqual([1, 2]);

    // released only while Shortlisted
    await act(employer, seeker.id, 'notShortlist');
    expect((await reveal(employer, seeker.id)).body.code).toBe('CONTACT_NOT_RELEASED');
  });
});

describe('access', () => {
  let seeker: TestSeeker;
  let routes: ((who: Who) => ReturnType<typeof call>)[];
  beforeAll(async () => {
    seeker = await applicant(t, jobId);
    await act(employer, seeker.id, 'shortlist');
    routes = [
      (who) => list(who, jobId),
      (who) => profile(who, seeker.id),
      (who) => act(who, seeker.id, 'notShortlist'),
      (who) => reveal(who, seeker.id),
    ];
  });

  it('refuses another employer on every route, touching nothing', async () => {
    const other = await createEmployerWithCompany(t, {
      verification: 'Approved',
      companyName: 'Other Traders',
    });
    for (const route of routes) {
      const res = await route(other);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        success: false,
        code: 'FORBIDDEN',
        message: 'You can only see applicants of your own jobs',
      });
    }
    expect(await statusOf(jobId, seeker.id)).toBe('Shortlisted');
    const clicks = await t.database.db
      .select()
      .from(callClicks)
      .where(and(eq(callClicks.jobId, jobId), eq(callClicks.seekerId, seeker.id)));
    expect(clicks).toEqual([]);
  });

  it('refuses a seeker on every route', async () => {
    for (const route of routes) {
      const res = await route(seeker);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Only employers can see applicants',
      });
    }
    expect(await statusOf(jobId, seeker.id)).toBe('Shortlisted');
  });

  it('answers 401 without a token', async () => {
    for (const route of routes) {
      const res = await route({ token: '' });
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
    }
  });
});

describe('audit (DESIGN.md §5)', () => {
  it('writes an audit row with the edge in the transaction of the change', async () => {
    const seeker = await storedApplicant(jobId, 'Applied');
    expect((await act(employer, seeker, 'shortlist')).status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, employer.id), eq(auditLog.action, 'applicant.status')));
    const mine = rows.filter((r) => (r.detail as { seeker_id?: string }).seeker_id === seeker);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.detail).toEqual({
      job_id: jobId,
      seeker_id: seeker,
      from: 'Applied',
      to: 'Shortlisted',
    });
    // a refused edge leaves no row
    expect((await act(employer, seeker, 'shortlist')).status).toBe(400);
    const again = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, employer.id), eq(auditLog.action, 'applicant.status')));
    expect(
      again.filter((r) => (r.detail as { seeker_id?: string }).seeker_id === seeker),
    ).toHaveLength(1);
  });
});
