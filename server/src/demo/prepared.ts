// issue 17 item 4: the demo data in the prepared embedded database. It is seeded once, into the
// prepared copy (platform/db/embedded.ts), when that is made; a new DATA_DIR then starts with it
// and only moves its dates to today, in one statement a table, instead of seeding again.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { istToday } from '@kaamkaj/domain';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import pino from 'pino';
import type { Db, Tx } from '../platform/db/client';
import type { PreparedSeed } from '../platform/db/embedded';
import * as schema from '../platform/db/schema';
import { hashFiles } from '../platform/db/snapshot-files';
import { seedDemoData } from './seed';
import { type DemoStorage, PREPARING_STORAGE, restoreDemoAudio } from './seed-media';
import { redateDemoPayments } from './seed-payments';
import { redateDemoInterviews } from './seed-pipeline';

const here = path.dirname(fileURLToPath(import.meta.url));
const DAY = 86_400_000;

/**
 * What the demo data is made from, so a change to any of it prepares the demo again: the seed
 * (this folder, tests left out), its audio files, the domain package (categories, plans,
 * notification texts) and the plans service the seed calls.
 */
export const DEMO_SOURCES = [
  here,
  path.resolve(here, '../../assets/demo'),
  path.resolve(here, '../../../domain/src'),
  path.resolve(here, '../features/plans'),
];

/**
 * The schema that marks a prepared copy whose dates are still those of the day it was
 * prepared; `finishPreparedDemo` moves them and drops it, in one transaction.
 */
const MARK = 'kaamkaj_prepared';

/**
 * Date and time columns the dates' shift does not move by the time since the copy was
 * prepared: a birth date is no date relative to today, and an interview is on a calendar day
 * at a time of day (`redateDemoInterviews` moves both by whole days). Every other timestamp
 * column of the public schema is moved; a `date` column must be named here or there.
 */
export const NOT_SHIFTED = ['seeker_profiles.dob', 'interviews.date', 'interviews.ends_at'];

/** The demo, seeded into the prepared copy (`copyPreparedDatabase`'s `seed`). */
export function demoSeed(sources: readonly string[] = DEMO_SOURCES): PreparedSeed {
  return {
    name: 'demo',
    key: hashFiles(sources, (file) => /\.test\.tsx?$/.test(file)),
    async fill(client: PGlite) {
      const db = drizzle(client, { schema }) as unknown as Db;
      const preparedAt = new Date();
      await seedDemoData(db, pino({ level: 'silent' }), PREPARING_STORAGE);
      await client.exec(
        `create schema ${MARK}; create table ${MARK}.demo (prepared_at timestamptz not null)`,
      );
      await client.query(`insert into ${MARK}.demo values ($1)`, [preparedAt]);
    },
  };
}

/** The rows of `tx.execute` (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** India's calendar days from `from` to `to`. */
function calendarDays(from: Date, to: Date): number {
  return Math.round((Date.parse(istToday(to)) - Date.parse(istToday(from))) / DAY);
}

/**
 * Moves every date of a prepared demo by `to` minus the time it was prepared, so a job posted
 * "2 days ago" then is 2 days old at `to`, a plan's 70 days left are still 70, an interview
 * "the day after tomorrow" still is. Timestamps move by the exact difference (one update a
 * table); interviews by calendar days; the dates written into text (a receipt's day, an
 * interview's date in its notification) are written again.
 */
export async function shiftDemoDates(tx: Tx, preparedAt: Date, to: Date) {
  const shiftMs = to.getTime() - preparedAt.getTime();
  // the catalog itself: information_schema's views took up to 0.3 s on a busy machine
  const columns = await tx.execute(sql`
    select c.relname as "table", a.attname as "column"
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0
      and not a.attisdropped and a.atttypid in ('timestamptz'::regtype, 'timestamp'::regtype)
    order by c.relname, a.attnum`);
  const byTable = new Map<string, string[]>();
  for (const row of rowsOf<{ table: string; column: string }>(columns)) {
    if (NOT_SHIFTED.includes(`${row.table}.${row.column}`)) continue;
    byTable.set(row.table, [...(byTable.get(row.table) ?? []), row.column]);
  }
  // only the tables with rows (about half): one question for all, not an update each
  const filled = await tx.execute(
    sql.join(
      [...byTable.keys()].map(
        (table) =>
          sql`select ${table}::text as "table" where exists (select from ${sql.identifier(table)})`,
      ),
      sql` union all `,
    ),
  );
  const withRows = new Set(rowsOf<{ table: string }>(filled).map((row) => row.table));
  const interval = sql.raw(`interval '${shiftMs} milliseconds'`);
  for (const [table, names] of byTable) {
    if (!withRows.has(table)) continue;
    const sets = sql.join(
      names.map((name) => sql`${sql.identifier(name)} = ${sql.identifier(name)} + ${interval}`),
      sql`, `,
    );
    await tx.execute(sql`update ${sql.identifier(table)} set ${sets}`);
  }
  await redateDemoInterviews(tx, calendarDays(preparedAt, to), shiftMs);
  await redateDemoPayments(tx);
}

/**
 * At start, in a copy of the prepared demo: its dates moved to `now`, its audio files put into
 * the configured store, and the mark dropped, in one transaction (a start cut short leaves the
 * mark, and the next start does it). False, and nothing done, in any other database.
 */
export async function finishPreparedDemo(
  db: Db,
  storage: DemoStorage,
  now = new Date(),
): Promise<boolean> {
  const marked = await db.execute(
    sql`select to_regclass(${`${MARK}.demo`}) is not null as "marked"`,
  );
  if (!rowsOf<{ marked: boolean }>(marked)[0]?.marked) return false;
  await db.transaction(async (tx) => {
    const found = await tx.execute(sql.raw(`select prepared_at from ${MARK}.demo`));
    const [mark] = rowsOf<{ prepared_at: string | Date }>(found);
    if (!mark) throw new Error(`${MARK}.demo has no row`);
    const preparedAt = new Date(mark.prepared_at);
    await shiftDemoDates(tx, preparedAt, now);
    await restoreDemoAudio(tx, storage);
    await tx.execute(sql.raw(`drop schema ${MARK} cascade`));
  });
  return true;
}
