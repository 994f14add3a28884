import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createEmployer,
  type Employer,
  insertJob,
  submitGst,
} from '../../../test/company';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { applicant } from '../../../test/pipeline';
import { auditLog, companies, jobs, users } from '../../platform/db/schema';
import { newId } from '../../platform/ids';

// issue 14 item 12: the audit log names people, companies and jobs; the jobs list searches.
let t: TestApp;
let admin: Employer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  call(t.app, { method: 'GET', url: `/api${url}`, token: admin.token, headers });

type Row = { id: string; action: string; subject_id: string | null };
const auditRow = async (action: string, subjectId: string) => {
  const res = await get('/admin/audit?page=0');
  expect(res.status).toBe(200);
  return res.body.data.find((r: Row) => r.action === action && r.subject_id === subjectId);
};

async function jobTitled(employerId: string, jobTitle: string, companyName: string, status = 0) {
  const id = await insertJob(t, employerId, status);
  await t.database.db.update(jobs).set({ jobTitle, companyName }).where(eq(jobs.id, id));
  return id;
}

describe('GET /admin/audit names the actor and the subject', () => {
  it('a deactivated job: the admin by name, the job by title and company', async () => {
    const who = await createEmployer(t.app);
    const job = await jobTitled(who.id, 'Store Keeper', 'Gupta Stores');
    await call(t.app, {
      method: 'PUT',
      url: `/api/admin/jobs/${job}/deactivate`,
      token: admin.token,
      payload: {},
    });
    expect(await auditRow('job.deactivate', job)).toMatchObject({
      actor_id: admin.id,
      actor_name: 'Anita Sharma',
      subject: {
        kind: 'job',
        id: job,
        name: 'Store Keeper',
        context: 'Gupta Stores',
        job_id: job,
      },
    });
  });

  it('a company decision: the company by name, the person as context', async () => {
    const who = await createEmployer(t.app, {
      change: { name: 'Meena Gupta', company_name: 'Gupta Textiles' },
    });
    await submitGst(t.app, who);
    const decided = await call(t.app, {
      method: 'POST',
      url: `/api/admin/companies/${who.id}/verification`,
      token: admin.token,
      payload: { decision: 'approve' },
    });
    expect(decided.status).toBe(200);
    expect(await auditRow('company.approve', who.id)).toMatchObject({
      actor_name: 'Anita Sharma',
      subject: {
        kind: 'company',
        id: who.id,
        name: 'Gupta Textiles',
        context: 'Meena Gupta',
        job_id: null,
      },
    });
  });

  it("an applicant's status: the seeker and the job, the employer as the actor", async () => {
    const who = await createEmployer(t.app, { change: { company_name: 'Khan Motors' } });
    const job = await jobTitled(who.id, 'Car Washer', 'Khan Motors');
    const seeker = await applicant(t, job);
    await t.database.db.update(users).set({ name: null }).where(eq(users.id, who.id));
    const moved = await call(t.app, {
      method: 'PUT',
      url: '/api/job/users/status',
      token: who.token,
      payload: { job_id: job, user_id: seeker.id, action: 'shortlist' },
    });
    expect(moved.status).toBe(200);
    const res = await get('/admin/audit?page=0');
    const row = res.body.data.find(
      (r: Row & { actor_id: string }) => r.action === 'applicant.status' && r.actor_id === who.id,
    );
    expect(row).toMatchObject({
      // an employer without a name is known by the company
      actor_name: 'Khan Motors',
      subject: { kind: 'application', name: 'Ravi Kumar', context: 'Car Washer', job_id: job },
    });
  });

  it('keeps the id of a subject that is gone, and leaves unknown actions unnamed', async () => {
    const gone = newId();
    await t.database.db.insert(auditLog).values([
      { id: newId(), actorId: admin.id, action: 'job.deactivate', subjectId: gone, detail: {} },
      { id: newId(), actorId: null, action: 'something.else', subjectId: gone, detail: {} },
    ]);
    expect(await auditRow('job.deactivate', gone)).toMatchObject({
      subject: { kind: 'job', id: gone, name: null, context: null, job_id: null },
    });
    expect(await auditRow('something.else', gone)).toMatchObject({
      actor_id: null,
      actor_name: null,
      subject: null,
    });
  });
});

describe('GET /admin/jobs?q= (search by title, company or id)', () => {
  let plumber: string;
  let cook: string;
  let guard: string;
  beforeAll(async () => {
    const who = await createEmployer(t.app);
    const agency = await createEmployer(t.app, {
      change: { organization_type: 'consultancy', hiring_for: 'my_client' },
    });
    await t.database.db
      .update(companies)
      .set({ companyName: 'Staffwala Placements' })
      .where(eq(companies.userId, agency.id));
    plumber = await jobTitled(who.id, 'Plumber Helper', 'Verma Traders 100%');
    cook = await jobTitled(who.id, 'Cook', 'Hotel Shiv Sagar', 2);
    guard = await jobTitled(agency.id, 'Security Guard', 'Raheja Towers');
  });

  const ids = (res: { body: { data: { _id: string }[] } }) => res.body.data.map((j) => j._id);

  it('finds a part of the title in any case', async () => {
    const res = await get('/admin/jobs?q=PLUMB');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(1);
    expect(ids(res)).toEqual([plumber]);
    expect(res.body.data[0]).toMatchObject({
      job_title: 'Plumber Helper',
      company_name: 'Verma Traders 100%',
    });
  });

  it("finds the job's company, and the posting consultancy's own name", async () => {
    expect(ids(await get('/admin/jobs?q=shiv%20sagar'))).toEqual([cook]);
    expect(ids(await get('/admin/jobs?q=staffwala'))).toEqual([guard]);
  });

  it('finds a job by its whole id only', async () => {
    const res = await get(`/admin/jobs?q=${guard}`);
    expect(ids(res)).toEqual([guard]);
    expect(res.body.count).toBe(1);
    expect(ids(await get(`/admin/jobs?q=${guard.slice(0, 8)}`))).toEqual([]);
  });

  it('takes % and _ literally, combines with the status, and answers an empty page', async () => {
    expect(ids(await get('/admin/jobs?q=100%25'))).toEqual([plumber]);
    expect(ids(await get('/admin/jobs?q=%25%25'))).toEqual([]);
    expect(ids(await get('/admin/jobs?q=_'))).toEqual([]);
    expect(ids(await get('/admin/jobs?q=cook&status=2'))).toEqual([cook]);
    const none = await get('/admin/jobs?q=cook&status=0');
    expect(none.body).toEqual({ success: true, count: 0, count_capped: false, data: [] });
  });

  it('lists every job for a blank search, and refuses a long one in the reader’s language', async () => {
    const all = await get('/admin/jobs?q=%20%20');
    expect(ids(all)).toEqual(expect.arrayContaining([plumber, cook, guard]));
    const long = await get(`/admin/jobs?q=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ q: 'maximum 100 characters allowed' });
    const hindi = await get(`/admin/jobs?q=${'a'.repeat(101)}`, { 'accept-language': 'hi' });
    expect(hindi.body.errors).toEqual({ q: 'अधिकतम 100 अक्षर की अनुमति है' });
  });
});
