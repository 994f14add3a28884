import { type Plan, SEED_PLANS } from '@kaamkaj/domain';
import { eq, sql } from 'drizzle-orm';
import { providerId } from '../platform/adapters/payments';
import type { Tx } from '../platform/db/client';
import { paymentOrders, users } from '../platform/db/schema';
import { newId } from '../platform/ids';

export const DEMO_PLAN_CODE = 'HLJ-EMP-102';

/**
 * Sharma Logistics' payments (issue 12, "My payments"): a Diamond plan bought 20 days ago, after
 * a first attempt whose payment failed, so the list shows both states and a receipt.
 */
export async function seedPayments(tx: Tx, opts: { employerId: string; validUntil: Date }) {
  const plan = SEED_PLANS.find((p) => p.code === DEMO_PLAN_CODE) as Plan;
  const paidAt = new Date(Date.now() - 20 * 86_400_000);
  const failedAt = new Date(paidAt.getTime() - 15 * 60_000);
  const day = paidAt.toISOString().slice(0, 10).replaceAll('-', '');
  const common = {
    userId: opts.employerId,
    planCode: plan.code,
    plan: plan as unknown as Record<string, unknown>,
    amountPaise: plan.price_paise,
    provider: 'simulated',
  };
  await tx.insert(paymentOrders).values([
    {
      ...common,
      id: newId(failedAt.getTime()),
      providerOrderId: providerId('order'),
      providerPaymentId: providerId('pay'),
      status: 'failed',
      failureReason: 'Payment failed',
      receipt: `KK-${day}-DEMO01`,
      createdAt: failedAt,
      updatedAt: failedAt,
    },
    {
      ...common,
      id: newId(paidAt.getTime()),
      providerOrderId: providerId('order'),
      providerPaymentId: providerId('pay'),
      status: 'paid',
      receipt: `KK-${day}-DEMO02`,
      validUntil: opts.validUntil,
      paidAt,
      createdAt: paidAt,
      updatedAt: paidAt,
    },
  ]);
  await tx
    .update(users)
    .set({ premiumUntil: opts.validUntil })
    .where(eq(users.id, opts.employerId));
}

/**
 * issue 17 item 4: the receipts name the day (UTC) the plan was bought, text the dates' shift
 * does not reach; after it, they name the day the paid order now says it was paid.
 */
export async function redateDemoPayments(tx: Tx) {
  await tx.execute(sql`
    update ${paymentOrders}
    set receipt = 'KK-' || to_char(
        (select paid_at from ${paymentOrders} where receipt ~ '^KK-[0-9]{8}-DEMO02$') at time zone 'UTC',
        'YYYYMMDD') || substr(receipt, 12)
    where receipt ~ '^KK-[0-9]{8}-DEMO0[12]$'`);
}
