import { COUNT_CAP, capCount } from '@kaamkaj/domain';
import { asc, desc, type SQL, type Subquery, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/** How many rows of a list a capped count reads: one past the cap says "1,000+". */
export const COUNTED = COUNT_CAP + 1;

/**
 * issue 17 item 2: how long a search's "1,000+" is kept (the employer's candidate search, the
 * staff console's job search). Its broad searches are the costly counts, and a user pages
 * through the same search. A count under the cap is never kept, only the fact that it was under
 * the cap: it is counted again on every search, so a new row is counted at once.
 */
export const CAPPED_COUNT_SECONDS = 60;
/** The kept value of a search counted "1,000+", and of one counted under the cap. */
export const KEPT_CAPPED = '1';
export const KEPT_UNDER_CAP = 'under';

/** The answer's `count` and `count_capped` for `n` rows counted up to COUNTED ("1,000+"). */
export function cappedAnswer(n: number): { count: number; count_capped: boolean } {
  const { count: shown, capped } = capCount(n);
  return { count: shown, count_capped: capped };
}

/**
 * The rows of `from` (a table, or a subquery of one) passing `where`, counted up to `upTo` only,
 * read in `order` when one is given: the count stops reading there. A template, not the query
 * builder, so that a caller whose parts are rendered once (db/rendered.ts) builds little.
 */
export async function countUpTo(
  db: Executor,
  from: PgTable | Subquery | SQL,
  where: SQL | undefined,
  upTo: number,
  order: (PgColumn | SQL)[] = [],
): Promise<number> {
  const ordered = order.length > 0 ? sql` order by ${sql.join(order, sql`, `)}` : sql``;
  // node-postgres and PGlite both answer execute() with { rows }
  const result = (await db.execute(
    sql`select count(*)::int as n from (
      select 1 from ${from} where ${where ?? sql`true`}${ordered} limit ${upTo}) up_to`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

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
  return cappedAnswer(await countUpTo(db, table, where, COUNTED, order));
}

/**
 * issue 17 item 2: `where` and `order` of a list in `order` (all ascending or all descending,
 * `direction`), of the rows whose `column` is `value` when one is given, along an index on
 * `column` then the order's columns. Asked with `column = value` in `order`, PostgreSQL may take
 * an index of `order` alone instead, filtering `column` as it walks (with `column` one value,
 * both give the order), and costs that walk low where the rows lie in the table in that order: a
 * million jobs in posting order had it read 300,000 to list 30 Deactivated (bench/README.md,
 * admin lists, session 24). A range of that one value is the same rows, but not an equality
 * PostgreSQL drops from the order, so with `column` first in the order only its own index gives
 * it without a sort.
 */
export function walkOfOne(
  column: PgColumn | SQL,
  value: string | number | undefined,
  order: SQL[],
  direction: 'asc' | 'desc',
): { where: SQL | undefined; order: SQL[] } {
  if (value === undefined) return { where: undefined, order };
  return {
    where: sql`${column} between ${value} and ${value}`,
    order: [direction === 'asc' ? asc(column) : desc(column), ...order],
  };
}
