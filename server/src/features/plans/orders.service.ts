import {
  CURRENCY_UNIT,
  isActiveUntil,
  messageText,
  PAGE_SIZE,
  type PaymentOrder,
  type PaymentOrderBody,
  type PaymentRecord,
  type PaymentVerifyBody,
  type Plan,
  ROLE,
} from '@kaamkaj/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { providerId, signaturesMatch } from '../../platform/adapters/payments';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { paymentOrders, saarthiCodes, users } from '../../platform/db/schema';
import { AppError, badRequest, forbidden, notFound, tooMany } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { grantPaidOrder, type OrderRow } from './grant';
import { paymentWebhook } from './payment-webhook';
import { findPlan, toPlan } from './plans.service';

const ORDERS_PER_HOUR = 20;

export const PAYMENT_FAILED_MESSAGE =
  'Payment Failed! If any amount deducted it will be refunded in the next 5-7 working days.';

/** "KK-20261124-7Q2M9A": what the buyer quotes to support, and the Razorpay receipt field. */
function receiptNumber(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `KK-${day}-${providerId('pay').slice(4, 10).toUpperCase()}`;
}

export function toPaymentRecord(row: OrderRow): PaymentRecord {
  const plan = row.plan as unknown as Plan;
  return {
    _id: row.id,
    order_id: row.providerOrderId,
    plan_code: row.planCode,
    plan_name_en: plan.name_en,
    plan_name_hi: plan.name_hi,
    amount: row.amountPaise / CURRENCY_UNIT,
    status: row.status as PaymentRecord['status'],
    receipt: row.receipt,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    valid_until: row.validUntil?.toISOString() ?? null,
  };
}

export function ordersService(ctx: AppContext, log: FastifyBaseLogger) {
  const gateway = ctx.payments;

  /** spec 000 §5 steps 1-2, spec 001 §3 "Plan order": the amount is the plan's, never the client's. */
  async function create(me: AuthUser, body: PaymentOrderBody): Promise<PaymentOrder> {
    const plan = await findPlan(ctx.db, body.plan_code);
    if (!plan?.active) {
      throw badRequest('PLAN_NOT_FOUND', messageText('planInvalid'), {
        plan_code: messageText('planInvalid'),
      });
    }
    const audience =
      me.role === ROLE.SEEKER ? 'seeker' : me.role === ROLE.EMPLOYER ? 'employer' : null;
    if (plan.audience !== audience) {
      throw forbidden(
        plan.audience === 'seeker'
          ? 'Premium membership is for job seekers'
          : 'Employer plans are for employers',
      );
    }
    if (body.amount !== undefined && body.amount * CURRENCY_UNIT !== plan.pricePaise) {
      throw badRequest('AMOUNT_MISMATCH', "Amount does not match the plan's price", {
        amount: "Amount does not match the plan's price",
      });
    }
    const [buyer] = await ctx.db.select().from(users).where(eq(users.id, me.id));
    if (!buyer) throw notFound('User not found');
    if (plan.audience === 'seeker' && isActiveUntil(buyer.premiumUntil)) {
      throw badRequest('ALREADY_PREMIUM', 'You are already a Premium Member');
    }

    // spec 000 §5 "Saarthi code: required"; spec 000 §8 INVALID_SAARTHI_CODE keeps the dialog open
    let saarthi: { code: string; agentId: string | null } | null = null;
    if (plan.audience === 'seeker' && !body.saarthi_code) {
      const text = messageText('saarthiCodeRequired');
      throw badRequest('VALIDATION_FAILED', text, { saarthi_code: text });
    }
    if (body.saarthi_code) {
      const [row] = await ctx.db
        .select({ code: saarthiCodes.code, agentId: saarthiCodes.agentId })
        .from(saarthiCodes)
        .where(and(eq(saarthiCodes.code, body.saarthi_code), eq(saarthiCodes.active, true)));
      if (!row) {
        const text = messageText('saarthiCodeInvalid');
        throw badRequest('INVALID_SAARTHI_CODE', text, { saarthi_code: text });
      }
      saarthi = row;
    }

    const hit = await ctx.limiter.hit(`payment-order:${me.id}`, ORDERS_PER_HOUR, 3600);
    if (!hit.allowed) {
      throw tooMany(
        'TOO_MANY_ORDERS',
        'Too many payment attempts, please try after some time',
        hit.retryAfter,
      );
    }

    const now = new Date();
    const id = newId();
    const receipt = receiptNumber(now);
    let providerOrder: { id: string };
    try {
      providerOrder = await gateway.createOrder({
        amountPaise: plan.pricePaise,
        receipt,
        notes: { transaction_id: id, plan_code: plan.code, user_id: me.id },
      });
    } catch (error) {
      log.error({ err: error }, 'payment provider order failed');
      throw new AppError(
        502,
        'PAYMENT_PROVIDER_UNAVAILABLE',
        'Payment service is not reachable, please try again',
      );
    }
    const sold = toPlan(plan);
    await ctx.db.insert(paymentOrders).values({
      id,
      userId: me.id,
      planCode: plan.code,
      plan: sold as unknown as Record<string, unknown>,
      amountPaise: plan.pricePaise,
      provider: gateway.name,
      providerOrderId: providerOrder.id,
      saarthiCode: saarthi?.code ?? null,
      saarthiAgentId: saarthi?.agentId ?? null,
      receipt,
      createdAt: now,
      updatedAt: now,
    });
    const hindi = buyer.lang === 'hi';
    return {
      order_id: providerOrder.id,
      transaction_id: id,
      key_id: gateway.keyId,
      description: hindi ? `कामकाज ${sold.name_hi} प्लान` : `Kaamkaj ${sold.name_en} plan`,
      amount: plan.pricePaise / CURRENCY_UNIT,
      currency: 'INR',
      checkout_script: gateway.checkoutScript,
      prefill: { name: buyer.name ?? '', email: buyer.email ?? '', contact: buyer.contact ?? '' },
    };
  }

  async function ownOrder(me: AuthUser, id: string): Promise<OrderRow> {
    const [order] = await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
    if (!order) throw notFound('Payment not found');
    if (order.userId !== me.id) throw forbidden('This payment is not yours');
    return order;
  }

  /**
   * spec 000 §5 step 4, §7 POST /payment/{id}/verify: the checkout's signature, checked in
   * constant time against the caller's own order, then the grant (once; a replay answers the
   * same success and grants nothing more).
   */
  async function verify(me: AuthUser, id: string, body: PaymentVerifyBody) {
    const order = await ownOrder(me, id);
    if (body.order_id !== order.providerOrderId) {
      throw badRequest('PAYMENT_MISMATCH', 'This payment does not belong to this order');
    }
    const expected = gateway.paymentSignature(order.providerOrderId, body.payment_id);
    if (!signaturesMatch(expected, body.payment_signature)) {
      throw badRequest('PAYMENT_SIGNATURE_INVALID', 'Payment could not be verified');
    }
    return ctx.db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.id, order.id))
        .for('update');
      if (!locked) throw notFound('Payment not found');
      if (locked.status === 'paid') {
        if (locked.providerPaymentId !== body.payment_id) {
          throw badRequest('ORDER_ALREADY_PAID', 'This order is already paid');
        }
        return { granted: false, record: toPaymentRecord(locked) };
      }
      const until = await grantPaidOrder(tx, locked, body.payment_id, 'verify');
      return {
        granted: true,
        record: toPaymentRecord({
          ...locked,
          status: 'paid',
          paidAt: new Date(),
          validUntil: until,
        }),
      };
    });
  }

  /** spec 000 §5 step 5: the checkout reported a failure; the order is kept as failed. */
  async function fail(me: AuthUser, id: string, reason: string | undefined) {
    const order = await ownOrder(me, id);
    if (order.status !== 'created') return toPaymentRecord(order);
    const [row] = await ctx.db
      .update(paymentOrders)
      .set({ status: 'failed', failureReason: reason ?? 'checkout failed', updatedAt: new Date() })
      .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'created')))
      .returning();
    return toPaymentRecord(row ?? order);
  }

  const webhook = paymentWebhook(ctx, log);

  /** My payments: the caller's orders, newest first. */
  async function listMine(me: AuthUser, page: number) {
    const where = eq(paymentOrders.userId, me.id);
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select()
        .from(paymentOrders)
        .where(where)
        .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
        .limit(PAGE_SIZE)
        .offset(page * PAGE_SIZE),
      ctx.db.select({ n: count() }).from(paymentOrders).where(where),
    ]);
    return { count: total?.n ?? 0, data: rows.map(toPaymentRecord) };
  }

  return { create, verify, fail, webhook, listMine, ownOrder };
}
