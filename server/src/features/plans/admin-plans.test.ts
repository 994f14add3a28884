import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployer } from '../../../test/employer';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { auditLog, users } from '../../platform/db/schema';
import { orderFor } from './test-support';

let t: TestApp;
let admin: { id: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createEmployer(t);
  await t.database.db.update(users).set({ isSuperadmin: true }).where(eq(users.id, admin.id));
});
afterAll(() => t.app.close());

const edit = (who: { token: string }, code: string, payload: object) =>
  call(t.app, { method: 'PUT', url: `/api/admin/plans/${code}`, token: who.token, payload });

describe('the admin edits plans (issue 12: plans as data)', () => {
  it('changes a price and a limit, audited, and new orders read them', async () => {
    const res = await edit(admin, 'HLJ-EMP-103', { price_paise: 250_000, job_posts: 20 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      code: 'HLJ-EMP-103',
      price_paise: 250_000,
      job_posts: 20,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'plan.update'));
    expect(audit?.actorId).toBe(admin.id);
    expect(audit?.detail).toMatchObject({
      code: 'HLJ-EMP-103',
      before: { price_paise: 300_000, job_posts: 15 },
      after: { price_paise: 250_000, job_posts: 20 },
    });
    const buyer = await createEmployer(t);
    const order = await orderFor(t, buyer, { plan_code: 'HLJ-EMP-103' });
    expect(order.body.amount).toBe(2500);
  });

  it('takes a plan off sale, and back', async () => {
    await edit(admin, 'HLJ-EMP-101', { active: false });
    const listed = await call(t.app, { method: 'GET', url: '/api/plans?audience=employer' });
    expect(listed.body.data.map((p: { code: string }) => p.code)).not.toContain('HLJ-EMP-101');
    const buyer = await createEmployer(t);
    expect((await orderFor(t, buyer, { plan_code: 'HLJ-EMP-101' })).body.code).toBe(
      'PLAN_NOT_FOUND',
    );
    const all = await call(t.app, { method: 'GET', url: '/api/admin/plans', token: admin.token });
    expect(all.body.data).toContainEqual(
      expect.objectContaining({ code: 'HLJ-EMP-101', active: false }),
    );
    await edit(admin, 'HLJ-EMP-101', { active: true });
  });

  it('refuses bad values naming the field', async () => {
    const price = await edit(admin, 'HLJ-JS-101', { price_paise: 5 });
    expect(price.status).toBe(400);
    expect(price.body.errors).toEqual({
      price_paise: 'Price must be between ₹1 and ₹1,00,000, in paise',
    });
    const below = await edit(admin, 'HLJ-EMP-102', { original_price_paise: 100 });
    expect(below.body.errors).toEqual({
      original_price_paise: 'The original price must not be below the price',
    });
    const empty = await edit(admin, 'HLJ-EMP-102', {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Change at least one value');
    const unknown = await edit(admin, 'NOPE', { job_posts: 1 });
    expect(unknown.status).toBe(404);
  });

  it('is for superadmins only, checked before the body', async () => {
    const employer = await createEmployer(t);
    const res = await edit(employer, 'HLJ-JS-101', { price_paise: 100 });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only Kaamkaj administrators can do this');
    const anonymous = await call(t.app, {
      method: 'PUT',
      url: '/api/admin/plans/HLJ-JS-101',
      payload: [],
    });
    expect(anonymous.status).toBe(401);
    const plans = await call(t.app, { method: 'GET', url: '/api/plans?audience=seeker' });
    expect(plans.body.data[0].price_paise).toBe(50_000);
  });
});
