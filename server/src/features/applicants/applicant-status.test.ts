import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJob } from '../../../test/company';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { applicant, employerWithOpenJob, type TestEmployer } from '../../../test/pipeline';
import { auditLog } from '../../platform/db/schema';
import { act, applicationStatus, list, notificationsOf, storedApplicant } from './test-support';

let t: TestApp;
let employer: TestEmployer;
let jobId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ employer, jobId } = await employerWithOpenJob(t));
});
afterAll(() => t.app.close());

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
/** Where each action leads: from there, the same action again is answered as done. */
const LEADS_TO: Record<string, string> = {
  shortlist: 'Shortlisted',
  shortlistAgain: 'Shortlisted',
  notShortlist: 'Rejected',
  reject: 'Rejected',
  hired: 'Hired',
};
const OTHERS = STATUSES.flatMap((from) =>
  ACTIONS.filter((action) => !ALLOWED.some(([f, a]) => f === from && a === action)).map(
    (action) => [from, action] as const,
  ),
);
const DONE = OTHERS.filter(([from, action]) => LEADS_TO[action] === from);
const REFUSED = OTHERS.filter(([from, action]) => LEADS_TO[action] !== from);

describe('PUT /api/job/users/status', () => {
  it.each(ALLOWED)('%s --%s--> %s, telling the seeker (%s)', async (from, action, to, type) => {
    const seekerId = await storedApplicant(t, jobId, from);
    const res = await act(t, employer, seekerId, action, jobId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: expect.stringMatching(/^Applicant /),
      data: { status: to, joining: null },
    });
    expect(await applicationStatus(t, jobId, seekerId)).toBe(to);
    const told = await notificationsOf(t, seekerId);
    expect(told.map((n) => [n.notificationType, n.data])).toEqual([[type, { job_id: jobId }]]);
  });

  it('has 5 actions already done and 14 refused edges', () => {
    expect(DONE).toEqual([
      ['Shortlisted', 'shortlist'],
      ['Shortlisted', 'shortlistAgain'],
      ['Rejected', 'notShortlist'],
      ['Rejected', 'reject'],
      ['Hired', 'hired'],
    ]);
    expect(REFUSED).toHaveLength(14);
  });

  // a repeated tap whose first answer was lost: the employer sees it done, the seeker is not told twice
  it.each(DONE)('%s --%s--> already done: 200, nothing changed or told', async (from, action) => {
    const seekerId = await storedApplicant(t, jobId, from);
    const res = await act(t, employer, seekerId, action, jobId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: expect.stringMatching(/^Applicant /),
      data: { status: from, joining: null },
    });
    expect(await applicationStatus(t, jobId, seekerId)).toBe(from);
    expect(await notificationsOf(t, seekerId)).toEqual([]);
  });

  it.each(REFUSED)('%s --%s--> refused', async (from, action) => {
    const seekerId = await storedApplicant(t, jobId, from);
    const res = await act(t, employer, seekerId, action, jobId);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: 'INVALID_TRANSITION',
      message: 'This action is not available for the applicant',
    });
    expect(await applicationStatus(t, jobId, seekerId)).toBe(from);
    expect(await notificationsOf(t, seekerId)).toEqual([]);
  });

  it('a double tap, or a tap made again, changes and notifies once', async () => {
    const seekerId = await storedApplicant(t, jobId, 'Applied');
    const [a, b] = await Promise.all([
      act(t, employer, seekerId, 'shortlist', jobId),
      act(t, employer, seekerId, 'shortlist', jobId),
    ]);
    expect([a.body.data, b.body.data]).toEqual([
      { status: 'Shortlisted', joining: null },
      { status: 'Shortlisted', joining: null },
    ]);
    const again = await act(t, employer, seekerId, 'shortlist', jobId);
    expect(again.body.data).toEqual({ status: 'Shortlisted', joining: null });
    const told = await notificationsOf(t, seekerId);
    expect(told.map((n) => n.notificationType)).toEqual(['INTERVIEW_SHORTLISTED']);
  });

  it('tells the seeker again when a status is reached a second time', async () => {
    const seekerId = await storedApplicant(t, jobId, 'Applied');
    for (const action of ['notShortlist', 'shortlistAgain', 'notShortlist', 'shortlistAgain']) {
      expect((await act(t, employer, seekerId, action, jobId)).status).toBe(200);
    }
    const told = await notificationsOf(t, seekerId);
    expect(told.map((n) => n.notificationType)).toEqual([
      'INTERVIEW_NOT_SHORTLISTED',
      'INTERVIEW_SHORTLISTED',
      'INTERVIEW_NOT_SHORTLISTED',
      'INTERVIEW_SHORTLISTED',
    ]);
  });

  it("writes the text in the seeker's language: English", async () => {
    const seeker = await applicant(t, jobId);
    await act(t, employer, seeker.id, 'shortlist', jobId);
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
      const seekerId = await storedApplicant(t, jobId, from, { lang: 'hi' });
      await act(t, employer, seekerId, action, jobId);
      const [told] = await notificationsOf(t, seekerId);
      expect(told?.payload).toBe(text);
    }
    const english = await storedApplicant(t, jobId, 'Selected');
    await act(t, employer, english, 'hired', jobId);
    const [hired] = await notificationsOf(t, english);
    expect(hired?.payload).toBe(
      'Congratulations! You are hired for Delivery Executive at Sharma Logistics',
    );
  });

  it('refuses changes on a job that is not Open, while its list still reads', async () => {
    for (const status of [1, 2, 3, 4]) {
      const job = await insertJob(t, employer.id, status);
      const seekerId = await storedApplicant(t, job, 'Applied');
      const res = await act(t, employer, seekerId, 'shortlist', job);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        code: 'JOB_NOT_OPEN',
        message: 'This job is not open',
      });
      expect(await applicationStatus(t, job, seekerId)).toBe('Applied');
      const listed = await list(t, employer, job);
      expect(listed.body).toMatchObject({ count: 1, job: { status } });
    }
  });

  it('refuses an unknown action and a non-applicant', async () => {
    const seekerId = await storedApplicant(t, jobId, 'Applied');
    const bad = await act(t, employer, seekerId, 'promote', jobId);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'This action is not available for the applicant',
      errors: { action: 'This action is not available for the applicant' },
    });
    const saved = await storedApplicant(t, jobId, 'Saved');
    const res = await act(t, employer, saved, 'shortlist', jobId);
    expect(res.status).toBe(404);
    expect(await applicationStatus(t, jobId, saved)).toBe('Saved');
  });
});

describe('audit (DESIGN.md §5)', () => {
  it('writes an audit row with the edge in the transaction of the change', async () => {
    const seeker = await storedApplicant(t, jobId, 'Applied');
    expect((await act(t, employer, seeker, 'shortlist', jobId)).status).toBe(200);
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
    // a tap made again (already done) and a refused edge leave no row
    expect((await act(t, employer, seeker, 'shortlist', jobId)).status).toBe(200);
    expect((await act(t, employer, seeker, 'reject', jobId)).status).toBe(400);
    const again = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, employer.id), eq(auditLog.action, 'applicant.status')));
    expect(
      again.filter((r) => (r.detail as { seeker_id?: string }).seeker_id === seeker),
    ).toHaveLength(1);
  });
});
