import { COUNT_CAP, capCount } from '@kaamkaj/domain';
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/** How many rows of a list a capped count reads: one past the cap says "1,000+". */
export const COUNTED = COUNT_CAP + 1;

/**
 * issue 17 item 2: the rows of `table` passing `where`, counted up to COUNT_CAP + 1 only, read in
 * `order` (the list's own, so a broad list walks its index and stops at the cap). The answer's
 * `count` and `count_capped` (count_capped: "1,000+").
 */
export async function cappedCount(
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
  order: (PgColumn | SQL)[],
): Promise<{ count: number; count_capped: boolean }> {
  const upTo = db
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(COUNTED)
    .as('up_to');
  const [row] = await db.select({ n: count() }).from(upTo);
  const { count: n, capped } = capCount(row?.n ?? 0);
  return { count: n, count_capped: capped };
}
