import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { signaturesMatch } from '../../platform/adapters/payments';
import type { AppContext } from '../../platform/context';
import { paymentEvents, paymentOrders } from '../../platform/db/schema';
import { badRequest } from '../../platform/errors';
import { grantPaidOrder } from './grant';

/** A Razorpay webhook body, as far as we read it. */
type WebhookBody = {
  event?: string;
  payload?: {
    payment?: {
      entity?: {
        id?: string;
        order_id?: string;
        amount?: number;
        error_description?: string;
      };
    };
    order?: { entity?: { id?: string; amount_paid?: number } };
  };
};

/**
 * POST /payment/webhook: Razorpay's events, signed over the raw body with the webhook secret.
 * Each event id is kept, so a replayed delivery changes nothing; the event's record and its
 * effect commit together, so a failure lets Razorpay deliver it again.
 */
export function paymentWebhook(ctx: AppContext, log: FastifyBaseLogger) {
  const gateway = ctx.payments;
  return async function webhook(
    rawBody: string,
    signature: string | undefined,
    eventId: string | undefined,
  ) {
    if (!signature || !signaturesMatch(gateway.webhookSignature(rawBody), signature)) {
      throw badRequest('WEBHOOK_SIGNATURE_INVALID', 'Webhook signature is not valid');
    }
    let body: WebhookBody;
    try {
      body = JSON.parse(rawBody) as WebhookBody;
    } catch {
      throw badRequest('VALIDATION_FAILED', 'Webhook body is not JSON');
    }
    const event = typeof body.event === 'string' ? body.event.slice(0, 40) : 'unknown';
    const id = (eventId || createHash('sha256').update(rawBody).digest('hex')).slice(0, 80);
    const payment = body.payload?.payment?.entity;
    const providerOrderId = payment?.order_id ?? body.payload?.order?.entity?.id;

    return ctx.db.transaction(async (tx) => {
      const fresh = await tx
        .insert(paymentEvents)
        .values({ eventId: id, event, providerOrderId, outcome: 'received' })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.eventId });
      if (fresh.length === 0) return { outcome: 'duplicate' };

      const outcome = await (async () => {
        if (!['payment.captured', 'order.paid', 'payment.failed'].includes(event)) return 'ignored';
        if (!providerOrderId || !payment?.id) return 'no_payment';
        const [order] = await tx
          .select()
          .from(paymentOrders)
          .where(eq(paymentOrders.providerOrderId, providerOrderId))
          .for('update');
        if (!order) return 'unknown_order';
        if (event === 'payment.failed') {
          if (order.status !== 'created') return `ignored_${order.status}`;
          await tx
            .update(paymentOrders)
            .set({
              status: 'failed',
              failureReason: (payment.error_description ?? 'payment failed').slice(0, 200),
              updatedAt: new Date(),
            })
            .where(eq(paymentOrders.id, order.id));
          return 'failed';
        }
        if (order.status === 'paid') return 'already_paid';
        if (payment.amount !== order.amountPaise) return 'amount_mismatch';
        await grantPaidOrder(tx, order, payment.id, 'webhook');
        return 'granted';
      })();
      await tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.eventId, id));
      if (outcome === 'amount_mismatch') {
        log.warn({ providerOrderId, event }, 'payment amount differs from the order');
      }
      return { outcome };
    });
  };
}
