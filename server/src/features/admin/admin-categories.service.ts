import { type CategoryBody, messageText } from '@kaamkaj/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { jobCategories } from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/errors';
import { allJobsChanged } from '../../platform/feed-marks';

type Row = typeof jobCategories.$inferSelect;
type Skill = Row['skills'][number];

/** A lower-case id from an English name: letters and digits joined by '-', at most 40. */
export function slugOf(text: string, fallback: string): string {
  const slug = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug.length >= 2 ? slug : fallback;
}

function toItem(row: Row) {
  return {
    _id: row.id,
    name_en: row.nameEn,
    name_hi: row.nameHi,
    icon: row.icon,
    skills: row.skills,
    is_active: row.isActive,
    sort_order: row.sortOrder,
  };
}

/**
 * Skill ids stay stable (seekers' job interests and jobs point at them): a skill keeps the id it
 * is sent with, or the id of the saved skill with the same English name; new ones get a slug.
 */
export function assignSkillIds(skills: CategoryBody['skills'], saved: readonly Skill[]): Skill[] {
  const byName = new Map(saved.map((s) => [s.en.toLowerCase(), s.id]));
  const taken = new Set<string>();
  const out: Skill[] = [];
  for (const [i, s] of skills.entries()) {
    let id = s.id ?? byName.get(s.en.toLowerCase()) ?? slugOf(s.en, `skill-${i + 1}`);
    if (s.id && taken.has(s.id)) {
      const text = messageText('jobSkillDuplicate');
      throw badRequest('VALIDATION_FAILED', text, { [`skills.${i}.id`]: text });
    }
    for (let n = 2; taken.has(id); n += 1) id = `${id.slice(0, 36)}-${n}`;
    taken.add(id);
    out.push({ id, en: s.en, hi: s.hi });
  }
  return out;
}

/** Job categories as admins edit them; syncCategories never overwrites these rows. */
export function adminCategoriesService(ctx: AppContext) {
  async function list() {
    const rows = await ctx.db
      .select()
      .from(jobCategories)
      .orderBy(asc(jobCategories.sortOrder), asc(jobCategories.nameEn));
    return rows.map(toItem);
  }

  async function create(adminId: string, body: CategoryBody) {
    const id = slugOf(body.name_en, 'category');
    return ctx.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(jobCategories).where(eq(jobCategories.id, id));
      if (existing) {
        const text = 'A job category with this name already exists';
        throw badRequest('CATEGORY_EXISTS', text, { name_en: text });
      }
      const [last] = await tx
        .select({ max: sql<number>`coalesce(max(${jobCategories.sortOrder}), -1)` })
        .from(jobCategories);
      const [row] = await tx
        .insert(jobCategories)
        .values({
          id,
          nameEn: body.name_en,
          nameHi: body.name_hi,
          icon: body.icon,
          skills: assignSkillIds(body.skills, []),
          isActive: body.is_active,
          sortOrder: Number(last?.max ?? -1) + 1,
        })
        .returning();
      if (!row) throw notFound('Job category not found');
      await writeAudit(tx, {
        actorId: adminId,
        action: 'category.create',
        // audit subjects are uuids; a category is named in the detail instead
        subjectId: null,
        detail: { category_id: id, name_en: body.name_en },
      });
      return toItem(row);
    });
  }

  async function update(adminId: string, id: string, body: CategoryBody) {
    const { item, renamed } = await ctx.db.transaction(async (tx) => {
      const [saved] = await tx
        .select()
        .from(jobCategories)
        .where(eq(jobCategories.id, id))
        .for('update');
      if (!saved) throw notFound('Job category not found');
      const skills = assignSkillIds(body.skills, saved.skills);
      const [row] = await tx
        .update(jobCategories)
        .set({
          nameEn: body.name_en,
          nameHi: body.name_hi,
          icon: body.icon,
          skills,
          isActive: body.is_active,
        })
        .where(eq(jobCategories.id, id))
        .returning();
      const kept = new Set(skills.map((s) => s.id));
      await writeAudit(tx, {
        actorId: adminId,
        action: 'category.update',
        subjectId: null,
        detail: {
          category_id: id,
          is_active: body.is_active,
          removed_skills: saved.skills.filter((s) => !kept.has(s.id)).map((s) => s.id),
        },
      });
      const renamed = saved.nameEn !== body.name_en || saved.nameHi !== body.name_hi;
      return { item: toItem(row ?? saved), renamed };
    });
    // every job card shows its category's names: the feed's cached pages and kept jobs are read
    // again at once, on every instance (platform/feed-cache.ts)
    if (renamed) await allJobsChanged(ctx.cache, ctx.config);
    return item;
  }

  return { list, create, update };
}
