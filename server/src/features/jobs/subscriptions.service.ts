import { STARTER_ALLOWANCE } from '@kaamkaj/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db/client';
import { subscriptions } from '../../platform/db/schema';
import { badRequest } from '../../platform/errors';

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

/**
 * spec 001 §6: uses one job post (and one animated description when asked) in the posting's
 * transaction. The guarded update is atomic: of two parallel posts on the last allowance, one
 * updates the row and the other finds nothing left.
 */
export async function useJobPost(tx: Tx, userId: string, animated: boolean): Promise<void> {
  await ensureSubscription(tx, userId);
  const used = await tx
    .update(subscriptions)
    .set({
      jobPostUsage: sql`${subscriptions.jobPostUsage} - 1`,
      ...(animated ? { animatedJdUsage: sql`${subscriptions.animatedJdUsage} - 1` } : {}),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(subscriptions.userId, userId),
        gte(subscriptions.jobPostUsage, 1),
        animated ? gte(subscriptions.animatedJdUsage, 1) : undefined,
      ),
    )
    .returning({ left: subscriptions.jobPostUsage });
  if (used.length > 0) return;
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!row || row.jobPostUsage < 1) throw badRequest('JOB_LIMIT_REACHED', JOB_LIMIT_MESSAGE);
  throw badRequest('ANIMATED_JD_LIMIT', ANIMATED_JD_MESSAGE);
}

/** GET /user/subscription (spec 001 §7). */
export function toSubscription(row: SubscriptionRow) {
  return {
    plan_code: row.planCode,
    job_post_usage: row.jobPostUsage,
    animated_jd_usage: row.animatedJdUsage,
    audio_jd_usage: row.audioJdUsage,
  };
}
