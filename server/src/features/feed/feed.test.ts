import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployerWithCompany, type TestEmployer } from '../../../test/employer';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import {
  applications,
  auditLog,
  companies,
  notifications,
  seekerProfiles,
  users,
} from '../../platform/db/schema';
import { newId } from '../../platform/ids';
import { feedFixtures, type Seeker } from './test-support';

let t: TestApp;
let employer: TestEmployer & { companyName: string };
let fx: ReturnType<typeof feedFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  employer = await createEmployerWithCompany(t);
  fx = feedFixtures(t, employer);
  await t.database.db
    .update(companies)
    .set({ contactPersonNumber: '9876543210' })
    .where(eq(companies.userId, employer.id));
});
afterAll(() => t.app.close());

const detail = (s: { token: string }, id: string) =>
  call(t.app, { method: 'GET', url: `/api/job/fetch/detail/${id}`, token: s.token });
const dashboard = (s: Seeker, tab: number) =>
  call(t.app, {
    method: 'GET',
    url: `/api/job/applied?user_id=${s.id}&tab=${tab}`,
    token: s.token,
  });

// Each group uses its own category so jobs of one test do not show in another's feed.
describe('GET /job/all (issue 5 matching)', () => {
  it('holds Open jobs of my interests that admit my gender, district first, with reasons', async () => {
    const s = await fx.seekerIn('plumber', {
      address_current: 'up-kanpur-nagar',
      salary_from: 10000,
      salary_to: 20000,
    });
    const old = await fx.addJob({ category: 'plumber', district: 'up-kanpur-nagar' });
    const skills = await fx.addJob({ category: 'plumber', skills: ['lmv-licence'] });
    const exp = await fx.addJob({ category: 'plumber', experience: 1 });
    const salary = await fx.addJob({ category: 'plumber', salaryTo: 15000 });
    const newest = await fx.addJob({ category: 'plumber' });
    const male = await fx.addJob({ category: 'plumber', gender: 2 });
    await fx.addJob({ category: 'plumber', gender: 1 }); // Female only
    await fx.addJob({ category: 'plumber', gender: 3 }); // Others only
    await fx.addJob({ category: 'plumber', status: 2 }); // Closed
    await fx.addJob({ category: 'plumber', status: 3 }); // Pending
    await fx.addJob({ category: 'carpenter' }); // not my interest
    const res = await fx.feed(s);
    expect(res.status).toBe(200);
    const ids = res.body.data.map((j: { _id: string }) => j._id);
    expect(ids).toEqual([old, skills, exp, salary, male, newest]);
    expect(res.body.count).toBe(6);
    // the filter ranks the same way (the same feedRanking, plus its conditions)
    const filtered = await fx.filter(s, { category: ['plumber'] });
    expect(filtered.body.data.map((j: { _id: string }) => j._id)).toEqual(ids);
    const [first, second] = res.body.data;
    expect(first.match_reasons).toEqual(['district', 'category']);
    expect(second.match_reasons).toEqual(['skills', 'category']);
    expect(first).toMatchObject({
      job_status: 0,
      status: null,
      company_contact: null,
      category_name: { en: expect.any(String), hi: expect.any(String) },
      // the card's place in both languages, so the phone needs no district list
      district: 'up-kanpur-nagar',
      district_name: { en: 'Kanpur Nagar, Uttar Pradesh', hi: 'कानपुर नगर, उत्तर प्रदेश' },
    });
    expect(first.openings).toBeUndefined();
    expect(first.applicants).toBeUndefined();
  });

  it('ranks the home and preferred districts too; a Female seeker sees Female jobs', async () => {
    // BASIC home district is up-lucknow; gender is read only after onboarding (spec 000 §6).
    const s = await fx.seekerIn('electrician', { address_work: 'up-agra' });
    await t.database.db
      .update(seekerProfiles)
      .set({ gender: 0 })
      .where(eq(seekerProfiles.userId, s.id));
    const other = await fx.addJob({ category: 'electrician' });
    const female = await fx.addJob({ category: 'electrician', gender: 1, district: 'up-agra' });
    const home = await fx.addJob({ category: 'electrician', district: 'up-lucknow' });
    await fx.addJob({ category: 'electrician', gender: 2 });
    const res = await fx.feed(s);
    const ids = res.body.data.map((j: { _id: string }) => j._id);
    expect(ids).toEqual([home, female, other]);
  });

  it('leaves out jobs I answered and pages 30 at a time', async () => {
    const s = await fx.seekerIn('painter');
    const made: string[] = [];
    for (let i = 0; i < 33; i += 1) made.push(await fx.addJob({ category: 'painter' }));
    const first = await fx.feed(s);
    expect(first.body.data).toHaveLength(30);
    expect(first.body.count).toBe(33);
    expect(first.body.data[0]._id).toBe(made[32]);
    const second = await fx.feed(s, 1);
    expect(second.body.data.map((j: { _id: string }) => j._id)).toEqual([
      made[2],
      made[1],
      made[0],
    ]);
    expect((await fx.feed(s, 5)).body).toMatchObject({ data: [], count: 33 });
    for (const [i, status] of ['Applied', 'Saved', 'Visited'].entries()) {
      expect((await fx.respond(s, made[32 - i] as string, status)).status).toBe(200);
    }
    const after = await fx.feed(s);
    expect(after.body.count).toBe(30);
    expect(after.body.data[0]._id).toBe(made[29]);
  });

  it('shows each job as its detail does, with my match reasons and no status or contact', async () => {
    const s = await fx.seekerIn('mason', {
      address_current: 'up-kanpur-nagar',
      salary_from: 9000,
      salary_to: 15000,
    });
    const a = await fx.addJob({
      category: 'mason',
      district: 'up-kanpur-nagar',
      skills: ['other'],
      otherSkills: 'Plastering',
      salaryTo: 12000,
      canContactEmp: true,
      audioDescription: '/files/mason.mp3',
    });
    const b = await fx.addJob({ category: 'mason', experience: 0, qualification: 2 });
    const mine = (body: { data: { _id: string; category: string }[] }) =>
      body.data.filter((j) => j.category === 'mason');
    const page = mine((await fx.feed(s)).body);
    expect(page.map((j) => j._id)).toEqual([a, b]);
    // the page reads only the shown columns: each job as the detail (the whole row) shows it
    for (const job of page) {
      expect(job).toEqual((await detail(s, job._id)).body.data);
    }
    expect(page[0]).toMatchObject({
      job_title: 'Driver',
      company_name: employer.companyName,
      skills: ['Plastering'],
      district_name: { en: 'Kanpur Nagar, Uttar Pradesh', hi: 'कानपुर नगर, उत्तर प्रदेश' },
      category_name: { en: expect.any(String), hi: expect.any(String) },
      audio_description: '/files/mason.mp3',
      can_contact_emp: true,
      job_status: 0,
      match_reasons: ['district', 'salary', 'category'],
      status: null,
      company_contact: null,
    });
    expect(mine((await fx.filter(s, { job_category: 'mason' })).body)).toEqual(page);
  });

  it('says why it is empty', async () => {
    const s = await fx.seekerIn('welder');
    expect((await fx.feed(s)).body).toMatchObject({
      data: [],
      count: 0,
      message: 'No matching job found, please complete profile on My Profile page.',
    });
    const job = await fx.addJob({ category: 'welder' });
    await fx.respond(s, job, 'Visited');
    expect((await fx.feed(s)).body.message).toBe('You visited all posted jobs');
  });

  it('is my own feed, for job seekers only', async () => {
    const s = await fx.seekerIn('driver');
    const other = await fx.seekerIn('driver');
    const res = await call(t.app, {
      method: 'GET',
      url: `/api/job/all?user_id=${other.id}`,
      token: s.token,
    });
    expect(res.status).toBe(403);
    const emp = await call(t.app, {
      method: 'GET',
      url: `/api/job/all?user_id=${employer.id}`,
      token: employer.token,
    });
    expect(emp.status).toBe(403);
    expect(emp.body.code).toBe('NOT_A_SEEKER');
    expect((await call(t.app, { method: 'GET', url: `/api/job/all?user_id=${s.id}` })).status).toBe(
      401,
    );
  });
});

describe('POST /job/filter (spec 000 §2.7)', () => {
  let s: Seeker;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    s = await fx.seekerIn('tailor');
    ids.base = await fx.addJob({ category: 'tailor', salaryFrom: 8000, salaryTo: 9000 });
    ids.lucknow = await fx.addJob({ category: 'tailor', district: 'up-lucknow' });
    ids.skill = await fx.addJob({ category: 'tailor', skills: ['stitching'] });
    ids.rich = await fx.addJob({ category: 'tailor', salaryFrom: 30000, salaryTo: 40000 });
    ids.male = await fx.addJob({ category: 'tailor', gender: 2 });
    ids.fresher = await fx.addJob({ category: 'tailor', experience: 0 });
    ids.office = await fx.addJob({ category: 'tailor', jobType: 0 });
    ids.rotation = await fx.addJob({ category: 'tailor', jobTimings: 1 });
    ids.old = await fx.addJob({
      category: 'tailor',
      createdAt: new Date(Date.now() - 10 * 86_400_000),
    });
    ids.cook = await fx.addJob({ category: 'cook' });
    ids.tenth = await fx.addJob({ category: 'tailor', district: 'up-agra', qualification: 1 });
    ids.graduate = await fx.addJob({ category: 'tailor', district: 'up-agra', qualification: 3 });
  });
  const found = async (body: object) => {
    const res = await fx.filter(s, body);
    expect(res.status).toBe(200);
    return res.body.data.map((j: { _id: string }) => j._id).sort();
  };
  const only = (...keys: string[]) => keys.map((k) => ids[k]).sort();

  it.each([
    [{ district: ['up-lucknow'] }, ['lucknow']],
    [{ skills: ['stitching'] }, ['skill']],
    [{ salary_from: 25000 }, ['rich']],
    [{ salary_to: 9500 }, ['base']],
    [{ salary_from: 8500, salary_to: 9500 }, ['base']],
    [{ gender: 2 }, ['male']],
    [{ experience: 0 }, ['fresher']],
    [{ job_type: 0 }, ['office']],
    [{ job_timings: 1 }, ['rotation']],
    [{ category: ['cook'] }, ['cook']],
  ])('%j finds exactly its job', async (body, keys) => {
    expect(await found(body)).toEqual(only(...keys));
  });

  it('posted time keeps recent jobs', async () => {
    const recent = await found({ job_posted_time: 2 });
    expect(recent).not.toContain(ids.old);
    expect(recent).toContain(ids.base);
  });

  it('qualification keeps jobs asking for it or less, or for none', async () => {
    const agra = (q: number) => found({ educational_qualification: q, district: ['up-agra'] });
    expect(await agra(0)).toEqual([]);
    expect(await agra(1)).toEqual(only('tenth'));
    expect(await agra(2)).toEqual(only('tenth'));
    expect(await agra(3)).toEqual(only('tenth', 'graduate'));
    expect(await found({ educational_qualification: 0, district: ['up-lucknow'] })).toEqual(
      only('lucknow'),
    );
  });

  it('answers the spec message when nothing matches', async () => {
    const res = await fx.filter(s, { district: ['mh-mumbai-city'] });
    expect(res.body).toMatchObject({
      success: true,
      data: [],
      count: 0,
      message: 'Sorry! No records found',
    });
  });

  it('checks the body with the domain messages', async () => {
    const res = await fx.filter(s, {
      district: ['up-lucknow', 'up-agra', 'up-kanpur-nagar', 'mh-mumbai-city'],
      salary_from: 500,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors).toMatchObject({
      'body.district': 'You can choose at most 3 districts',
      'body.salary_from': 'minimum four digit allowed',
    });
    const order = await fx.filter(s, { salary_from: 20000, salary_to: 10000 });
    expect(order.body.errors['body.salary_to']).toBe(
      'Maximum salary should be more than minimum salary',
    );
  });
});

describe('POST /job/response (spec 000 §4)', () => {
  it.each([
    [null, 'Applied', 200, 'Applied'],
    [null, 'Saved', 200, 'Saved'],
    [null, 'Visited', 200, 'Visited'],
    ['Saved', 'Applied', 200, 'Applied'],
    ['Saved', 'Visited', 200, 'Visited'],
    ['Saved', 'Saved', 200, 'Saved'],
    ['Applied', 'Applied', 200, 'Applied'],
    ['Applied', 'Saved', 400, 'Applied'],
    ['Applied', 'Visited', 400, 'Applied'],
    ['Visited', 'Applied', 400, 'Visited'],
    ['Shortlisted', 'Applied', 400, 'Shortlisted'],
    ['Selected', 'Visited', 400, 'Selected'],
    ['Rejected', 'Applied', 400, 'Rejected'],
    ['Hired', 'Saved', 400, 'Hired'],
  ])('from %s, %s answers %i and leaves %s', async (current, next, code, stored) => {
    const s = await fx.seekerIn('driver');
    const job = await fx.addJob({ category: 'security-guard' });
    if (current) {
      await t.database.db
        .insert(applications)
        .values({ id: newId(), seekerId: s.id, jobId: job, status: current });
    }
    const res = await fx.respond(s, job, next);
    expect(res.status).toBe(code);
    if (code === 400) expect(res.body.code).toBe('RESPONSE_NOT_ALLOWED');
    else expect(res.body.data).toMatchObject({ job_id: job, status: next });
    const rows = await t.database.db.select().from(applications).where(eq(applications.jobId, job));
    expect(rows.map((r) => r.status)).toEqual([stored]);
  });

  it('makes one row of a double tap', async () => {
    const s = await fx.seekerIn('driver');
    const job = await fx.addJob({ category: 'security-guard' });
    const both = await Promise.all([fx.respond(s, job, 'Applied'), fx.respond(s, job, 'Applied')]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const rows = await t.database.db.select().from(applications).where(eq(applications.jobId, job));
    expect(rows).toHaveLength(1);
  });

  it('needs an Open job, a valid answer and a job seeker', async () => {
    const s = await fx.seekerIn('driver');
    const closed = await fx.addJob({ category: 'security-guard', status: 2 });
    const gone = await fx.respond(s, closed, 'Applied');
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({
      code: 'JOB_NOT_AVAILABLE',
      message: 'job no longer available',
    });
    expect((await fx.respond(s, newId(), 'Applied')).status).toBe(404);
    const open = await fx.addJob({ category: 'security-guard' });
    const bad = await fx.respond(s, open, 'Hired');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.status).toBe('Please choose Apply Now, Apply Later or Not Apply');
    const emp = await fx.respond(employer, open, 'Applied');
    expect(emp.status).toBe(403);
    expect(emp.body.code).toBe('NOT_A_SEEKER');
  });
});

describe('JOB_APPLIED notification (DESIGN.md §5)', () => {
  const toldAbout = (job: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.notificationType, 'JOB_APPLIED'),
          sql`${notifications.data}->>'job_id' = ${job}`,
        ),
      );

  it('tells the employer in their language when a seeker applies, once', async () => {
    const s = await fx.seekerIn('driver');
    const job = await fx.addJob({ category: 'security-guard', jobTitle: 'Delivery Rider' });
    await t.database.db.update(users).set({ lang: 'en' }).where(eq(users.id, employer.id));
    expect((await fx.respond(s, job, 'Applied')).status).toBe(200);
    expect((await fx.respond(s, job, 'Applied')).body.data.changed).toBe(false);
    const rows = await toldAbout(job);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: employer.id,
      payload: 'Ravi Kumar applied for Delivery Rider',
      data: { job_id: job, seeker_id: s.id },
    });

    await t.database.db.update(users).set({ lang: 'hi' }).where(eq(users.id, employer.id));
    const later = await fx.addJob({ category: 'security-guard', jobTitle: 'Delivery Rider' });
    expect((await fx.respond(s, later, 'Saved')).status).toBe(200);
    expect(await toldAbout(later)).toHaveLength(0);
    expect((await fx.respond(s, later, 'Applied')).status).toBe(200);
    const hi = await toldAbout(later);
    expect(hi.map((r) => r.payload)).toEqual(['Ravi Kumar ने Delivery Rider के लिए आवेदन किया']);
    await t.database.db.update(users).set({ lang: null }).where(eq(users.id, employer.id));
  });

  it('says nothing for Saved, Visited or a refused answer', async () => {
    const s = await fx.seekerIn('driver');
    const saved = await fx.addJob({ category: 'security-guard' });
    const visited = await fx.addJob({ category: 'security-guard' });
    await fx.respond(s, saved, 'Saved');
    await fx.respond(s, visited, 'Visited');
    expect((await fx.respond(s, visited, 'Applied')).status).toBe(400);
    expect(await toldAbout(saved)).toHaveLength(0);
    expect(await toldAbout(visited)).toHaveLength(0);
  });

  it('writes one audit row for an application, none for a repeat or a save', async () => {
    const s = await fx.seekerIn('driver');
    const job = await fx.addJob({ category: 'security-guard' });
    const other = await fx.addJob({ category: 'security-guard' });
    await fx.respond(s, other, 'Saved');
    await fx.respond(s, job, 'Applied');
    await fx.respond(s, job, 'Applied');
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, s.id), eq(auditLog.action, 'application.applied')));
    expect(rows.map((r) => ({ subject: r.subjectId, detail: r.detail }))).toEqual([
      { subject: job, detail: { job_id: job } },
    ]);
  });
});

describe('job detail and views', () => {
  it('shows the contact only when Shortlisted and allowed', async () => {
    const s = await fx.seekerIn('driver');
    const allowed = await fx.addJob({ category: 'security-guard', canContactEmp: true });
    const hidden = await fx.addJob({ category: 'security-guard', canContactEmp: false });
    expect((await detail(s, allowed)).body.data).toMatchObject({
      status: null,
      company_contact: null,
    });
    for (const job of [allowed, hidden]) {
      await t.database.db
        .insert(applications)
        .values({ id: newId(), seekerId: s.id, jobId: job, status: 'Applied' });
    }
    expect((await detail(s, allowed)).body.data).toMatchObject({
      status: 'Applied',
      company_contact: null,
    });
    await t.database.db
      .update(applications)
      .set({ status: 'Shortlisted' })
      .where(eq(applications.seekerId, s.id));
    expect((await detail(s, allowed)).body.data).toMatchObject({
      status: 'Shortlisted',
      company_contact: '9876543210',
    });
    expect((await detail(s, hidden)).body.data.company_contact).toBeNull();
  });

  it('answers 404 for closed or missing jobs, to everyone', async () => {
    const s = await fx.seekerIn('driver');
    const closed = await fx.addJob({ category: 'security-guard', status: 2 });
    for (const res of [
      await detail(s, closed),
      await detail(s, newId()),
      await call(t.app, { method: 'GET', url: `/api/fetch/job/${closed}` }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('job no longer available');
    }
  });

  it('shows a visitor the public job; an employer only their own, with openings', async () => {
    const job = await fx.addJob({ category: 'security-guard' });
    const pub = await call(t.app, { method: 'GET', url: `/api/fetch/job/${job}` });
    expect(pub.status).toBe(200);
    expect(pub.body.data).toMatchObject({ _id: job, company_contact: null, match_reasons: [] });
    expect(pub.body.data.openings).toBeUndefined();
    expect((await detail(employer, job)).body.data.openings).toBe(2);
    const stranger = await createEmployerWithCompany(t);
    expect((await detail(stranger, job)).status).toBe(404);
  });

  it('counts views of Open jobs once per viewer a day (issue 15)', async () => {
    const s = await fx.seekerIn('driver');
    const other = await fx.seekerIn('driver');
    const job = await fx.addJob({ category: 'security-guard' });
    const view = (who: { token: string }) =>
      call(t.app, {
        method: 'POST',
        url: '/api/job/record/view',
        token: who.token,
        payload: { job_id: job },
      });
    expect((await view(s)).body.data.views).toBe(1);
    for (let i = 0; i < 5; i += 1) expect((await view(s)).body.data.views).toBe(1);
    expect((await view(other)).body.data).toEqual({ job_id: job, views: 2 });
  });
});

describe('GET /job/applied (spec 000 §2.8 dashboard)', () => {
  it('lists live jobs of a tab with every tab count', async () => {
    const s = await fx.seekerIn('driver');
    const mk = async (status: string, jobStatus = 0) => {
      const job = await fx.addJob({ category: 'security-guard', status: jobStatus });
      await t.database.db
        .insert(applications)
        .values({ id: newId(), seekerId: s.id, jobId: job, status });
      return job;
    };
    const applied = await mk('Applied');
    await mk('Applied', 2); // closed: neither listed nor counted
    await mk('Saved');
    await mk('Selected');
    const shortlisted = await mk('Shortlisted');
    await mk('Hired');
    await mk('Rejected');
    await mk('Visited');
    const tab0 = await dashboard(s, 0);
    expect(tab0.status).toBe(200);
    expect(tab0.body.tab_counts).toEqual([1, 1, 1, 2, 1]);
    expect(tab0.body.count).toBe(1);
    expect(tab0.body.data.map((j: { _id: string }) => j._id)).toEqual([applied]);
    const tab3 = await dashboard(s, 3);
    expect(tab3.body.data.map((j: { status: string }) => j.status).sort()).toEqual([
      'Hired',
      'Shortlisted',
    ]);
    expect(tab3.body.data.find((j: { _id: string }) => j._id === shortlisted).company_contact).toBe(
      '9876543210',
    );
    const other = await fx.seekerIn('driver');
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/job/applied?user_id=${other.id}`,
          token: s.token,
        })
      ).status,
    ).toBe(403);
  });

  it('feeds the employer applicant counts', async () => {
    const job = await fx.addJob({ category: 'security-guard' });
    for (const status of ['Applied', 'Saved', 'Visited', 'Shortlisted']) {
      const s = await fx.seekerIn('driver');
      await t.database.db
        .insert(applications)
        .values({ id: newId(), seekerId: s.id, jobId: job, status });
    }
    const res = await call(t.app, {
      method: 'GET',
      url: `/api/job/recruiter/${job}`,
      token: employer.token,
    });
    expect(res.body.data.applicants).toBe(2);
  });
});
