import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployerWithCompany, JOB, setAllowance } from '../../../test/employer';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { createOnboardedSeeker } from '../../../test/seeker';
import { users } from '../../platform/db/schema';
import { type Buyer, checkoutResult, grantsOf, orderFor, orderRow, verify } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const me = (who: Buyer) =>
  call(t.app, { method: 'GET', url: `/api/user/?_id=${who.id}`, token: who.token });
const premiumOrder = async (who: Buyer) =>
  (await orderFor(t, who, { plan_code: 'HLJ-JS-101', saarthi_code: 'SAARTHI001' })).body;

describe('POST /payment/{id}/verify (spec 000 §5 step 4, DESIGN.md §6)', () => {
  it('makes the seeker premium for 12 months, once, with an audit row and a notification', async () => {
    const seeker = await createOnboardedSeeker(t.app);
    await t.database.db.update(users).set({ lang: 'hi' }).where(eq(users.id, seeker.id));
    const order = await premiumOrder(seeker);
    const res = await verify(t, seeker, order.transaction_id, checkoutResult(t, order.order_id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Payment Successful!',
      data: { status: 'paid', plan_code: 'HLJ-JS-101', amount: 500 },
    });
    const user = (await me(seeker)).body.data;
    expect(user.is_premium).toBe(true);
    const days = (Date.parse(user.premium_until) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThan(365.1);
    const grants = await grantsOf(t, seeker.id);
    expect(grants.audits).toHaveLength(1);
    expect(grants.audits[0]?.detail).toMatchObject({
      plan_code: 'HLJ-JS-101',
      source: 'verify',
      saarthi_code: 'SAARTHI001',
    });
    expect(grants.notifications).toHaveLength(1);
    expect(grants.notifications[0]?.payload).toMatch(
      /^भुगतान सफल! आपका प्रीमियम प्लान \d+ .+ \d{4} तक चालू है।$/,
    );
  });

  it('answers a replayed verify with the same success and grants nothing more', async () => {
    const seeker = await createOnboardedSeeker(t.app);
    const order = await premiumOrder(seeker);
    const paid = checkoutResult(t, order.order_id);
    await verify(t, seeker, order.transaction_id, paid);
    const until = (await me(seeker)).body.data.premium_until;
    const again = await verify(t, seeker, order.transaction_id, paid);
    expect(again.status).toBe(200);
    expect(again.body.data.status).toBe('paid');
    expect((await me(seeker)).body.data.premium_until).toBe(until);
    expect((await grantsOf(t, seeker.id)).audits).toHaveLength(1);
    // the same order with another payment id is refused
    const other = await verify(t, seeker, order.transaction_id, checkoutResult(t, order.order_id));
    expect(other.status).toBe(400);
    expect(other.body.code).toBe('ORDER_ALREADY_PAID');
  });

  it('grants once when two verifies arrive together', async () => {
    const seeker = await createOnboardedSeeker(t.app);
    const order = await premiumOrder(seeker);
    const paid = checkoutResult(t, order.order_id);
    const results = await Promise.all([
      verify(t, seeker, order.transaction_id, paid),
      verify(t, seeker, order.transaction_id, paid),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect((await grantsOf(t, seeker.id)).audits).toHaveLength(1);
  });

  it('refuses a forged signature and grants nothing', async () => {
    const seeker = await createOnboardedSeeker(t.app);
    const order = await premiumOrder(seeker);
    const forged = { ...checkoutResult(t, order.order_id), payment_signature: 'ab'.repeat(32) };
    const res = await verify(t, seeker, order.transaction_id, forged);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'PAYMENT_SIGNATURE_INVALID',
      message: 'Payment could not be verified',
    });
    // a signature made for another order does not fit this one either
    const other = await premiumOrder(await createOnboardedSeeker(t.app));
    const borrowed = { ...checkoutResult(t, other.order_id), order_id: order.order_id };
    expect((await verify(t, seeker, order.transaction_id, borrowed)).body.code).toBe(
      'PAYMENT_SIGNATURE_INVALID',
    );
    expect((await me(seeker)).body.data.is_premium).toBe(false);
    expect((await grantsOf(t, seeker.id)).audits).toHaveLength(0);
    expect((await orderRow(t, order.transaction_id))?.status).toBe('created');
  });

  it("refuses someone else's order even with a valid signature", async () => {
    const owner = await createOnboardedSeeker(t.app);
    const thief = await createOnboardedSeeker(t.app);
    const order = await premiumOrder(owner);
    const res = await verify(t, thief, order.transaction_id, checkoutResult(t, order.order_id));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This payment is not yours');
    expect((await me(thief)).body.data.is_premium).toBe(false);
    expect((await me(owner)).body.data.is_premium).toBe(false);
    expect((await grantsOf(t, thief.id)).audits).toHaveLength(0);
  });

  it('refuses a payment of another order id, an unknown order and a missing field', async () => {
    const seeker = await createOnboardedSeeker(t.app);
    const order = await premiumOrder(seeker);
    const mismatch = await verify(t, seeker, order.transaction_id, checkoutResult(t, 'order_X'));
    expect(mismatch.body).toMatchObject({ code: 'PAYMENT_MISMATCH' });
    const unknown = await verify(
      t,
      seeker,
      '0190a0a0-0000-7000-8000-000000000000',
      checkoutResult(t, order.order_id),
    );
    expect(unknown.status).toBe(404);
    const missing = await verify(t, seeker, order.transaction_id, { order_id: order.order_id });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({
      payment_id: 'This field is required',
      payment_signature: 'This field is required',
    });
  });

  it('ends premium at its end date, after which the seeker may buy again', async () => {
    const seeker = await createOnboardedSeeker(t.app);
    await t.database.db
      .update(users)
      .set({ premiumUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, seeker.id));
    expect((await me(seeker)).body.data.is_premium).toBe(false);
    const order = await premiumOrder(seeker);
    expect(order.success).toBe(true);
    await verify(t, seeker, order.transaction_id, checkoutResult(t, order.order_id));
    expect((await me(seeker)).body.data.is_premium).toBe(true);
  });
});

describe('an employer plan (spec 001 §3, §6)', () => {
  const subscription = (who: Buyer) =>
    call(t.app, { method: 'GET', url: '/api/user/subscription', token: who.token });

  it('adds its posts and descriptions to the allowance, then posting counts down', async () => {
    const employer = await createEmployerWithCompany(t);
    await setAllowance(t, employer.id, 0);
    const order = (await orderFor(t, employer, { plan_code: 'HLJ-EMP-102' })).body;
    expect(order.amount).toBe(1000);
    await verify(t, employer, order.transaction_id, checkoutResult(t, order.order_id));
    const sub = (await subscription(employer)).body.data;
    expect(sub).toMatchObject({
      plan_code: 'HLJ-EMP-102',
      plan_name_en: 'Diamond',
      plan_name_hi: 'डायमंड',
      job_post_usage: 4,
      animated_jd_usage: 1,
      audio_jd_usage: 4,
    });
    expect(Date.parse(sub.valid_until) - Date.now()).toBeGreaterThan(89.9 * 86_400_000);
    const posted = await call(t.app, {
      method: 'POST',
      url: '/api/job/v2/post',
      token: employer.token,
      payload: JOB,
    });
    expect(posted.status).toBe(200);
    expect((await subscription(employer)).body.data.job_post_usage).toBe(3);
  });

  it('lets a lapsed plan’s unused posts go, and a new plan starts afresh', async () => {
    const employer = await createEmployerWithCompany(t);
    const gold = (await orderFor(t, employer, { plan_code: 'HLJ-EMP-101' })).body;
    await verify(t, employer, gold.transaction_id, checkoutResult(t, gold.order_id));
    // starter 2 + Gold 2
    expect((await subscription(employer)).body.data.job_post_usage).toBe(4);
    await t.database.db.execute(
      `update subscriptions set valid_until = now() - interval '1 day' where user_id = '${employer.id}'` as never,
    );
    expect((await subscription(employer)).body.data.job_post_usage).toBe(0);
    const refused = await call(t.app, {
      method: 'POST',
      url: '/api/job/v2/post',
      token: employer.token,
      payload: JOB,
    });
    expect(refused.body.code).toBe('JOB_LIMIT_REACHED');
    const again = (await orderFor(t, employer, { plan_code: 'HLJ-EMP-101' })).body;
    await verify(t, employer, again.transaction_id, checkoutResult(t, again.order_id));
    expect((await subscription(employer)).body.data.job_post_usage).toBe(2);
  });
});
