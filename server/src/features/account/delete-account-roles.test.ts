import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  latestOtp,
  signInEmployer,
  type TestApp,
  uniqueIp,
} from '../../../test/helpers';
import { applicant, employerWithOpenJob } from '../../../test/pipeline';
import {
  applications,
  auditLog,
  companies,
  interviews,
  jobs,
  notifications,
  paymentOrders,
  plans,
  saarthiAgents,
  saarthiCodes,
  users,
} from '../../platform/db/schema';
import { newId } from '../../platform/ids';
import { createAgent, enrol } from '../saarthi/test-support';
import {
  askDeleteCode,
  confirmDelete,
  deleteAccount,
  downloadMyData,
  storedInterview,
} from './test-support';

// issue 15 item 9: what deleting an account does for an employer and for a Saarthi.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const db = () => t.database.db;

describe('an employer deletes their account', () => {
  it('by a code to their sign-in e-mail: jobs close, interviews are called off, payments stay', async () => {
    const { employer, jobId } = await employerWithOpenJob(t);
    const seeker = await applicant(t, jobId);
    await db().update(users).set({ lang: 'hi' }).where(eq(users.id, seeker.id));
    const ahead = await storedInterview(t, {
      jobId,
      seekerId: seeker.id,
      recruiterId: employer.id,
      seekerName: 'Ravi Kumar',
      days: 2,
    });
    const [plan] = await db().select().from(plans).where(eq(plans.audience, 'employer'));
    await db()
      .insert(paymentOrders)
      .values({
        id: newId(),
        userId: employer.id,
        planCode: plan?.code ?? '',
        plan: { code: plan?.code },
        amountPaise: plan?.pricePaise ?? 100,
        provider: 'simulated',
        providerOrderId: `order_${newId()}`,
        status: 'paid',
        receipt: 'KK-20261124-TEST01',
        paidAt: new Date(),
      });

    const sent = await askDeleteCode(t, employer.token, employer.email);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({
      channel: 'email',
      to: `h***@${employer.email.split('@')[1]}`,
    });
    const res = await confirmDelete(t, employer.token, {
      code: await latestOtp(t.app, employer.email),
    });
    expect(res.status).toBe(200);

    const [job] = await db().select().from(jobs).where(eq(jobs.id, jobId));
    expect(job?.status).toBe(2);
    expect(await db().select().from(companies).where(eq(companies.userId, employer.id))).toEqual(
      [],
    );
    // the seeker keeps their application, is told in their language, and the interview is off
    const kept = await db().select().from(applications).where(eq(applications.seekerId, seeker.id));
    expect(kept.map((a) => a.status)).toEqual(['Applied']);
    expect(await db().select().from(interviews).where(eq(interviews.id, ahead))).toEqual([]);
    const [told] = await db()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, seeker.id),
          eq(notifications.notificationType, 'INTERVIEW_CANCELLED'),
        ),
      );
    expect(told?.payload).toMatch(/^Sharma Logistics की Delivery Executive नौकरी का .* इंटरव्यू रद्द/);
    const mine = await downloadMyData(t, seeker.token);
    expect(mine.body.applications[0]).toMatchObject({ job_title: 'Delivery Executive' });
    // the payment stays for the tax records, tied to the emptied account
    const [order] = await db()
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, employer.id));
    expect(order).toMatchObject({ receipt: 'KK-20261124-TEST01', status: 'paid' });
    const [account] = await db().select().from(users).where(eq(users.id, employer.id));
    expect(account).toMatchObject({ email: null, name: null });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.deleted'), eq(auditLog.actorId, employer.id)));
    expect(audit?.detail).toMatchObject({ role: 2, jobs_closed: 1, payments_kept: 1 });
    // the e-mail is free for a new sign-up
    const again = await signInEmployer(t.app, employer.email);
    expect(again.message).toBe('Successfully Registered');
    expect(again.data._id).not.toBe(employer.id);
  });
});

describe('a Saarthi deletes their account', () => {
  it('the seekers they registered stay, their code stops working', async () => {
    const agent = await createAgent(t);
    const enrolled = await enrol(t, agent, { name: 'Shyam Lal' });
    expect(enrolled.status).toBe(200);
    expect((await deleteAccount(t, agent, agent.contact)).status).toBe(200);

    const [seeker] = await db().select().from(users).where(eq(users.name, 'Shyam Lal'));
    expect(seeker).toMatchObject({ role: 0, createdBy: agent.id, deletedAt: null });
    expect(
      await db().select().from(saarthiAgents).where(eq(saarthiAgents.userId, agent.id)),
    ).toEqual([]);
    const [code] = await db().select().from(saarthiCodes).where(eq(saarthiCodes.code, agent.code));
    expect(code?.active).toBe(false);
    const login = await call(t.app, {
      method: 'POST',
      url: '/api/login/saarthi',
      payload: { contact: agent.contact, emp_code: agent.code },
      remoteAddress: uniqueIp(),
    });
    expect(login.status).toBe(400);
    expect(login.body.code).toBe('SAARTHI_NOT_FOUND');
  });
});
