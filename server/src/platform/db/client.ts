import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: queries take either. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * SQL text with its values ($1, $2 ...), answering the rows, for a query the query builder
   * cannot write. A `name` (one text per name: a hot query whose text never changes) makes it a
   * named statement on PostgreSQL, parsed and planned once per connection.
   */
  query<Row>(text: string, values: readonly unknown[], name?: string): Promise<Row[]>;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');
// Any fixed number: one migrating instance at a time on a shared PostgreSQL.
const MIGRATION_LOCK = 7_340_211;

/** PostgreSQL through `url`, else embedded PGlite in `dataDir` (or in memory when null). */
export function openDatabase(opts: { url?: string; dataDir: string | null }): Database {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle connection the server drops (a restart, a failover, a dropped test database) emits
    // 'error' on the pool; without a listener that error would end the process. The pool discards
    // the client and the next query opens a new one.
    pool.on('error', (error) => {
      process.emitWarning(`PostgreSQL idle connection lost: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      query: async (text, values, name) =>
        (await pool.query({ name, text, values: [...values] })).rows,
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      ping: async () => void (await db.execute(sql`select 1`)),
      close: once(() => pool.end()),
    };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = new PGlite(opts.dataDir ?? undefined);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    query: async <Row>(text: string, values: readonly unknown[]) =>
      (await client.query<Row>(text, [...values])).rows,
    migrate: () =>
      migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS }),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: once(() => client.close()),
  };
}

/** Closing twice (the app's onClose and a test's own clean-up) closes once. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}
