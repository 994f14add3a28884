import { istToday, JOB_CATEGORIES } from '@kaamkaj/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin as createAdminUser,
  createEmployer,
  type Employer,
  getMe,
  insertJob,
  putProfile,
  submitGst,
} from '../../../test/company';
import {
  call,
  createTestApp,
  signInEmployer,
  signInSeeker,
  type TestApp,
  uniqueEmail,
  uniqueMobile,
} from '../../../test/helpers';
import { createOnboardedSeeker, saveProfile } from '../../../test/seeker';
import { DEMO_APPLICANTS } from '../../demo/demo-applicants';
import { seedDemoData } from '../../demo/seed';
import { DEMO_EMPLOYERS, DEMO_JOB_COUNT } from '../../demo/seed-jobs';
import { DEMO_ENROLLED, DEMO_SAARTHI_CONTACT } from '../../demo/seed-saarthi';
import { createStorage } from '../../platform/adapters/storage';
import {
  applications,
  auditLog,
  interviews,
  jobs,
  notifications,
  subscriptions,
  users,
} from '../../platform/db/schema';
import { syncCategories } from '../categories/categories.service';
import { createAdmin } from './admin-create';

let t: TestApp;
let admin: Employer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdminUser(t);
});
afterAll(() => t.app.close());

const as = (
  who: { token: string },
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => call(t.app, { method, url: `/api${url}`, token: who.token, ...(payload ? { payload } : {}) });

/** The newest notification of `who` as a Hindi screen reads it (written again in Hindi). */
async function newestNoticeInHindi(who: { token: string }) {
  const list = await call(t.app, {
    method: 'GET',
    url: '/api/notification',
    token: who.token,
    headers: { 'accept-language': 'hi' },
  });
  return list.body.data[0];
}

async function auditOf(subjectId: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.subjectId, subjectId))
    .orderBy(desc(auditLog.createdAt));
}

/** How many notifications of `type` `userId` was sent. */
async function noticesOf(userId: string, type: string) {
  const rows = await t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.notificationType, type)));
  return rows.length;
}

async function jobStatus(id: string) {
  const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
  return row?.status;
}

const SOME_ID = '0190a000-0000-7000-8000-000000000000';
const ADMIN_ROUTES: [string, string, object?][] = [
  ['GET', '/admin/companies'],
  ['GET', `/admin/companies/${SOME_ID}`],
  ['POST', `/admin/companies/${SOME_ID}/verification`, { decision: 'approve' }],
  ['GET', `/admin/files/${SOME_ID}/link`],
  ['GET', '/admin/email-requests?status=Open'],
  ['POST', `/admin/email-requests/${SOME_ID}`, { decision: 'approve' }],
  ['GET', '/admin/jobs'],
  ['PUT', `/admin/jobs/${SOME_ID}/deactivate`, {}],
  ['GET', '/admin/job-descriptions'],
  ['PUT', `/admin/jobs/${SOME_ID}/descriptions`, { audio_file_id: SOME_ID }],
  ['GET', '/admin/job-categories'],
  ['POST', '/admin/job-categories', {}],
  ['PUT', '/admin/job-categories/driver', {}],
  ['GET', '/admin/audit'],
];

describe('admin routes need the superadmin flag (DESIGN.md §6)', () => {
  it.each(ADMIN_ROUTES)(
    '%s %s: 401 anonymous, 403 seeker and employer',
    async (method, url, body) => {
      const m = method as 'GET' | 'POST' | 'PUT';
      const anonymous = await call(t.app, { method: m, url: `/api${url}`, payload: body });
      expect(anonymous.status).toBe(401);
      const seeker = await signInSeeker(t.app);
      const employer = await createEmployer(t.app, { company: false });
      for (const token of [seeker.data.token, employer.token]) {
        const res = await as({ token }, m, url, body);
        expect(res.status).toBe(403);
        expect(res.body).toEqual({
          success: false,
          code: 'FORBIDDEN',
          message: 'Only Kaamkaj administrators can do this',
        });
      }
    },
  );
});

describe('company verification queue and decisions (spec 001 §4)', () => {
  it('lists In Progress companies with the proof and its files; admins read private files', async () => {
    const who = await createEmployer(t.app);
    const file = await submitGst(t.app, who);
    const list = await as(admin, 'GET', '/admin/companies?status=In%20Progress&page=0');
    expect(list.status).toBe(200);
    expect(list.body.count).toBeGreaterThanOrEqual(1);
    const item = list.body.data.find((c: { _id: string }) => c._id === who.id);
    expect(item).toMatchObject({
      company_name: 'Sharma Logistics',
      organization_type: 'company',
      name: 'Anita Sharma',
      email: who.email,
      district: 'hr-gurugram',
      verification_status: 'In Progress',
      verification_feedback: null,
      verification: {
        kind: 'gst',
        doc_no: '22AAAAA0000A1Z5',
        state: 'submitted',
        files: [{ _id: file, name: 'gst.pdf', content_type: 'application/pdf' }],
      },
    });
    const approved = await as(admin, 'GET', '/admin/companies?status=Approved');
    expect(approved.body.data.some((c: { _id: string }) => c._id === who.id)).toBe(false);

    const one = await as(admin, 'GET', `/admin/companies/${who.id}`);
    expect(one.body.data).toMatchObject({
      _id: who.id,
      address: 'Plot 42, Udyog Vihar',
      pincode: '122015',
      industry: 'logistics',
      history: [{ kind: 'gst', state: 'submitted' }],
    });

    const link = await as(admin, 'GET', `/admin/files/${file}/link`);
    expect(link.status).toBe(200);
    expect(link.body.data.url).toContain(file);
    expect(Date.parse(link.body.data.expires_at) - Date.now()).toBeGreaterThan(4 * 60 * 1000);
    const viaFiles = await as(admin, 'GET', `/file/${file}/link`);
    expect(viaFiles.status).toBe(200);

    const missing = await as(admin, 'GET', `/admin/companies/${SOME_ID}`);
    expect(missing.status).toBe(404);
  });

  it("approve: Approved, the employer's Pending jobs open in the same step, audit and notice", async () => {
    const who = await createEmployer(t.app);
    const pending = await insertJob(t, who.id, 3);
    const closed = await insertJob(t, who.id, 2);
    const other = await createEmployer(t.app);
    const othersPending = await insertJob(t, other.id, 3);
    await submitGst(t.app, who);
    // a delivery seeker's feed read before: its windows hold the category without the job
    const feedOf = async (s: { id: string; token: string }) =>
      (
        await call(t.app, { method: 'GET', url: `/api/job/all?user_id=${s.id}`, token: s.token })
      ).body.data.map((j: { _id: string }) => j._id);
    const delivery = {
      job_intrested: [
        { job_category: 'driver', skills: ['lmv-licence'] },
        { job_category: 'delivery', skills: ['own-bike'] },
      ],
    };
    const before = await createOnboardedSeeker(t.app);
    expect((await saveProfile(t.app, before, delivery)).status).toBe(200);
    expect(await feedOf(before)).not.toContain(pending);

    const res = await as(admin, 'POST', `/admin/companies/${who.id}/verification`, {
      decision: 'approve',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Company approved; 1 pending job(s) opened');
    // a seeker reading now finds it, before the JOB_POST fan-out runs (the windows were marked)
    const after = await createOnboardedSeeker(t.app);
    expect((await saveProfile(t.app, after, delivery)).status).toBe(200);
    expect(await feedOf(after)).toContain(pending);
    expect(res.body.data).toMatchObject({
      verification_status: 'Approved',
      verification: { state: 'approved' },
    });
    expect(await jobStatus(pending)).toBe(0);
    expect(await jobStatus(closed)).toBe(2);
    expect(await jobStatus(othersPending)).toBe(3);

    const me = await getMe(t.app, who);
    expect(me.body.data).toMatchObject({
      verification_status: 'Approved',
      verification_feedback: null,
      verification: { kind: 'gst', state: 'approved' },
    });
    const [audit] = await auditOf(who.id);
    expect(audit).toMatchObject({
      actorId: admin.id,
      action: 'company.approve',
      detail: { kind: 'gst', opened_jobs: 1 },
    });
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, who.id));
    expect(notice).toMatchObject({
      notificationType: 'VERIFICATION_APPROVED',
      payload: 'Your company is verified. Your pending jobs are now live.',
    });
    const hindi = await newestNoticeInHindi(who);
    expect(hindi.payload).toBe('आपकी कंपनी सत्यापित हो गई है। आपकी रुकी हुई नौकरियाँ अब लाइव हैं।');

    // the same tap again (its answer lost): done, nothing changed, the employer told once
    const url = `/admin/companies/${who.id}/verification`;
    const again = await as(admin, 'POST', url, { decision: 'approve' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      message: 'Company approved; 0 pending job(s) opened',
      data: { verification_status: 'Approved', verification: { state: 'approved' } },
    });
    expect(await noticesOf(who.id, 'VERIFICATION_APPROVED')).toBe(1);
    expect((await auditOf(who.id)).map((a) => a.action)).toEqual(['company.approve']);
    // another decision on a decided company is still refused
    const decline = await as(admin, 'POST', url, { decision: 'decline', reason: 'Fake' });
    expect(decline.status).toBe(400);
    expect(decline.body).toMatchObject({
      code: 'NOTHING_TO_DECIDE',
      message: 'There is nothing to decide for this company',
    });
    expect((await getMe(t.app, who)).body.data.verification_status).toBe('Approved');
  });

  it('two admins approving at the same moment: one decision, one notice', async () => {
    const who = await createEmployer(t.app);
    const pending = await insertJob(t, who.id, 3);
    await submitGst(t.app, who);
    const url = `/admin/companies/${who.id}/verification`;
    const both = await Promise.all([
      as(admin, 'POST', url, { decision: 'approve' }),
      as(admin, 'POST', url, { decision: 'approve' }),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.body.message).sort()).toEqual([
      'Company approved; 0 pending job(s) opened',
      'Company approved; 1 pending job(s) opened',
    ]);
    expect(await jobStatus(pending)).toBe(0);
    expect(await noticesOf(who.id, 'VERIFICATION_APPROVED')).toBe(1);
    expect((await auditOf(who.id)).map((a) => a.action)).toEqual(['company.approve']);
  });

  it('decline needs a reason, shows it as verification_feedback, and re-submission works', async () => {
    const who = await createEmployer(t.app);
    const pending = await insertJob(t, who.id, 3);
    await submitGst(t.app, who);
    const url = `/admin/companies/${who.id}/verification`;
    const noReason = await as(admin, 'POST', url, { decision: 'decline' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual({ reason: 'Please give a reason' });
    const tooLong = await as(admin, 'POST', url, { decision: 'decline', reason: 'x'.repeat(201) });
    expect(tooLong.body.errors).toEqual({ reason: 'maximum 200 characters allowed' });
    const bad = await as(admin, 'POST', url, { decision: 'maybe' });
    expect(bad.body.errors).toEqual({ decision: 'Please choose one of the options' });

    const reason = 'The GST certificate is not readable';
    const res = await as(admin, 'POST', url, { decision: 'decline', reason });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Company declined');
    expect(await jobStatus(pending)).toBe(3);

    const me = await getMe(t.app, who);
    expect(me.body.data).toMatchObject({
      verification_status: 'Declined',
      verification_feedback: reason,
      verification: { kind: 'gst', state: 'declined' },
    });
    const detail = await as(admin, 'GET', `/admin/companies/${who.id}`);
    expect(detail.body.data.history[0]).toMatchObject({ state: 'declined', reason });
    const [audit] = await auditOf(who.id);
    expect(audit).toMatchObject({ action: 'company.decline', detail: { reason } });
    const told = await newestNoticeInHindi(who);
    expect(told).toMatchObject({
      notification_type: 'VERIFICATION_DECLINED',
      payload: 'The GST certificate is not readable के कारण आपकी कंपनी का सत्यापन नहीं हुआ।',
    });

    // the same decline again: done; a decline for another reason is refused, the first kept
    const again = await as(admin, 'POST', url, { decision: 'decline', reason });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      message: 'Company declined',
      data: { verification_status: 'Declined', verification_feedback: reason },
    });
    expect(await noticesOf(who.id, 'VERIFICATION_DECLINED')).toBe(1);
    const other = await as(admin, 'POST', url, { decision: 'decline', reason: 'Blurred photo' });
    expect(other.status).toBe(400);
    expect(other.body.code).toBe('NOTHING_TO_DECIDE');
    expect((await getMe(t.app, who)).body.data.verification_feedback).toBe(reason);

    await submitGst(t.app, who);
    const after = await getMe(t.app, who);
    expect(after.body.data).toMatchObject({
      verification_status: 'In Progress',
      verification_feedback: null,
      verification: { state: 'submitted' },
    });
    const history = await as(admin, 'GET', `/admin/companies/${who.id}`);
    expect(history.body.data.history.map((h: { state: string }) => h.state)).toEqual([
      'submitted',
      'declined',
    ]);
  });
});

describe('e-mail change requests (spec 001 §4)', () => {
  const request = (who: Employer, newEmail: string) =>
    putProfile(t.app, who, { update_email_request: 'Open', new_email: newEmail });
  const openRequest = async (who: Employer) => {
    const list = await as(admin, 'GET', '/admin/email-requests?status=Open');
    return list.body.data.find((r: { user_id: string }) => r.user_id === who.id);
  };

  it("tells a common decline reason in the employer's language, kept as the admin picked it", async () => {
    const who = await createEmployer(t.app);
    await submitGst(t.app, who);
    const reason = 'an unclear document'; // ADMIN_REASONS.company, picked in English
    const url = `/admin/companies/${who.id}/verification`;
    expect((await as(admin, 'POST', url, { decision: 'decline', reason })).status).toBe(200);
    expect((await getMe(t.app, who)).body.data.verification_feedback).toBe(reason);
    expect(await newestNoticeInHindi(who)).toMatchObject({
      notification_type: 'VERIFICATION_DECLINED',
      payload: 'अस्पष्ट दस्तावेज़ के कारण आपकी कंपनी का सत्यापन नहीं हुआ।',
    });
  });
  it('decline keeps the e-mail; approve changes users.email and the new one signs in', async () => {
    const who = await createEmployer(t.app);
    const first = uniqueEmail();
    await request(who, first);
    const item = await openRequest(who);
    expect(item).toMatchObject({
      name: 'Anita Sharma',
      email: who.email,
      new_email: first,
      status: 'Open',
    });

    const declined = await as(admin, 'POST', `/admin/email-requests/${item.id}`, {
      decision: 'decline',
      reason: 'Please use your company domain',
    });
    expect(declined.status).toBe(200);
    expect(declined.body.message).toBe('E-mail change declined');
    const afterDecline = await getMe(t.app, who);
    expect(afterDecline.body.data).toMatchObject({
      email: who.email,
      email_change: { status: 'Declined', reason: 'Please use your company domain' },
    });

    const second = uniqueEmail();
    await request(who, second);
    const next = await openRequest(who);
    const approved = await as(admin, 'POST', `/admin/email-requests/${next.id}`, {
      decision: 'approve',
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'Approved', email: second });
    const me = await getMe(t.app, who);
    expect(me.body.data).toMatchObject({ email: second, email_change: { status: 'Approved' } });
    const login = await signInEmployer(t.app, second);
    expect(login.data._id).toBe(who.id);

    const actions = (await auditOf(who.id)).map((a) => a.action);
    expect(actions).toEqual(['email_change.approve', 'email_change.decline']);
    // the same tap again: done, nothing changed; the other decision is refused
    const twice = await as(admin, 'POST', `/admin/email-requests/${next.id}`, {
      decision: 'approve',
    });
    expect(twice.status).toBe(200);
    expect(twice.body).toMatchObject({
      message: 'E-mail change approved',
      data: { id: next.id, status: 'Approved', email: second },
    });
    expect(await noticesOf(who.id, 'EMAIL_CHANGE_APPROVED')).toBe(1);
    expect((await auditOf(who.id)).map((a) => a.action)).toEqual(actions);
    const declineNow = await as(admin, 'POST', `/admin/email-requests/${next.id}`, {
      decision: 'decline',
      reason: 'Too late',
    });
    expect(declineNow.status).toBe(400);
    expect(declineNow.body).toMatchObject({
      code: 'NOTHING_TO_DECIDE',
      message: 'This request is already decided',
    });
    expect((await getMe(t.app, who)).body.data.email).toBe(second);
  });

  it('refuses to approve an e-mail taken meanwhile', async () => {
    const who = await createEmployer(t.app);
    const wanted = uniqueEmail();
    await request(who, wanted);
    const item = await openRequest(who);
    await signInEmployer(t.app, wanted);
    const res = await as(admin, 'POST', `/admin/email-requests/${item.id}`, {
      decision: 'approve',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'This e-mail address is already in use',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, who.id));
    expect(row?.email).toBe(who.email);
  });
});

describe('jobs moderation', () => {
  it('lists jobs with the employer and deactivates one (status 4), once', async () => {
    const who = await createEmployer(t.app);
    const job = await insertJob(t, who.id, 0);
    const list = await as(admin, 'GET', '/admin/jobs?status=0&page=0');
    const item = list.body.data.find((j: { _id: string }) => j._id === job);
    expect(item).toMatchObject({
      job_title: 'Delivery Executive',
      status: 0,
      category: 'delivery',
      skills: ['own-bike'],
      employer_name: 'Anita Sharma',
      employer_email: who.email,
      created_by: who.id,
    });
    const reason = 'false or misleading details'; // ADMIN_REASONS.job, picked in English
    const res = await as(admin, 'PUT', `/admin/jobs/${job}/deactivate`, { reason });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Job deactivated', data: { _id: job, status: 4 } });
    const [audit] = await auditOf(job);
    expect(audit).toMatchObject({ action: 'job.deactivate', detail: { reason } });
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, who.id), eq(notifications.notificationType, 'INACTIVE')));
    expect(notice?.payload).toBe(
      'Your job Delivery Executive is deactivated. Reason: false or misleading details. Please proceed to post new job.',
    );
    // in the employer's screen language, whatever the account's (issue 14: every word)
    const told = await newestNoticeInHindi(who);
    expect(told).toMatchObject({
      notification_type: 'INACTIVE',
      payload:
        'आपकी नौकरी Delivery Executive बंद कर दी गई है। कारण: गलत या भ्रामक जानकारी। कृपया नई नौकरी पोस्ट करें।',
    });
    // the same tap again: done, the employer told once
    const again = await as(admin, 'PUT', `/admin/jobs/${job}/deactivate`, { reason });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ message: 'Job deactivated', data: { _id: job, status: 4 } });
    expect(await noticesOf(who.id, 'INACTIVE')).toBe(1);
    expect((await auditOf(job)).map((a) => a.action)).toEqual(['job.deactivate']);
    const deactivated = await as(admin, 'GET', '/admin/jobs?status=4');
    expect(deactivated.body.data.some((j: { _id: string }) => j._id === job)).toBe(true);
    // the employer's own list says why, as the administrator sent it
    const own = await call(t.app, { method: 'GET', url: '/api/job/recruiter/', token: who.token });
    expect(own.body.data.find((j: { _id: string }) => j._id === job)).toMatchObject({
      status: 4,
      deactivation_reason: reason,
    });
  });
});

describe('job categories', () => {
  const suffix = `${Date.now() % 100000}`;
  const body = (change: object = {}) => ({
    name_en: `Solar Technician ${suffix}`,
    name_hi: 'सोलर तकनीशियन',
    icon: '🔆',
    skills: [
      { en: 'Panel mounting', hi: 'पैनल लगाना' },
      { en: 'Inverter wiring', hi: 'इन्वर्टर वायरिंग' },
    ],
    is_active: true,
    ...change,
  });

  it('creates with slug ids, replaces keeping skill ids, hides inactive ones', async () => {
    const created = await as(admin, 'POST', '/admin/job-categories', body());
    expect(created.status).toBe(200);
    const id = `solar-technician-${suffix}`;
    expect(created.body.data).toMatchObject({
      _id: id,
      name_en: `Solar Technician ${suffix}`,
      is_active: true,
      skills: [
        { id: 'panel-mounting', en: 'Panel mounting', hi: 'पैनल लगाना' },
        { id: 'inverter-wiring', en: 'Inverter wiring', hi: 'इन्वर्टर वायरिंग' },
      ],
    });
    const dup = await as(admin, 'POST', '/admin/job-categories', body());
    expect(dup.body.code).toBe('CATEGORY_EXISTS');
    const pub = await call(t.app, { method: 'GET', url: `/api/job-category/one?_id=${id}` });
    expect(pub.body.data.skills[0]).toEqual({
      _id: 'panel-mounting',
      name: 'Panel mounting',
      name_hi: 'पैनल लगाना',
    });

    const replaced = await as(
      admin,
      'PUT',
      `/admin/job-categories/${id}`,
      body({
        skills: [
          { id: 'panel-mounting', en: 'Rooftop panel mounting', hi: 'छत पर पैनल लगाना' },
          { en: 'inverter wiring', hi: 'इन्वर्टर वायरिंग' },
          { en: 'Battery care', hi: 'बैटरी की देखभाल' },
        ],
        is_active: false,
      }),
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.skills.map((s: { id: string }) => s.id)).toEqual([
      'panel-mounting',
      'inverter-wiring',
      'battery-care',
    ]);
    const hidden = await call(t.app, { method: 'GET', url: `/api/job-category/one?_id=${id}` });
    expect(hidden.status).toBe(404);
    const all = await as(admin, 'GET', '/admin/job-categories');
    expect(all.body.data.find((c: { _id: string }) => c._id === id)).toMatchObject({
      is_active: false,
    });
    expect(all.body.data.find((c: { _id: string }) => c._id === 'driver')).toMatchObject({
      name_en: 'Driver',
      is_active: true,
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorId, admin.id))
      .orderBy(desc(auditLog.createdAt));
    expect(audits.filter((a) => a.detail?.category_id === id).map((a) => a.action)).toEqual([
      'category.update',
      'category.create',
    ]);
  });

  it('keeps admin edits of a built-in category when the app starts again', async () => {
    const before = (await as(admin, 'GET', '/admin/job-categories')).body.data.find(
      (c: { _id: string }) => c._id === 'gardener',
    );
    const edited = {
      name_en: before.name_en,
      name_hi: before.name_hi,
      icon: before.icon,
      skills: before.skills,
      is_active: true,
    };
    try {
      await as(admin, 'PUT', '/admin/job-categories/gardener', { ...edited, name_hi: 'माली जी' });
      await syncCategories(t.database.db);
      const after = await call(t.app, { method: 'GET', url: '/api/job-category/one?_id=gardener' });
      expect(after.body.data.name_hi).toBe('माली जी');
    } finally {
      await as(admin, 'PUT', '/admin/job-categories/gardener', edited);
    }
  });

  it.each([
    [{ skills: [] }, 'skills', 'Please select atleast 1 skill'],
    [{ name_en: '' }, 'name_en', 'This field is required'],
    [{ name_hi: 'x'.repeat(61) }, 'name_hi', 'maximum 60 characters allowed'],
    [
      { skills: [{ id: 'Bad Id', en: 'A', hi: 'अ' }] },
      'skills.0.id',
      'Use small letters, digits and - only',
    ],
    [
      {
        skills: [
          { en: 'Same', hi: 'एक' },
          { en: 'same', hi: 'दो' },
        ],
      },
      'skills',
      'This skill is already chosen',
    ],
  ])('validates %j', async (change, field, message) => {
    const res = await as(admin, 'POST', '/admin/job-categories', body(change));
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
  });
});

describe('GET /admin/audit', () => {
  it("lists actions newest first with the actor's name", async () => {
    const who = await createEmployer(t.app);
    const job = await insertJob(t, who.id, 0);
    await as(admin, 'PUT', `/admin/jobs/${job}/deactivate`, {});
    // no reason given: the employer reads spec 001 §4's text alone
    expect((await newestNoticeInHindi(who)).payload).toBe(
      'आपकी नौकरी Delivery Executive बंद कर दी गई है। कृपया नई नौकरी पोस्ट करें।',
    );
    const res = await as(admin, 'GET', '/admin/audit?page=0');
    expect(res.status).toBe(200);
    expect(res.body.count).toBeGreaterThanOrEqual(1);
    const row = res.body.data.find((a: { subject_id: string }) => a.subject_id === job);
    expect(row).toMatchObject({
      actor_id: admin.id,
      actor_name: 'Anita Sharma',
      action: 'job.deactivate',
    });
  });
});

describe('npm run admin:create (createAdmin)', () => {
  it('creates a role-2 superadmin by mobile, then leaves it unchanged', async () => {
    const mobile = uniqueMobile();
    const created = await createAdmin(t.database.db, ` ${mobile} `);
    expect(created).toMatchObject({ action: 'created', role: 2 });
    expect(created.message).toContain('sign in at /recruiter');
    const [row] = await t.database.db.select().from(users).where(eq(users.contact, mobile));
    expect(row).toMatchObject({ role: 2, isSuperadmin: true, id: created.userId });
    const again = await createAdmin(t.database.db, mobile);
    expect(again).toMatchObject({ action: 'unchanged', userId: created.userId });
  });

  it('flags an existing employer found by lower-cased e-mail, who then passes the guard', async () => {
    const who = await createEmployer(t.app);
    const denied = await as(who, 'GET', '/admin/companies');
    expect(denied.status).toBe(403);
    const flagged = await createAdmin(t.database.db, who.email.toUpperCase());
    expect(flagged).toMatchObject({ action: 'flagged', userId: who.id });
    expect(flagged.message).toBe(
      `${who.email} is now a Kaamkaj administrator (employer, id ${who.id})`,
    );
    expect((await as(who, 'GET', '/admin/companies')).status).toBe(200);
    expect((await auditOf(who.id))[0]?.action).toBe('admin.flag');
  });

  it('refuses input that is neither a mobile nor an e-mail', async () => {
    await expect(createAdmin(t.database.db, '12345')).rejects.toThrow(
      '"12345" is neither a 10-digit mobile number nor an e-mail address',
    );
  });
});

describe('demo data (README "Demo accounts")', () => {
  it('has the admin and every demo employer verified, with jobs and allowances', async (ctx) => {
    // Demo data loads only into an empty database: a fresh embedded one here.
    if (process.env.DATABASE_URL) ctx.skip();
    const fresh = await createTestApp();
    try {
      // its time is npm start's (scripts/measure-start.mjs), not a timed assertion here
      await seedDemoData(fresh.database.db, fresh.app.log, createStorage(fresh.config));
      const login = await signInEmployer(fresh.app, 'admin@kaamkaj.in');
      expect(login.data).toMatchObject({ profile_status: 2 });
      const token = login.data.token;
      const companiesRes = await call(fresh.app, {
        method: 'GET',
        url: '/api/admin/companies?status=Approved',
        token,
      });
      expect(companiesRes.body.count).toBe(2 + DEMO_EMPLOYERS.length);
      expect(
        companiesRes.body.data.map((c: { company_name: string }) => c.company_name).sort(),
      ).toEqual(
        ['Kaamkaj Operations', 'Sharma Logistics', ...DEMO_EMPLOYERS.map((e) => e.name)].sort(),
      );
      const jobsRes = await call(fresh.app, { method: 'GET', url: '/api/admin/jobs', token });
      expect(jobsRes.body.count).toBe(3 + DEMO_JOB_COUNT);
      const [sharma] = await fresh.database.db
        .select()
        .from(users)
        .where(eq(users.email, 'hr@sharmalogistics.in'));
      const sharmaJobs = await fresh.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.createdBy, sharma?.id ?? ''));
      expect(sharmaJobs.map((j) => j.status).sort()).toEqual([0, 0, 2]);
      const all = await fresh.database.db.select().from(jobs);
      const open = all.filter((j) => j.status === 0);
      expect(open.length).toBeGreaterThan(250);
      expect(all.filter((j) => j.status === 2 || j.status === 3).length).toBeGreaterThan(10);
      expect(new Set(all.map((j) => j.category)).size).toBe(JOB_CATEGORIES.length);
      expect(new Set(open.map((j) => j.district)).size).toBeGreaterThan(15);
      const oldest = Math.min(...all.map((j) => j.createdAt.getTime()));
      expect(Date.now() - oldest).toBeLessThanOrEqual(60 * 86_400_000 + 60_000);
      expect(
        all.every((j) => (j.salaryFrom ?? 0) >= 8000 && (j.salaryTo ?? 35_000) <= 35_000),
      ).toBe(true);
      const subs = await fresh.database.db.select().from(subscriptions);
      expect(subs).toHaveLength(2 + DEMO_EMPLOYERS.length);
      const [adminRow] = await fresh.database.db
        .select()
        .from(users)
        .where(eq(users.contact, '9000000001'));
      expect(adminRow).toMatchObject({ name: 'Kaamkaj Admin', isSuperadmin: true, role: 2 });

      // the demo seeker (Ravi Kumar, Lucknow, driver and electrician) sees a full feed
      const ravi = await signInSeeker(fresh.app, '9876543210');
      const feed = await call(fresh.app, {
        method: 'GET',
        url: `/api/job/all?user_id=${ravi.data._id}&page=0`,
        token: ravi.data.token,
      });
      expect(feed.status).toBe(200);
      expect(feed.body.data).toHaveLength(30);
      expect(feed.body.count).toBeGreaterThan(60);
      expect(feed.body.data[0]).toMatchObject({ district: 'up-lucknow' });
      expect(feed.body.data[0].match_reasons).toContain('district');

      // issue 6: Sharma Logistics' applicants, interviews and notifications
      const db = fresh.database.db;
      const seekers = await db.select().from(users).where(eq(users.role, 0));
      expect(seekers).toHaveLength(1 + DEMO_APPLICANTS.length + DEMO_ENROLLED.length);
      // all onboarded but the one the demo Saarthi enrolled who has still to choose their jobs
      expect(seekers.filter((u) => u.profileStatus !== 2).map((u) => u.name)).toEqual([
        'Mohan Lal',
      ]);
      const agent = await db.select().from(users).where(eq(users.contact, DEMO_SAARTHI_CONTACT));
      expect(
        seekers
          .filter((u) => u.createdBy === agent[0]?.id)
          .map((u) => u.name)
          .sort(),
      ).toEqual(DEMO_ENROLLED.map((e) => e.name).sort());
      const apps = await db.select().from(applications);
      const byStatus = (status: string) => apps.filter((a) => a.status === status).length;
      expect(apps).toHaveLength(DEMO_APPLICANTS.length + 2);
      expect(new Set(apps.map((a) => a.jobId)).size).toBe(2);
      expect([
        byStatus('Applied'),
        byStatus('Shortlisted'),
        byStatus('Selected'),
        byStatus('Rejected'),
      ]).toEqual([4, 3, 2, 1]);
      const raviApps = apps.filter((a) => a.seekerId === ravi.data._id);
      expect(raviApps.map((a) => a.status).sort()).toEqual(['Selected', 'Shortlisted']);
      const dates = await db.select().from(interviews).orderBy(interviews.date);
      const day = 86_400_000;
      expect(
        dates.map((i) => [i.seekerId === ravi.data._id, i.date, i.startTime, i.endTime, i.status]),
      ).toEqual([
        [false, istToday(new Date(Date.now() + day)), '11.00', '12.00', 'pending'],
        [true, istToday(new Date(Date.now() + 2 * day)), '15.00', '16.00', 'pending'],
      ]);
      const notes = await db.select().from(notifications);
      const raviNotes = notes.filter((n) => n.userId === ravi.data._id);
      expect(raviNotes.map((n) => n.notificationType).sort()).toEqual([
        'INCOMPLETE_PROFILE',
        'INTERVIEW_CONFIRM',
        'INTERVIEW_SHORTLISTED',
        'INTERVIEW_SHORTLISTED',
      ]);
      expect(raviNotes.every((n) => /[\u0900-\u097F]/.test(n.payload))).toBe(true);
      const applied = notes.filter((n) => n.userId === sharma?.id);
      expect(applied).toHaveLength(DEMO_APPLICANTS.length + 2);
      expect(applied.every((n) => n.notificationType === 'JOB_APPLIED')).toBe(true);
      expect(applied.map((n) => n.payload)).toContain(
        'Suresh Yadav applied for Truck Driver (HMV)',
      );
      // the applicants are complete, active seekers the employer's candidate search finds
      const employer = await signInEmployer(fresh.app, 'hr@sharmalogistics.in');
      const found = await call(fresh.app, {
        method: 'POST',
        url: '/api/user/emp/job/delivery/js/filter',
        token: employer.data.token,
        payload: { filters: { address_current: ['up-lucknow', 'up-kanpur-nagar', 'rj-jaipur'] } },
      });
      expect(found.body.count).toBe(4);
    } finally {
      await fresh.app.close();
    }
  }, 60_000);
});
