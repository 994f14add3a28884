import {
  type AdminPlanBody,
  DEFAULT_SAARTHI_CODE,
  messageText,
  type Plan,
  type PlanAudience,
  SEED_PLANS,
} from '@kaamkaj/domain';
import { and, asc, eq } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit';
import type { Db, Executor } from '../../platform/db/client';
import { plans, saarthiCodes } from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/errors';

type PlanRow = typeof plans.$inferSelect;

export function toPlan(row: PlanRow): Plan {
  return {
    code: row.code,
    audience: row.audience as PlanAudience,
    name_en: row.nameEn,
    name_hi: row.nameHi,
    price_paise: row.pricePaise,
    original_price_paise: row.originalPricePaise,
    duration_days: row.durationDays,
    job_posts: row.jobPosts,
    audio_jds: row.audioJds,
    animated_jds: row.animatedJds,
    features: row.features,
    active: row.active,
  };
}

/**
 * The plans of issue 12 and the house Saarthi code, on every start. Existing rows are kept: the
 * admin console owns prices and limits once they are in the table.
 */
export async function syncPlans(db: Executor): Promise<void> {
  await db
    .insert(plans)
    .values(
      SEED_PLANS.map((p, i) => ({
        code: p.code,
        audience: p.audience,
        nameEn: p.name_en,
        nameHi: p.name_hi,
        pricePaise: p.price_paise,
        originalPricePaise: p.original_price_paise,
        durationDays: p.duration_days,
        jobPosts: p.job_posts,
        audioJds: p.audio_jds,
        animatedJds: p.animated_jds,
        features: p.features,
        active: p.active,
        sort: i,
      })),
    )
    .onConflictDoNothing();
  await db.insert(saarthiCodes).values({ code: DEFAULT_SAARTHI_CODE }).onConflictDoNothing();
}

/** The active plans of one audience (or all), in their display order. */
export async function listPlans(db: Executor, audience?: PlanAudience): Promise<Plan[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(and(eq(plans.active, true), audience ? eq(plans.audience, audience) : undefined))
    .orderBy(asc(plans.sort), asc(plans.pricePaise));
  return rows.map(toPlan);
}

export async function findPlan(db: Executor, code: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.code, code));
  return row;
}

/** Every plan, inactive ones too, for the admin console. */
export async function listAllPlans(db: Executor): Promise<Plan[]> {
  const rows = await db.select().from(plans).orderBy(asc(plans.sort), asc(plans.pricePaise));
  return rows.map(toPlan);
}

/**
 * PUT /admin/plans/:code (issue 12): the admin edits a plan's price and limits, audited with the
 * values before and after. Orders already made keep the plan as it was sold.
 */
export async function updatePlan(db: Db, adminId: string, code: string, body: AdminPlanBody) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(plans).where(eq(plans.code, code)).for('update');
    if (!before) throw notFound('Plan not found');
    const original =
      body.original_price_paise === undefined
        ? before.originalPricePaise
        : body.original_price_paise;
    const price = body.price_paise ?? before.pricePaise;
    if (original !== null && original < price) {
      const text = messageText('planOriginalBelowPrice');
      throw badRequest('VALIDATION_FAILED', text, { original_price_paise: text });
    }
    const [after] = await tx
      .update(plans)
      .set({
        pricePaise: body.price_paise,
        originalPricePaise: body.original_price_paise,
        durationDays: body.duration_days,
        jobPosts: body.job_posts,
        audioJds: body.audio_jds,
        animatedJds: body.animated_jds,
        active: body.active,
        updatedAt: new Date(),
      })
      .where(eq(plans.code, code))
      .returning();
    if (!after) throw notFound('Plan not found');
    await writeAudit(tx, {
      actorId: adminId,
      action: 'plan.update',
      subjectId: null,
      detail: { code, before: toPlan(before), after: toPlan(after) },
    });
    return toPlan(after);
  });
}
