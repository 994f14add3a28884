import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { createOnboardedSeeker } from '../../../test/seeker';
import { paymentOrders } from '../../platform/db/schema';
import { orderFor, sendWebhook, verify } from './test-support';

// PAYMENTS=razorpay through the official SDK, against a stand-in for Razorpay's orders API on
// loopback (RAZORPAY_API_URL): the request the SDK sends, and our answers to what comes back.

const KEY_ID = 'rzp_test_KaamkajTest';
const KEY_SECRET = 'razorpay-key-secret-for-tests';
const WEBHOOK_SECRET = 'razorpay-webhook-secret-for-tests';

type Seen = { path?: string; auth?: string; body?: Record<string, unknown> };
let seen: Seen = {};
let failNext = false;
let fake: Server;
let t: TestApp;

beforeAll(async () => {
  fake = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      seen = { path: req.url, auth: req.headers.authorization, body: JSON.parse(raw || '{}') };
      if (failNext) {
        failNext = false;
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { code: 'SERVER_ERROR', description: 'down' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'order_RzpTest0000001',
          entity: 'order',
          amount: seen.body?.amount,
          status: 'created',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const port = (fake.address() as AddressInfo).port;
  t = await createTestApp({
    PAYMENTS: 'razorpay',
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_URL: `http://127.0.0.1:${port}`,
  });
});
afterAll(async () => {
  await t.app.close();
  fake.close();
});

describe('the Razorpay gateway (PAYMENTS=razorpay)', () => {
  it('creates the order through the SDK with the plan amount in paise, then verifies Razorpay’s signature', async () => {
    const seeker = await createOnboardedSeeker(t.app);
    const res = await orderFor(t, seeker, { plan_code: 'HLJ-JS-101', saarthi_code: 'SAARTHI001' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      order_id: 'order_RzpTest0000001',
      key_id: KEY_ID,
      amount: 500,
      checkout_script: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    expect(seen.path).toBe('/v1/orders');
    expect(seen.auth).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    expect(seen.body).toMatchObject({
      amount: 50_000,
      currency: 'INR',
      notes: { transaction_id: res.body.transaction_id, plan_code: 'HLJ-JS-101' },
    });
    expect(seen.body?.receipt).toMatch(/^KK-\d{8}-/);

    const paymentId = 'pay_RzpTest0000001';
    const signature = createHmac('sha256', KEY_SECRET)
      .update(`order_RzpTest0000001|${paymentId}`)
      .digest('hex');
    const ok = await verify(t, seeker, res.body.transaction_id, {
      order_id: 'order_RzpTest0000001',
      payment_id: paymentId,
      payment_signature: signature,
    });
    expect(ok.body.message).toBe('Payment Successful!');
  });

  it('checks webhooks with the webhook secret, not the key secret', async () => {
    const body = { event: 'refund.created', payload: {} };
    const raw = JSON.stringify(body);
    const withKey = createHmac('sha256', KEY_SECRET).update(raw).digest('hex');
    expect((await sendWebhook(t, body, { signature: withKey })).status).toBe(400);
    const right = createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex');
    const res = await sendWebhook(t, body, { signature: right, eventId: 'evt_rzp_1' });
    expect(res.body.message).toBe('ignored');
  });

  it('answers 502 when Razorpay fails and stores no order', async () => {
    const seeker = await createOnboardedSeeker(t.app);
    failNext = true;
    const res = await orderFor(t, seeker, { plan_code: 'HLJ-JS-101', saarthi_code: 'SAARTHI001' });
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      message: 'Payment service is not reachable, please try again',
    });
    const rows = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, seeker.id));
    expect(rows).toHaveLength(0);
  });

  it('serves no simulated checkout', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/payment/simulated/pay',
      payload: { order_id: 'order_RzpTest0000001', outcome: 'success' },
    });
    expect(res.status).toBe(404);
  });
});
