import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { isDroppedConnection, isRetryableRead } from './connection-loss';
import { PGLITE_EXTENSIONS, PGLITE_INITDB_PARAMS, PGLITE_START_PARAMS } from './embedded';
import { MIGRATIONS_DIR } from './migrations';
import * as schema from './schema';
import { inTransaction } from './transaction-release';

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
  /**
   * `read` with the planner's sequential scans off, in a transaction of its own, for lookups that
   * must read their indexes whatever the planner guesses of how many rows they find (the admin's
   * job search, features/admin/admin-jobs.service.ts). On PostgreSQL BEGIN and the setting go in
   * one round trip (issue 17 item 2: each round trip of a search is a socket write and a wake-up
   * on both sides), on a connection of the pool, with no query builder of the schema made for it.
   */
  withoutSeqScans<T>(read: (db: Executor) => Promise<T>): Promise<T>;
  /**
   * A lock one instance of a cluster holds at a time (a PostgreSQL session-level advisory lock
   * on a connection of its own, outside the pool); on PGlite, where the process is the only
   * instance, always this one's.
   */
  sessionLock(key: number): SessionLock;
  close(): Promise<void>;
};

export type SessionLock = {
  /**
   * Takes the lock, or checks it is still held: true while this instance holds it. A lost
   * connection loses the lock (PostgreSQL releases it when the session ends), and the next call
   * tries again on a new connection. Never throws: an unreachable database answers false.
   */
  acquire(): Promise<boolean>;
  /** Gives the lock up and closes its connection; a later acquire() may take it again. */
  release(): Promise<void>;
};

// Any fixed number: one migrating instance at a time on a shared PostgreSQL.
const MIGRATION_LOCK = 7_340_211;

/** Pool settings for PostgreSQL (issue 15 item 1); each has a default (`POOL_DEFAULTS`). */
export type PoolSettings = {
  /** connections at most */
  max: number;
  /** how long a request waits for a connection before it fails (503), ms */
  connectTimeoutMs: number;
  /** a statement running longer is cancelled by the server (0: never), ms */
  statementTimeoutMs: number;
  /** a transaction left open and idle this long is ended by the server (0: never), ms */
  idleInTransactionTimeoutMs: number;
};

export const POOL_DEFAULTS: PoolSettings = {
  max: 10,
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 60_000,
};

/** The pool settings the configuration names. */
export function poolSettings(config: {
  PG_POOL_MAX: number;
  PG_CONNECT_TIMEOUT_MS: number;
  PG_STATEMENT_TIMEOUT_MS: number;
  PG_IDLE_TX_TIMEOUT_MS: number;
}): PoolSettings {
  return {
    max: config.PG_POOL_MAX,
    connectTimeoutMs: config.PG_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.PG_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMs: config.PG_IDLE_TX_TIMEOUT_MS,
  };
}

/** PostgreSQL through `url`, else embedded PGlite in `dataDir` (or in memory when null). */
export function openDatabase(opts: {
  url?: string;
  dataDir: string | null;
  /** PGlite only: a data directory's tarball to start from (`preparedDump`), not initdb */
  loadDataDir?: Blob;
  pool?: Partial<PoolSettings>;
  /** where a lost connection is told; process warnings by default */
  onConnectionError?: (error: Error) => void;
}): Database {
  if (opts.url) {
    const settings = { ...POOL_DEFAULTS, ...opts.pool };
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: settings.max,
      connectionTimeoutMillis: settings.connectTimeoutMs,
      statement_timeout: settings.statementTimeoutMs || undefined,
      idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs || undefined,
    });
    const lost =
      opts.onConnectionError ??
      ((error: Error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`));
    // A connection the server drops (a restart, a failover, pg_terminate_backend) emits 'error'
    // on its client, idle in the pool or checked out by a request; an 'error' event without a
    // listener ends the process. The pool listens to its idle clients; this listener, on every
    // client for its whole life, covers a checked-out one too. The query in flight fails (the
    // request answers 503, platform/error-handler.ts) and the pool replaces the connection.
    pool.on('connect', (client) => {
      client.on('error', lost);
    });
    pool.on('error', lost);
    retryReadsOnDroppedConnections(pool, settings.max);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      query: async (text, values, name) =>
        (await pool.query({ name, text, values: [...values] })).rows,
      async migrate() {
        const client = await pool.connect();
        try {
          // an index built on a large table may take longer than a request's statement
          await client.query('set statement_timeout = 0');
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      ping: async () => void (await db.execute(sql`select 1`)),
      async withoutSeqScans(read) {
        const client = await pool.connect();
        return inTransaction({
          // a query without values is sent as one simple query, which may hold two statements
          begin: () => client.query('begin; set local enable_seqscan = off'),
          run: () => read(onClient(client)),
          end: (statement) => client.query(statement),
          release: (error) => client.release(error),
        });
      },
      sessionLock: (key) =>
        pgSessionLock(
          { connectionString: opts.url, connectionTimeoutMillis: settings.connectTimeoutMs },
          key,
        ),
      close: once(() => pool.end()),
    };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = new PGlite({
    dataDir: opts.dataDir ?? undefined,
    loadDataDir: opts.loadDataDir,
    initDbStartParams: [...PGLITE_INITDB_PARAMS],
    startParams: [...PGLITE_START_PARAMS],
    extensions: PGLITE_EXTENSIONS,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    query: async <Row>(text: string, values: readonly unknown[]) =>
      (await client.query<Row>(text, [...values])).rows,
    migrate: () =>
      migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => void (await db.execute(sql`select 1`)),
    withoutSeqScans: (read) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return read(tx);
      }),
    sessionLock: () => ({ acquire: async () => true, release: async () => {} }),
    close: once(() => client.close()),
  };
}

/**
 * `pg_try_advisory_lock` on a connection of its own: held as long as that session lives, so an
 * instance that dies, or whose connection the server ends, lets another take the lock on its
 * next try. TCP keep-alive lets the server notice a peer gone without a word.
 */
function pgSessionLock(settings: pg.ClientConfig, key: number): SessionLock {
  let client: pg.Client | null = null;
  let held = false;
  const drop = (which: pg.Client) => {
    if (client !== which) return;
    client = null;
    held = false;
    which.end().catch(() => {});
  };
  return {
    async acquire() {
      let current = client;
      try {
        if (!current) {
          // a check that hangs (a network cut) drops the connection, and with it the lock
          const fresh = new pg.Client({ ...settings, keepAlive: true, query_timeout: 10_000 });
          // a connection ended by the server emits 'error'; without a listener it ends the process
          fresh.on('error', () => drop(fresh));
          fresh.on('end', () => drop(fresh));
          client = current = fresh;
          await fresh.connect();
        }
        if (held) {
          await current.query('select 1'); // the session lives, so the lock is still ours
          return true;
        }
        // taken once per session only: a second pg_try_advisory_lock would stack a second hold
        const { rows } = await current.query<{ ok: boolean }>(
          'select pg_try_advisory_lock($1) as ok',
          [key],
        );
        held = rows[0]?.ok === true;
        return held;
      } catch {
        if (current) drop(current);
        return false;
      }
    },
    async release() {
      const current = client;
      if (!current) return;
      if (held) await current.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
      drop(current);
    },
  };
}

/**
 * The query builder on one connection of the pool, made once per connection (the pool keeps its
 * clients): without the schema's relational queries, which a transaction's builder makes anew
 * each time (drizzle's PgDatabase), and which the reads given one do not use.
 */
const onClients = new WeakMap<pg.PoolClient, Executor>();
function onClient(client: pg.PoolClient): Executor {
  let db = onClients.get(client);
  if (!db) {
    db = drizzlePg(client) as unknown as Executor;
    onClients.set(client, db);
  }
  return db;
}

/**
 * issue 15 item 1: a read sent through the pool (not inside a transaction) that meets a
 * connection the server ended is sent again: a reader sees an answer, not an error, when the
 * database dropped the pool's connections (a restart, a failover). Each dead connection is
 * discarded as it is met, so after at most one try per pool slot the read runs on a new one.
 * Writes and transactions are never sent again (the first may have committed); their request
 * answers 503. Neither is a connect that failed: another would only wait as long again.
 */
function retryReadsOnDroppedConnections(pool: pg.Pool, slots: number) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const retrying = async (...args: unknown[]) => {
    const first = args[0] as string | { text?: unknown } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    // the callback form is not used by Drizzle nor here; leave it as it is
    if (typeof args.at(-1) === 'function' || !isRetryableRead(text)) return query(...args);
    for (let attempt = 0; ; attempt++) {
      try {
        return await query(...args);
      } catch (err) {
        if (attempt >= slots || !isDroppedConnection(err)) throw err;
      }
    }
  };
  pool.query = retrying as typeof pool.query;
}

/** Closing twice (the app's onClose and a test's own clean-up) closes once. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}
