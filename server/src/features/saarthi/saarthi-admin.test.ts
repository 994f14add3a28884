import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployer } from '../../../test/employer';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { createOnboardedSeeker } from '../../../test/seeker';
import { auditLog, users } from '../../platform/db/schema';
import { createAgent } from './test-support';

let t: TestApp;
let admin: { id: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createEmployer(t);
  await t.database.db.update(users).set({ isSuperadmin: true }).where(eq(users.id, admin.id));
});
afterAll(() => t.app.close());

/** A registered and signed-in Saarthi. */
const agent = () => createAgent(t, 'br-patna');

const setActive = (who: { token: string }, id: string, active: unknown) =>
  call(t.app, {
    method: 'PUT',
    url: `/api/admin/saarthi/${id}/active`,
    token: who.token,
    payload: { active },
  });

describe('the admin and Saarthi agents (issue 13 part 1)', () => {
  it('lists agents with their code and district', async () => {
    const a = await agent();
    const res = await call(t.app, { method: 'GET', url: '/api/admin/saarthi', token: admin.token });
    expect(res.body.data).toContainEqual(
      expect.objectContaining({
        _id: a.id,
        name: 'Geeta Kumari',
        contact: a.contact,
        saarthi_code: a.code,
        home_district: 'br-patna',
        active: true,
      }),
    );
  });

  it('deactivates an agent: signed out at once, the code sells nothing, audited; and back', async () => {
    const a = await agent();
    const before = await call(t.app, {
      method: 'GET',
      url: `/api/user/?_id=${a.id}`,
      token: a.token,
    });
    expect(before.status).toBe(200);
    const res = await setActive(admin, a.id, false);
    expect(res.body).toMatchObject({ message: 'Saarthi deactivated', data: { active: false } });
    const after = await call(t.app, {
      method: 'GET',
      url: `/api/user/?_id=${a.id}`,
      token: a.token,
    });
    expect(after.status).toBe(401);
    // a seeker can no longer name this agent's code
    const seeker = await createOnboardedSeeker(t.app);
    const order = await call(t.app, {
      method: 'POST',
      url: '/api/payment/order',
      token: seeker.token,
      payload: { plan_code: 'HLJ-JS-101', saarthi_code: a.code },
    });
    expect(order.body.code).toBe('INVALID_SAARTHI_CODE');
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, a.id));
    expect(audits.map((r) => [r.action, r.actorId])).toEqual([['saarthi.deactivate', admin.id]]);

    expect((await setActive(admin, a.id, true)).body.message).toBe('Saarthi activated');
    const again = await call(t.app, {
      method: 'POST',
      url: '/api/payment/order',
      token: seeker.token,
      payload: { plan_code: 'HLJ-JS-101', saarthi_code: a.code },
    });
    expect(again.status).toBe(200);
  });

  it('answers 404, 400 and, before the body, 401 and 403', async () => {
    expect((await setActive(admin, '0190a0a0-0000-7000-8000-000000000000', false)).status).toBe(
      404,
    );
    const bad = await setActive(admin, '0190a0a0-0000-7000-8000-000000000000', 'no');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('active');
    const a = await agent();
    const asAgent = await setActive(a, a.id, 'x');
    expect(asAgent.status).toBe(403);
    expect(asAgent.body.message).toBe('Only Kaamkaj administrators can do this');
    const anonymous = await call(t.app, { method: 'GET', url: '/api/admin/saarthi' });
    expect(anonymous.status).toBe(401);
  });
});
