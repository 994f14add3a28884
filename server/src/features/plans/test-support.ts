import { eq } from 'drizzle-orm';
import { call, type TestApp } from '../../../test/helpers';
import { createPayments, providerId } from '../../platform/adapters/payments';
import { auditLog, notifications, paymentOrders } from '../../platform/db/schema';

export type Buyer = { id: string; token: string };

export const orderFor = (t: TestApp, who: Buyer, payload: object) =>
  call(t.app, { method: 'POST', url: '/api/payment/order', token: who.token, payload });

/** What the checkout hands back after a successful payment: the gateway's own signature. */
export function checkoutResult(t: TestApp, orderId: string, paymentId = providerId('pay')) {
  const gateway = createPayments(t.config);
  return {
    order_id: orderId,
    payment_id: paymentId,
    payment_signature: gateway.paymentSignature(orderId, paymentId),
  };
}

export const verify = (t: TestApp, who: Buyer, transactionId: string, payload: object) =>
  call(t.app, {
    method: 'POST',
    url: `/api/payment/${transactionId}/verify`,
    token: who.token,
    payload,
  });

/** A webhook delivery signed as Razorpay signs it (or with the signature given). */
export function sendWebhook(
  t: TestApp,
  body: object,
  opts: { eventId?: string; signature?: string } = {},
) {
  const raw = JSON.stringify(body);
  const signature = opts.signature ?? createPayments(t.config).webhookSignature(raw);
  return call(t.app, {
    method: 'POST',
    url: '/api/payment/webhook',
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      ...(opts.eventId ? { 'x-razorpay-event-id': opts.eventId } : {}),
    },
  });
}

export const captured = (orderId: string, amountPaise: number, paymentId = providerId('pay')) => ({
  entity: 'event',
  event: 'payment.captured',
  payload: {
    payment: {
      entity: { id: paymentId, order_id: orderId, amount: amountPaise, status: 'captured' },
    },
  },
});

/** How many times the user was granted a plan: audit rows and notifications of it. */
export async function grantsOf(t: TestApp, userId: string) {
  const db = t.database.db;
  const audits = await db.select().from(auditLog).where(eq(auditLog.actorId, userId));
  const told = await db.select().from(notifications).where(eq(notifications.userId, userId));
  return {
    audits: audits.filter((a) => a.action === 'payment.paid'),
    notifications: told.filter((n) => n.notificationType === 'PLAN_PURCHASED'),
  };
}

export async function orderRow(t: TestApp, transactionId: string) {
  const [row] = await t.database.db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.id, transactionId));
  return row;
}
