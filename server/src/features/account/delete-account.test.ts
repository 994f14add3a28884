import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/company';
import { PNG } from '../../../test/employer';
import {
  call,
  createTestApp,
  latestOtp,
  signInSeeker,
  type TestApp,
  uniqueIp,
} from '../../../test/helpers';
import { applicant, employerWithOpenJob, setApplicationStatus } from '../../../test/pipeline';
import { saveProfile, uploadFile } from '../../../test/seeker';
import {
  applications,
  auditLog,
  files,
  interviews,
  notifications,
  seekerProfiles,
  sessions,
  users,
} from '../../platform/db/schema';
import { newId } from '../../platform/ids';
import { REDACTED } from './scrub';
import { askDeleteCode, confirmDelete, deleteAccount, storedInterview } from './test-support';

// issue 15 item 9 (DPDP Act 2023 §12): "Delete my account" for a job seeker.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const db = () => t.database.db;

describe('POST /api/user/v2/delete-account/code', () => {
  it('sends a code for deleting, in the reader language, to the own mobile', async () => {
    const seeker = await signInSeeker(t.app);
    const res = await askDeleteCode(t, seeker.data.token, seeker.contact, 'hi');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ channel: 'sms', to: `******${seeker.contact.slice(-4)}` });
    const [sms] = (
      await call(t.app, { method: 'GET', url: `/api/dev/outbox?to=${seeker.contact}` })
    ).body.data;
    expect(sms.text).toMatch(/आपका काम-काज खाता हटाने का कोड है/);
  });

  it('keeps the sign-in caps: a second code within a minute waits', async () => {
    const seeker = await signInSeeker(t.app);
    await askDeleteCode(t, seeker.data.token, seeker.contact);
    const again = await call(t.app, {
      method: 'POST',
      url: '/api/user/v2/delete-account/code',
      token: seeker.data.token,
      remoteAddress: uniqueIp(),
    });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('OTP_RESEND_TOO_EARLY');
  });

  it('asks for a sign-in, and refuses an administrator', async () => {
    for (const url of ['/api/user/v2/delete-account/code', '/api/user/v2/delete-account']) {
      expect((await call(t.app, { method: 'POST', url, payload: {} })).status).toBe(401);
    }
    const admin = await createAdmin(t);
    const res = await askDeleteCode(t, admin.token, admin.email);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      'An administrator account cannot be deleted here. Please ask another administrator',
    );
  });
});

describe('POST /api/user/v2/delete-account', () => {
  it('names the missing code, in English and in Hindi', async () => {
    const seeker = await signInSeeker(t.app);
    const en = await confirmDelete(t, seeker.data.token, {}, 'en');
    expect(en.status).toBe(400);
    expect(en.body.errors).toEqual({ code: 'You must enter OTP' });
    const hi = await confirmDelete(t, seeker.data.token, {}, 'hi');
    expect(hi.body.errors.code).toMatch(/[\u0900-\u097F]/);
  });

  it('refuses a wrong code with its message, and a sign-in code is not a delete code', async () => {
    const seeker = await signInSeeker(t.app);
    // no delete code asked for yet: the sign-in code of a moment ago does not count
    const early = await confirmDelete(t, seeker.data.token, {
      code: await latestOtp(t.app, seeker.contact),
    });
    expect(early.status).toBe(400);
    expect(early.body.code).toBe('OTP_NOT_FOUND');
    await askDeleteCode(t, seeker.data.token, seeker.contact);
    const right = await latestOtp(t.app, seeker.contact);
    const wrong = right === '0000' ? '1111' : '0000';
    const en = await confirmDelete(t, seeker.data.token, { code: wrong.slice(0, right.length) });
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({
      code: 'INVALID_OTP',
      message: 'Sorry! Invalid OTP',
      errors: { code: 'Sorry! Invalid OTP' },
    });
    const hi = await confirmDelete(t, seeker.data.token, { code: wrong }, 'hi');
    expect(hi.body.message).toBe('माफ़ करें! OTP गलत है');
    const [row] = await db().select().from(users).where(eq(users.id, seeker.data._id));
    expect(row?.deletedAt).toBeNull();
  });

  it('deletes the seeker: signed out, profile and files gone, applications kept nameless', async () => {
    const { employer, jobId } = await employerWithOpenJob(t);
    const seeker = await applicant(t, jobId);
    await saveProfile(t.app, seeker, { address_current: 'Aminabad, Lucknow' });
    const fileId = await uploadFile(t.app, seeker, 'profile_pic', PNG, 'image/png', 'me.png');
    const [file] = await db().select().from(files).where(eq(files.id, fileId));
    expect(existsSync(path.join(t.config.DATA_DIR, 'files', file?.objectKey ?? ''))).toBe(true);
    await setApplicationStatus(t, jobId, seeker.id, 'Shortlisted');
    const future = await storedInterview(t, {
      jobId,
      seekerId: seeker.id,
      recruiterId: employer.id,
      seekerName: 'Ravi K',
      days: 3,
    });
    // audit rows that name the seeker: about them, and one that only quotes the number
    await db()
      .insert(auditLog)
      .values([
        {
          id: newId(),
          actorId: employer.id,
          action: 'test.about',
          subjectId: seeker.id,
          detail: { name: 'Ravi Kumar', contact: seeker.contact, status: 'kept' },
        },
        {
          id: newId(),
          actorId: employer.id,
          action: 'test.quote',
          subjectId: null,
          detail: { note: `called ${seeker.contact}`, job_id: jobId },
        },
      ]);

    const res = await deleteAccount(t, seeker, seeker.contact);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your account has been deleted');

    // the token in hand no longer works, and no session is left
    const me = await call(t.app, { method: 'GET', url: '/api/user/', token: seeker.token });
    expect(me.status).toBe(401);
    expect(await db().select().from(sessions).where(eq(sessions.userId, seeker.id))).toEqual([]);
    // the account row is an empty tombstone
    const [row] = await db().select().from(users).where(eq(users.id, seeker.id));
    expect(row).toMatchObject({ contact: null, name: null, email: null, lang: null });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(
      await db().select().from(seekerProfiles).where(eq(seekerProfiles.userId, seeker.id)),
    ).toEqual([]);
    expect(await db().select().from(files).where(eq(files.ownerId, seeker.id))).toEqual([]);
    expect(existsSync(path.join(t.config.DATA_DIR, 'files', file?.objectKey ?? ''))).toBe(false);
    // the application stays for the employer's counts, as an "Account deleted" row
    const [kept] = await db()
      .select()
      .from(applications)
      .where(and(eq(applications.jobId, jobId), eq(applications.seekerId, seeker.id)));
    expect(kept?.status).toBe('Shortlisted');
    const list = await call(t.app, {
      method: 'GET',
      url: `/api/job/users?_id=${jobId}&tab=shortlisted`,
      token: employer.token,
    });
    expect(list.body.data).toEqual([
      expect.objectContaining({ _id: seeker.id, name: null, account_deleted: true, contact: null }),
    ]);
    const act = await call(t.app, {
      method: 'POST',
      url: '/api/job/users/call-click',
      token: employer.token,
      payload: { job_id: jobId, user_id: seeker.id },
    });
    expect(act.status).toBe(410);
    expect(act.body.message).toBe('This job seeker has deleted their account');
    // the future interview is cancelled and its employer told, without the name
    expect(await db().select().from(interviews).where(eq(interviews.id, future))).toEqual([]);
    const told = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, employer.id));
    expect(told.map((n) => n.notificationType).sort()).toEqual([
      'INTERVIEW_CANCELLED',
      'JOB_APPLIED',
    ]);
    for (const n of told) expect(n.payload).not.toContain('Ravi');
    for (const n of told) expect(JSON.stringify(n.vars)).not.toContain('Ravi');
    expect(told.find((n) => n.notificationType === 'JOB_APPLIED')?.payload).toMatch(
      /^A job seeker applied/,
    );
    // read on a Hindi screen, where the text is written again from its values: still nameless
    const hindi = await call(t.app, {
      method: 'GET',
      url: '/api/notification',
      token: employer.token,
      headers: { 'accept-language': 'hi' },
    });
    expect(hindi.body.data).toHaveLength(2);
    for (const n of hindi.body.data) expect(n.payload).not.toContain('Ravi');
    const applied = hindi.body.data.find(
      (n: { notification_type: string }) => n.notification_type === 'JOB_APPLIED',
    );
    expect(applied.payload).toBe('एक उम्मीदवार ने Delivery Executive के लिए आवेदन किया');
    // the audit trail is whole, and names nobody
    const trail = await db().select().from(auditLog);
    const deleted = trail.filter((a) => a.action === 'account.deleted');
    expect(deleted).toEqual([
      expect.objectContaining({ actorId: seeker.id, subjectId: seeker.id }),
    ]);
    expect(deleted[0]?.detail).toMatchObject({ role: 0, applications_kept: 1 });
    const text = JSON.stringify(trail.map((a) => a.detail));
    expect(text).not.toContain('Ravi');
    expect(text).not.toContain(seeker.contact);
    expect(trail.find((a) => a.action === 'test.about')?.detail).toEqual({
      name: REDACTED,
      contact: REDACTED,
      status: 'kept',
    });
    expect(trail.find((a) => a.action === 'test.quote')?.detail).toEqual({
      note: REDACTED,
      job_id: jobId,
    });
  });

  it('frees the mobile: the same number signs up again as a new seeker', async () => {
    const seeker = await signInSeeker(t.app);
    expect((await deleteAccount(t, seeker.data, seeker.contact)).status).toBe(200);
    const again = await signInSeeker(t.app, seeker.contact);
    expect(again.message).toBe('Successfully Registered');
    expect(again.data._id).not.toBe(seeker.data._id);
    const [fresh] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.contact, seeker.contact));
    expect(fresh?.n).toBe(1);
  });
});
