import { extendUntil, istToday, type Plan, ROLE } from '@kaamkaj/domain';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit';
import type { Tx } from '../../platform/db/client';
import { paymentOrders, subscriptions, users } from '../../platform/db/schema';
import { notify } from '../../platform/notify';
import { ensureSubscription, hasLapsed } from '../../platform/subscriptions';

export type OrderRow = typeof paymentOrders.$inferSelect;
export type GrantSource = 'verify' | 'webhook';

type Allowance = Pick<
  typeof subscriptions.$inferSelect,
  'jobPostUsage' | 'animatedJdUsage' | 'audioJdUsage' | 'validUntil'
>;
type PlanLimits = Pick<Plan, 'job_posts' | 'animated_jds' | 'audio_jds' | 'duration_days'>;

/**
 * An employer's allowance after buying `plan` at `now` (README "Plans and payments"): the plan's
 * counts are added to what is left, and the end moves to `duration_days` after the later of now
 * and the current end. What was left of a lapsed plan is gone first.
 */
export function addPlan(
  sub: Allowance,
  plan: PlanLimits,
  now: Date,
): Allowance & { validUntil: Date } {
  const lapsed = hasLapsed(sub, now);
  const left = (n: number) => (lapsed ? 0 : n);
  return {
    jobPostUsage: left(sub.jobPostUsage) + plan.job_posts,
    animatedJdUsage: left(sub.animatedJdUsage) + plan.animated_jds,
    audioJdUsage: left(sub.audioJdUsage) + plan.audio_jds,
    validUntil: extendUntil(lapsed ? null : sub.validUntil, plan.duration_days, now),
  };
}

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
    const next = addPlan(await ensureSubscription(tx, order.userId), plan, now);
    until = next.validUntil;
    await tx
      .update(subscriptions)
      .set({ planCode: plan.code, ...next, updatedAt: now })
      .where(eq(subscriptions.userId, order.userId));
  } else {
    until = extendUntil(buyer.premiumUntil, plan.duration_days, now);
  }
  // spec 001 §3, §4: an employer has is_premium too (the Approved screen's buy-a-plan prompt)
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
