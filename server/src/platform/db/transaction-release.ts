import { type SQL, sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { isConnectionLoss } from './connection-loss';

// issue 15 item 1: drizzle-orm 0.45's NodePgSession.transaction checks a client out of the pool
// and sends BEGIN before its try/finally, so a connection that is dropped before BEGIN (the pool
// handed out a connection the server had just ended) is never given back: the pool loses a slot
// for good, and after `max` such drops every request waits for a connection that never comes
// (seen in bench/chaos). This is the same method with BEGIN inside the try, and a connection
// that failed released with its error, so the pool discards it rather than reuse it. The patch
// is applied when this module loads (platform/db/client.ts imports it).

type Session = {
  client: { connect(): Promise<PoolClientLike> } | PoolClientLike;
  dialect: PgDialect;
  schema: unknown;
  options: unknown;
};
type PoolClientLike = { release(err?: Error | boolean): void };
type Transaction = NodePgTransaction<Record<string, never>, never>;

const isPool = (client: unknown): client is { connect(): Promise<PoolClientLike> } =>
  typeof client === 'object' &&
  client !== null &&
  typeof (client as { connect?: unknown }).connect === 'function' &&
  Object.getPrototypeOf(client).constructor.name.includes('Pool');

const proto = NodePgSession.prototype as unknown as {
  transaction(
    this: Session,
    run: (tx: Transaction) => Promise<unknown>,
    config?: never,
  ): Promise<unknown>;
};

proto.transaction = async function transaction(this: Session, run, config) {
  const pool = isPool(this.client) ? this.client : null;
  const client = pool ? await pool.connect() : null;
  const Session = NodePgSession as unknown as new (...args: unknown[]) => never;
  const session = client ? new Session(client, this.dialect, this.schema, this.options) : this;
  const Tx = NodePgTransaction as unknown as new (...args: unknown[]) => Transaction;
  const tx = new Tx(this.dialect, session, this.schema);
  const options = (tx as unknown as { getTransactionConfigSQL(c: unknown): SQL })
    .getTransactionConfigSQL;
  return inTransaction({
    begin: () => tx.execute(config ? sql`begin ${options.call(tx, config)}` : sql`begin`),
    run: () => run(tx),
    end: (statement) => tx.execute(sql.raw(statement)),
    release: (error) => client?.release(error),
  });
};

/**
 * `run` between `begin` and COMMIT on one checked-out connection: ROLLBACK when it throws, but
 * not on a lost connection (the server already rolled back), and the connection given back with
 * an error whenever it did not end cleanly, so that the pool closes it rather than reuse it
 * (closing it ends its transaction). BEGIN is inside: a connection dropped before it is given
 * back too.
 */
export async function inTransaction<T>(steps: {
  begin: () => Promise<unknown>;
  run: () => Promise<T>;
  end: (statement: 'commit' | 'rollback') => Promise<unknown>;
  release: (error?: Error) => void;
}): Promise<T> {
  // true once the connection is known to be out of any transaction (committed, rolled back)
  let clean = false;
  try {
    await steps.begin();
    let result: T;
    try {
      result = await steps.run();
    } catch (error) {
      if (!isConnectionLoss(error)) {
        await steps.end('rollback');
        clean = true;
      }
      throw error;
    }
    await steps.end('commit');
    clean = true;
    return result;
  } finally {
    steps.release(clean ? undefined : new Error('transaction did not end cleanly'));
  }
}
