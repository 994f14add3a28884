import { isActiveUntil, STARTER_ALLOWANCE, type Subscription } from '@kaamkaj/domain';
import { and, eq, gt, gte, isNull, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from './db/client';
import { plans, subscriptions } from './db/schema';
import { badRequest } from './errors';

// The employer's allowance, used by job posting and filled by plan purchases (DESIGN.md §5
// "subscriptions"): shared by the jobs and plans features, so it lives in the platform.

type SubscriptionRow = typeof subscriptions.$inferSelect;

export const JOB_LIMIT_MESSAGE =
  'Sorry! Job limit reached for your account Please buy a plan to avail our services';
export const ANIMATED_JD_MESSAGE = 'Please buy a plan to proceed further';

/**
 * The employer's entitlements row (spec 001 §3 "Subscription"), made on first need.
 * Our choice (issue 4): a new employer starts with STARTER_ALLOWANCE (2 job posts, no animated
 * description), so a small business can hire once before paying; a plan adds to it.
 */
export async function ensureSubscription(db: Executor, userId: string): Promise<SubscriptionRow> {
  await db
    .insert(subscriptions)
    .values({
      userId,
      jobPostUsage: STARTER_ALLOWANCE.job_post_usage,
      animatedJdUsage: STARTER_ALLOWANCE.animated_jd_usage,
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!row) throw new Error(`subscription of ${userId} missing after insert`);
  return row;
}

/** Everything left lapses with the plan, starter posts included; before any plan nothing does. */
export function hasLapsed(row: Pick<SubscriptionRow, 'validUntil'>, now = new Date()): boolean {
  return row.validUntil !== null && row.validUntil.getTime() <= now.getTime();
}

/**
 * spec 001 §6: uses one job post (and one animated or audio description when asked) in the posting's
 * transaction. The guarded update is atomic: of two parallel posts on the last allowance, one
 * updates the row and the other finds nothing left.
 */
export async function useJobPost(
  tx: Tx,
  userId: string,
  asked: { animated: boolean; audio: boolean },
): Promise<void> {
  const { animated, audio } = asked;
  await ensureSubscription(tx, userId);
  const now = new Date();
  const used = await tx
    .update(subscriptions)
    .set({
      jobPostUsage: sql`${subscriptions.jobPostUsage} - 1`,
      ...(animated ? { animatedJdUsage: sql`${subscriptions.animatedJdUsage} - 1` } : {}),
      ...(audio ? { audioJdUsage: sql`${subscriptions.audioJdUsage} - 1` } : {}),
      updatedAt: now,
    })
    .where(
      and(
        eq(subscriptions.userId, userId),
        gte(subscriptions.jobPostUsage, 1),
        animated ? gte(subscriptions.animatedJdUsage, 1) : undefined,
        audio ? gte(subscriptions.audioJdUsage, 1) : undefined,
        or(isNull(subscriptions.validUntil), gt(subscriptions.validUntil, now)),
      ),
    )
    .returning({ left: subscriptions.jobPostUsage });
  if (used.length > 0) return;
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!row || row.jobPostUsage < 1 || hasLapsed(row, now)) {
    throw badRequest('JOB_LIMIT_REACHED', JOB_LIMIT_MESSAGE);
  }
  if (animated && row.animatedJdUsage < 1)
    throw badRequest('ANIMATED_JD_LIMIT', ANIMATED_JD_MESSAGE);
  throw badRequest('AUDIO_JD_LIMIT', ANIMATED_JD_MESSAGE);
}

/** GET /user/subscription (spec 001 §7) with the plan's names; a lapsed plan shows nothing left. */
export async function readSubscription(db: Executor, userId: string): Promise<Subscription> {
  const row = await ensureSubscription(db, userId);
  const [plan] = row.planCode
    ? await db
        .select({ nameEn: plans.nameEn, nameHi: plans.nameHi })
        .from(plans)
        .where(eq(plans.code, row.planCode))
    : [];
  const lapsed = hasLapsed(row);
  return {
    plan_code: row.planCode,
    plan_name_en: plan?.nameEn ?? null,
    plan_name_hi: plan?.nameHi ?? null,
    job_post_usage: lapsed ? 0 : row.jobPostUsage,
    animated_jd_usage: lapsed ? 0 : row.animatedJdUsage,
    audio_jd_usage: lapsed ? 0 : row.audioJdUsage,
    valid_until: row.validUntil?.toISOString() ?? null,
    is_premium: isActiveUntil(row.validUntil),
  };
}
