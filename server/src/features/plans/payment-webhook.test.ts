import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { createOnboardedSeeker } from '../../../test/seeker';
import { paymentEvents } from '../../platform/db/schema';
import {
  type Buyer,
  captured,
  checkoutResult,
  grantsOf,
  orderFor,
  orderRow,
  sendWebhook,
  verify,
} from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const isPremium = async (who: Buyer) =>
  (await call(t.app, { method: 'GET', url: `/api/user/?_id=${who.id}`, token: who.token })).body
    .data.is_premium as boolean;
const newOrder = async () => {
  const seeker = await createOnboardedSeeker(t.app);
  const order = (await orderFor(t, seeker, { plan_code: 'HLJ-JS-101', saarthi_code: 'SAARTHI001' }))
    .body;
  return { seeker, order };
};

describe('POST /payment/webhook (Razorpay events, DESIGN.md §6)', () => {
  it('grants the plan when the phone never came back to verify', async () => {
    const { seeker, order } = await newOrder();
    const res = await sendWebhook(t, captured(order.order_id, 50_000), { eventId: 'evt_A1' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('granted');
    expect(await isPremium(seeker)).toBe(true);
    const grants = await grantsOf(t, seeker.id);
    expect(grants.audits.map((a) => a.detail)).toEqual([
      expect.objectContaining({ source: 'webhook' }),
    ]);
  });

  it('answers a replayed event without running it again', async () => {
    const { seeker, order } = await newOrder();
    const body = captured(order.order_id, 50_000);
    await sendWebhook(t, body, { eventId: 'evt_B1' });
    const replay = await sendWebhook(t, body, { eventId: 'evt_B1' });
    expect(replay.status).toBe(200);
    expect(replay.body.message).toBe('duplicate');
    // the same payment under a new event id finds the order paid
    const redelivered = await sendWebhook(t, body, { eventId: 'evt_B2' });
    expect(redelivered.body.message).toBe('already_paid');
    expect((await grantsOf(t, seeker.id)).audits).toHaveLength(1);
  });

  it('grants once when the verify and the webhook of one payment race', async () => {
    const { seeker, order } = await newOrder();
    const paid = checkoutResult(t, order.order_id);
    const [a, b] = await Promise.all([
      verify(t, seeker, order.transaction_id, paid),
      sendWebhook(t, captured(order.order_id, 50_000, paid.payment_id), { eventId: 'evt_C1' }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await grantsOf(t, seeker.id)).audits).toHaveLength(1);
  });

  it('refuses a forged or missing signature and records nothing', async () => {
    const { seeker, order } = await newOrder();
    const forged = await sendWebhook(t, captured(order.order_id, 50_000), {
      eventId: 'evt_D1',
      signature: 'cd'.repeat(32),
    });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    const unsigned = await call(t.app, {
      method: 'POST',
      url: '/api/payment/webhook',
      payload: captured(order.order_id, 50_000),
    });
    expect(unsigned.status).toBe(400);
    expect(await isPremium(seeker)).toBe(false);
    const events = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, 'evt_D1'));
    expect(events).toHaveLength(0);
  });

  it('grants nothing for a payment of another amount', async () => {
    const { seeker, order } = await newOrder();
    const res = await sendWebhook(t, captured(order.order_id, 100), { eventId: 'evt_E1' });
    expect(res.body.message).toBe('amount_mismatch');
    expect(await isPremium(seeker)).toBe(false);
    expect((await orderRow(t, order.transaction_id))?.status).toBe('created');
  });

  it('marks the order failed on payment.failed, and a later capture still pays it', async () => {
    const { seeker, order } = await newOrder();
    const failed = {
      event: 'payment.failed',
      payload: {
        payment: {
          entity: {
            id: 'pay_F1',
            order_id: order.order_id,
            amount: 50_000,
            error_description: 'Bank declined',
          },
        },
      },
    };
    expect((await sendWebhook(t, failed, { eventId: 'evt_F1' })).body.message).toBe('failed');
    expect(await orderRow(t, order.transaction_id)).toMatchObject({
      status: 'failed',
      failureReason: 'Bank declined',
    });
    expect(await isPremium(seeker)).toBe(false);
    await sendWebhook(t, captured(order.order_id, 50_000), { eventId: 'evt_F2' });
    expect((await orderRow(t, order.transaction_id))?.status).toBe('paid');
    expect(await isPremium(seeker)).toBe(true);
  });

  it('ignores other events and unknown orders', async () => {
    const other = await sendWebhook(
      t,
      { event: 'refund.created', payload: {} },
      { eventId: 'evt_G1' },
    );
    expect(other.body.message).toBe('ignored');
    const unknown = await sendWebhook(t, captured('order_NOPE', 50_000), { eventId: 'evt_G2' });
    expect(unknown.body.message).toBe('unknown_order');
  });
});

describe('the simulated checkout (PAYMENTS=simulated)', () => {
  it('pays with a signature the verify accepts, and its webhook arrives too', async () => {
    const { seeker, order } = await newOrder();
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/payment/simulated/checkout?order_id=${order.order_id}&lang=hi&escape=0`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('₹500');
    expect(page.body).toContain('कामकाज प्रीमियम प्लान');
    expect(page.body).toContain('Escape does not dismiss');
    const script = await t.app.inject({ method: 'GET', url: '/api/payment/simulated/checkout.js' });
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('window.Razorpay = Razorpay');

    const pay = await call(t.app, {
      method: 'POST',
      url: '/api/payment/simulated/pay',
      payload: { order_id: order.order_id, outcome: 'success' },
    });
    const result = pay.body.data;
    expect(result.razorpay_order_id).toBe(order.order_id);
    const res = await verify(t, seeker, order.transaction_id, {
      order_id: result.razorpay_order_id,
      payment_id: result.razorpay_payment_id,
      payment_signature: result.razorpay_signature,
    });
    expect(res.body.message).toBe('Payment Successful!');
    // the webhook follows 1.5 s later and finds the order paid
    await new Promise((r) => setTimeout(r, 1800));
    const [event] = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.providerOrderId, order.order_id));
    expect(event?.outcome).toBe('already_paid');
    expect((await grantsOf(t, seeker.id)).audits).toHaveLength(1);
  });

  it('a failed simulated payment grants nothing and the order ends failed', async () => {
    const { seeker, order } = await newOrder();
    const pay = await call(t.app, {
      method: 'POST',
      url: '/api/payment/simulated/pay',
      payload: { order_id: order.order_id, outcome: 'failure' },
    });
    expect(pay.body.data.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      reason: 'payment_failed',
    });
    const failed = await call(t.app, {
      method: 'POST',
      url: `/api/payment/${order.transaction_id}/fail`,
      token: seeker.token,
      payload: { reason: 'payment_failed' },
    });
    expect(failed.body).toMatchObject({
      message:
        'Payment Failed! If any amount deducted it will be refunded in the next 5-7 working days.',
      data: { status: 'failed' },
    });
    expect(await isPremium(seeker)).toBe(false);
    expect((await grantsOf(t, seeker.id)).audits).toHaveLength(0);
  });

  it('lists my payments, newest first, and never another user’s', async () => {
    const { seeker, order } = await newOrder();
    await verify(t, seeker, order.transaction_id, checkoutResult(t, order.order_id));
    const mine = await call(t.app, {
      method: 'GET',
      url: '/api/payment/orders',
      token: seeker.token,
    });
    expect(mine.body.count).toBe(1);
    expect(mine.body.data[0]).toMatchObject({
      _id: order.transaction_id,
      plan_name_en: 'Premium',
      plan_name_hi: 'प्रीमियम',
      amount: 500,
      status: 'paid',
    });
    const other = await createOnboardedSeeker(t.app);
    const theirs = await call(t.app, {
      method: 'GET',
      url: '/api/payment/orders',
      token: other.token,
    });
    expect(theirs.body).toMatchObject({ count: 0, data: [] });
  });
});
