import { JOB_CATEGORIES } from '@kaamkaj/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { jobCategories } from '../../platform/db/schema';

type Row = typeof jobCategories.$inferSelect;

/** Adds the built-in categories that are missing; rows admins changed are left alone. */
export async function syncCategories(db: Db): Promise<void> {
  await db
    .insert(jobCategories)
    .values(
      JOB_CATEGORIES.map((c, i) => ({
        id: c.id,
        nameEn: c.en,
        nameHi: c.hi,
        icon: c.icon,
        skills: c.skills.map((s) => ({ id: s.id, en: s.en, hi: s.hi })),
        sortOrder: i,
      })),
    )
    .onConflictDoNothing();
}

// spec 000 §3.6 / 001 §3: _id, name, image, skills — with the Hindi name beside the English.
export function toCategory(row: Row) {
  return {
    _id: row.id,
    name: row.nameEn,
    name_hi: row.nameHi,
    icon: row.icon,
    image: row.image,
    skills: row.skills.map((s) => ({ _id: s.id, name: s.en, name_hi: s.hi })),
  };
}

export async function listCategories(db: Db) {
  const rows = await db
    .select()
    .from(jobCategories)
    .where(eq(jobCategories.isActive, true))
    .orderBy(asc(jobCategories.sortOrder), asc(jobCategories.nameEn));
  return rows.map(toCategory);
}

export async function findCategory(db: Db, id: string) {
  const [row] = await db.select().from(jobCategories).where(eq(jobCategories.id, id));
  return row?.isActive ? toCategory(row) : undefined;
}
