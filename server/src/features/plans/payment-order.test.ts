import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployer } from '../../../test/employer';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { createOnboardedSeeker } from '../../../test/seeker';
import { paymentOrders, saarthiCodes, users } from '../../platform/db/schema';
import { orderFor, orderRow } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

describe('GET /plans (issue 12: plans as data)', () => {
  it('lists the seeded plans with prices in paise, by audience', async () => {
    const seeker = await call(t.app, { method: 'GET', url: '/api/plans?audience=seeker' });
    expect(seeker.body.data).toEqual([
      expect.objectContaining({
        code: 'HLJ-JS-101',
        name_en: 'Premium',
        name_hi: 'प्रीमियम',
        price_paise: 50_000,
        duration_days: 365,
      }),
    ]);
    const employer = await call(t.app, { method: 'GET', url: '/api/plans?audience=employer' });
    expect(
      employer.body.data.map(
        (p: { code: string; price_paise: number; job_posts: number; animated_jds: number }) => [
          p.code,
          p.price_paise,
          p.job_posts,
          p.animated_jds,
        ],
      ),
    ).toEqual([
      ['HLJ-EMP-101', 60_000, 2, 0],
      ['HLJ-EMP-102', 100_000, 4, 1],
      ['HLJ-EMP-103', 300_000, 15, 3],
    ]);
  });

  it('refuses an unknown audience naming the field', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/plans?audience=admin' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('audience');
  });
});

describe('POST /payment/order (spec 000 §5 steps 1-2, §7)', () => {
  it('prices the order from the plan record and credits the Saarthi code given', async () => {
    const seeker = await createOnboardedSeeker(t.app);
    const res = await orderFor(t, seeker, { plan_code: 'HLJ-JS-101', saarthi_code: 'saarthi001' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      amount: 500,
      currency: 'INR',
      key_id: 'rzp_test_kaamkajlocal',
      description: 'Kaamkaj Premium plan',
      checkout_script: '/api/payment/simulated/checkout.js',
      prefill: { contact: seeker.contact },
    });
    expect(res.body.order_id).toMatch(/^order_[0-9A-Za-z]{14}$/);
    const row = await orderRow(t, res.body.transaction_id);
    expect(row).toMatchObject({
      userId: seeker.id,
      planCode: 'HLJ-JS-101',
      amountPaise: 50_000,
      status: 'created',
      saarthiCode: 'SAARTHI001',
      providerOrderId: res.body.order_id,
    });
    expect(row?.receipt).toMatch(/^KK-\d{8}-[0-9A-Z]{6}$/);
  });

  it('reads the price edited in the plans table, not a constant', async () => {
    const employer = await createEmployer(t);
    await t.database.db.execute(
      "update plans set price_paise = 65000 where code = 'HLJ-EMP-101'" as never,
    );
    try {
      const res = await orderFor(t, employer, { plan_code: 'HLJ-EMP-101' });
      expect(res.body.amount).toBe(650);
      expect((await orderRow(t, res.body.transaction_id))?.amountPaise).toBe(65_000);
    } finally {
      await t.database.db.execute(
        "update plans set price_paise = 60000 where code = 'HLJ-EMP-101'" as never,
      );
    }
  });

  it('refuses an amount that differs from the plan price and stores no order', async () => {
    const seeker = await createOnboardedSeeker(t.app);
    const res = await orderFor(t, seeker, {
      plan_code: 'HLJ-JS-101',
      saarthi_code: 'SAARTHI001',
      amount: 1,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'AMOUNT_MISMATCH',
      errors: { amount: "Amount does not match the plan's price" },
    });
    const rows = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, seeker.id));
    expect(rows).toHaveLength(0);
  });

  it('accepts the amount when it matches (spec 000 §7 sends it)', async () => {
    const seeker = await createOnboardedSeeker(t.app);
    const res = await orderFor(t, seeker, {
      plan_code: 'HLJ-JS-101',
      saarthi_code: 'SAARTHI001',
      amount: 500,
    });
    expect(res.status).toBe(200);
    expect(res.body.amount).toBe(500);
  });

  it('answers INVALID_SAARTHI_CODE for an unknown or inactive code (spec 000 §8)', async () => {
    const seeker = await createOnboardedSeeker(t.app);
    const res = await orderFor(t, seeker, { plan_code: 'HLJ-JS-101', saarthi_code: 'NOBODY42' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: 'INVALID_SAARTHI_CODE',
      message: 'Please enter valid code',
      errors: { saarthi_code: 'Please enter valid code' },
    });
    await t.database.db.insert(saarthiCodes).values({ code: 'SAR1000', active: false });
    const inactive = await orderFor(t, seeker, {
      plan_code: 'HLJ-JS-101',
      saarthi_code: 'sar1000',
    });
    expect(inactive.body.code).toBe('INVALID_SAARTHI_CODE');
  });

  it('needs a Saarthi code for Premium (spec 000 §5)', async () => {
    const seeker = await createOnboardedSeeker(t.app);
    const res = await orderFor(t, seeker, { plan_code: 'HLJ-JS-101' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ saarthi_code: 'Please enter saarthi code' });
    const blank = await orderFor(t, seeker, { plan_code: 'HLJ-JS-101', saarthi_code: '  ' });
    expect(blank.body.errors).toEqual({ saarthi_code: 'Please enter saarthi code' });
  });

  it('sells each plan to its own audience only', async () => {
    const seeker = await createOnboardedSeeker(t.app);
    const employer = await createEmployer(t);
    const wrongSeeker = await orderFor(t, seeker, { plan_code: 'HLJ-EMP-101' });
    expect(wrongSeeker.status).toBe(403);
    expect(wrongSeeker.body.message).toBe('Employer plans are for employers');
    const wrongEmployer = await orderFor(t, employer, {
      plan_code: 'HLJ-JS-101',
      saarthi_code: 'SAARTHI001',
    });
    expect(wrongEmployer.status).toBe(403);
    expect(wrongEmployer.body.message).toBe('Premium membership is for job seekers');
  });

  it('refuses an unknown plan naming the field, and a seeker who is already premium', async () => {
    const seeker = await createOnboardedSeeker(t.app);
    const unknown = await orderFor(t, seeker, {
      plan_code: 'GOLD-FREE',
      saarthi_code: 'SAARTHI001',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ plan_code: 'Please choose a plan from the list' });
    await t.database.db
      .update(users)
      .set({ premiumUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, seeker.id));
    const again = await orderFor(t, seeker, {
      plan_code: 'HLJ-JS-101',
      saarthi_code: 'SAARTHI001',
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: 'ALREADY_PREMIUM',
      message: 'You are already a Premium Member',
    });
  });

  it('needs a signed-in user, checked before the body', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/payment/order',
      payload: { plan_code: 42 },
    });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('answers a body that is not an object with a 400 naming the field', async () => {
    const seeker = await createOnboardedSeeker(t.app);
    const res = await orderFor(t, seeker, { saarthi_code: 'SAARTHI001' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ plan_code: 'Please choose a plan' });
  });
});
