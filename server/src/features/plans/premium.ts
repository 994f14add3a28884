import { isActiveUntil, SEEKER_PREMIUM_CODE, type Subscription } from '@kaamkaj/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { paymentOrders, plans, users } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';

/**
 * GET /user/subscription for a job seeker (spec 000 §7 "the subscription record", issue 14 item
 * 16): their Premium in the employer's shape. The plan is the last one paid for; a seeker has no
 * job posts or descriptions to use, so the allowances are 0.
 */
export async function readSeekerSubscription(db: Executor, userId: string): Promise<Subscription> {
  const [user] = await db
    .select({ premiumUntil: users.premiumUntil })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound('User not found');
  const [paid] = await db
    .select({ planCode: paymentOrders.planCode })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.status, 'paid')))
    .orderBy(desc(paymentOrders.paidAt))
    .limit(1);
  // Premium given without an order (the demo seed, support) is the one seeker plan.
  const code = paid?.planCode ?? (user.premiumUntil ? SEEKER_PREMIUM_CODE : null);
  const [plan] = code
    ? await db
        .select({ nameEn: plans.nameEn, nameHi: plans.nameHi })
        .from(plans)
        .where(eq(plans.code, code))
    : [];
  return {
    plan_code: code,
    plan_name_en: plan?.nameEn ?? null,
    plan_name_hi: plan?.nameHi ?? null,
    job_post_usage: 0,
    animated_jd_usage: 0,
    audio_jd_usage: 0,
    valid_until: user.premiumUntil?.toISOString() ?? null,
    is_premium: isActiveUntil(user.premiumUntil),
  };
}
