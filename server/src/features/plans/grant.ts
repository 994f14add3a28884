import { extendUntil, istToday, type Plan, ROLE } from '@kaamkaj/domain';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit';
import type { Tx } from '../../platform/db/client';
import { paymentOrders, subscriptions, users } from '../../platform/db/schema';
import { notify } from '../../platform/notify';
import { ensureSubscription, hasLapsed } from '../../platform/subscriptions';

export type OrderRow = typeof paymentOrders.$inferSelect;
export type GrantSource = 'verify' | 'webhook';

/**
 * DESIGN.md §5, §6: an order becomes paid and its entitlement is granted exactly once, in one
 * transaction with the order's state, an audit row and the buyer's notification. The caller holds
 * the order row locked (select ... for update) and has checked it is not paid yet, so a verify
 * and a webhook arriving together grant once. What is granted is the plan as it was sold.
 */
export async function grantPaidOrder(
  tx: Tx,
  order: OrderRow,
  paymentId: string,
  source: GrantSource,
): Promise<Date> {
  const plan = order.plan as unknown as Plan;
  const now = new Date();
  const [buyer] = await tx
    .select({ role: users.role, premiumUntil: users.premiumUntil })
    .from(users)
    .where(eq(users.id, order.userId))
    .for('update');
  if (!buyer) throw new Error(`buyer ${order.userId} of order ${order.id} missing`);

  let until: Date;
  if (buyer.role === ROLE.EMPLOYER) {
    const sub = await ensureSubscription(tx, order.userId);
    const lapsed = hasLapsed(sub, now); // a lapsed plan's unused allowance is gone
    until = extendUntil(lapsed ? null : sub.validUntil, plan.duration_days, now);
    await tx
      .update(subscriptions)
      .set({
        planCode: plan.code,
        jobPostUsage: (lapsed ? 0 : sub.jobPostUsage) + plan.job_posts,
        animatedJdUsage: (lapsed ? 0 : sub.animatedJdUsage) + plan.animated_jds,
        audioJdUsage: (lapsed ? 0 : sub.audioJdUsage) + plan.audio_jds,
        validUntil: until,
        updatedAt: now,
      })
      .where(eq(subscriptions.userId, order.userId));
  } else {
    until = extendUntil(buyer.premiumUntil, plan.duration_days, now);
  }
  await tx
    .update(users)
    .set({ premiumUntil: until, updatedAt: now })
    .where(eq(users.id, order.userId));
  await tx
    .update(paymentOrders)
    .set({
      status: 'paid',
      providerPaymentId: paymentId,
      failureReason: null,
      validUntil: until,
      paidAt: now,
      updatedAt: now,
    })
    .where(eq(paymentOrders.id, order.id));
  await writeAudit(tx, {
    actorId: order.userId,
    action: 'payment.paid',
    subjectId: order.id,
    detail: {
      plan_code: plan.code,
      amount_paise: order.amountPaise,
      payment_id: paymentId,
      saarthi_code: order.saarthiCode,
      source,
      valid_until: until.toISOString(),
    },
  });
  await notify(tx, [
    {
      userId: order.userId,
      type: 'PLAN_PURCHASED',
      vars: { plan_name: plan.name_en, plan_name_hi: plan.name_hi, date: istToday(until) },
      data: { order_id: order.id, plan_code: plan.code },
      dedupeKey: `payment:${order.id}`,
    },
  ]);
  return until;
}
