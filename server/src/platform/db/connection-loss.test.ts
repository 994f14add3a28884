import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { registerErrorHandler } from '../error-handler';
import { isConnectionLoss, isDroppedConnection, isRetryableRead } from './connection-loss';
import './client'; // applies the transaction patch (transaction-release.ts)

// issue 15 item 1: a database that drops a connection costs one request, not the process.

describe('telling a lost connection from other failures', () => {
  it('knows the driver errors of a dropped, refused or timed-out connection', () => {
    const terminated = Object.assign(
      new Error('terminating connection due to administrator command'),
      {
        code: '57P01',
      },
    );
    expect(isConnectionLoss(terminated)).toBe(true);
    // Drizzle wraps the driver's error
    expect(isConnectionLoss(new Error('Failed query: insert ...', { cause: terminated }))).toBe(
      true,
    );
    expect(isConnectionLoss(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLoss(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isConnectionLoss(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
    expect(
      isConnectionLoss(Object.assign(new Error('canceling statement'), { code: '57014' })),
    ).toBe(true);
    expect(isConnectionLoss(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    // ioredis while Redis is away
    expect(
      isConnectionLoss(new Error('Reached the max retries per request limit (which is 2).')),
    ).toBe(true);
    expect(isConnectionLoss(new Error('Connection is closed.'))).toBe(true);
  });

  it('does not take a failed statement for a lost connection', () => {
    expect(isConnectionLoss(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(
      false,
    );
    expect(isConnectionLoss(Object.assign(new Error('bad text'), { code: '22021' }))).toBe(false);
    expect(isConnectionLoss(new Error('Job not found'))).toBe(false);
    expect(isConnectionLoss(undefined)).toBe(false);
  });

  it('sends a read again only after an open connection died, not after a failed connect', () => {
    expect(isDroppedConnection(Object.assign(new Error('terminating'), { code: '57P01' }))).toBe(
      true,
    );
    expect(isDroppedConnection(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDroppedConnection(new Error('timeout exceeded when trying to connect'))).toBe(false);
    expect(isDroppedConnection(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(
      false,
    );
  });

  it('sends only plain reads again', () => {
    expect(isRetryableRead('select "id" from "jobs" where "id" = $1')).toBe(true);
    expect(isRetryableRead('  SELECT 1')).toBe(true);
    expect(isRetryableRead('insert into "jobs" ("id") values ($1)')).toBe(false);
    expect(isRetryableRead('update "jobs" set "views" = 1')).toBe(false);
    expect(isRetryableRead('select * from "jobs" where "id" = $1 for update')).toBe(false);
    expect(isRetryableRead('select * from "tasks" for no key update skip locked')).toBe(false);
    expect(isRetryableRead('with x as (delete from "otp" returning 1) select 1')).toBe(false);
    expect(isRetryableRead(undefined)).toBe(false);
  });
});

/** A pool whose one connection answers every statement with `fail` (or ok when null). */
function fakePool(fail: (text: string) => Error | null) {
  const released: (Error | boolean | undefined)[] = [];
  const sent: string[] = [];
  const client = {
    query: async (q: string | { text: string }) => {
      const text = typeof q === 'string' ? q : q.text;
      sent.push(text);
      const error = fail(text);
      if (error) throw error;
      return { rows: [], rowCount: 0, command: text, fields: [] };
    },
    release: (err?: Error | boolean) => void released.push(err),
  };
  class FakePool {
    connect = async () => client;
    query = client.query;
  }
  return { pool: new FakePool(), released, sent };
}

const dropped = () =>
  Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
  });

describe('a transaction on a connection the server dropped', () => {
  it('gives the connection back, to be closed, when BEGIN itself fails', async () => {
    const fake = fakePool((text) => (text === 'begin' ? dropped() : null));
    const db = drizzle(fake.pool as never);
    const err = await db.transaction(async () => 1).catch((e: unknown) => e);
    expect(isConnectionLoss(err)).toBe(true);
    expect(fake.released).toHaveLength(1);
    expect(fake.released[0]).toBeInstanceOf(Error); // discarded, never reused
  });

  it('does not send ROLLBACK on a dead connection, and closes it', async () => {
    const fake = fakePool((text) => (text.startsWith('insert') ? dropped() : null));
    const db = drizzle(fake.pool as never);
    const err = await db
      .transaction(async (tx) => {
        await tx.execute(sql.raw('insert into t values (1)'));
      })
      .catch((e: unknown) => e);
    expect(isConnectionLoss(err)).toBe(true);
    expect(fake.sent).toEqual(['begin', 'insert into t values (1)']);
    expect(fake.released[0]).toBeInstanceOf(Error);
  });

  it('rolls back a failed statement and returns a clean connection for reuse', async () => {
    const fake = fakePool((text) =>
      text.startsWith('insert') ? Object.assign(new Error('duplicate'), { code: '23505' }) : null,
    );
    const db = drizzle(fake.pool as never);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql.raw('insert into t values (1)'));
      }),
    ).rejects.toThrow();
    expect(fake.sent).toEqual(['begin', 'insert into t values (1)', 'rollback']);
    expect(fake.released).toEqual([undefined]);
  });

  it('commits and returns the connection', async () => {
    const fake = fakePool(() => null);
    const db = drizzle(fake.pool as never);
    expect(await db.transaction(async () => 7)).toBe(7);
    expect(fake.sent).toEqual(['begin', 'commit']);
    expect(fake.released).toEqual([undefined]);
  });
});

describe('a request that met a lost connection', () => {
  const app = Fastify();
  beforeAll(async () => {
    registerErrorHandler(app, {});
    app.get('/write', async () => {
      throw new Error('Failed query: insert into "applications" ...', {
        cause: Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
        }),
      });
    });
    app.get('/bug', async () => {
      throw new TypeError('x is undefined');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('is answered 503 with the catalogue message and Retry-After, in English and Hindi', async () => {
    const en = await app.inject({ url: '/write' });
    expect(en.statusCode).toBe(503);
    expect(en.headers['retry-after']).toBe('2');
    expect(en.json()).toEqual({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is busy for a moment. Please try again.',
    });
    const hi = await app.inject({ url: '/write', headers: { 'accept-language': 'hi' } });
    expect(hi.statusCode).toBe(503);
    expect(hi.json().message).toBe('सेवा अभी थोड़ी देर के लिए व्यस्त है। कृपया फिर से कोशिश करें।');
  });

  it('while a fault of ours stays a 500', async () => {
    const res = await app.inject({ url: '/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('INTERNAL_ERROR');
  });
});

describe('Redis away (the rate limiter and the cache)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // nothing listens on port 1
    t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(() => t.app.close());

  it('a sign-in that needs the rate limiter answers 503 with the message, and the app keeps serving', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/user',
      payload: { contact: '9812345670', opt_in: true, tnc: true },
      headers: { 'accept-language': 'hi' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'सेवा अभी थोड़ी देर के लिए व्यस्त है। कृपया फिर से कोशिश करें।',
    });
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});

// On a real PostgreSQL only (CI's second run): PGlite has no connections to lose.
describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL terminating the server’s backends', () => {
  let t: TestApp;
  let admin: pg.Client;
  const warnings: string[] = [];
  const onWarning = (w: Error) => warnings.push(w.message);

  beforeAll(async () => {
    t = await createTestApp();
    admin = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await admin.connect();
    process.on('warning', onWarning);
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    await admin.end();
    await t.app.close();
  });

  /** Ends every connection of the app's pool, as a restart or a failover would. */
  async function terminateAppBackends(): Promise<number> {
    const { rows } = await admin.query<{ pid: number }>(
      `select pg_terminate_backend(pid) as ok, pid from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return rows.length;
  }

  it('a transaction whose connection is ended between statements fails; the process stays', async () => {
    const attempt = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      expect(await terminateAppBackends()).toBeGreaterThan(0);
      // the checked-out client emits 'error' while idle in the transaction: it must be heard
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 2`);
    });
    const err = await attempt.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isConnectionLoss(err)).toBe(true);
    expect(warnings.some((w) => /PostgreSQL connection lost/.test(w))).toBe(true);
    // the pool replaced the connection: the next request is served
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().data.database).toBe('up');
  });

  it('a read without sequential scans whose connection is ended fails; the next is served', async () => {
    const attempt = t.database.withoutSeqScans(async (db) => {
      await db.execute(sql`select 1`);
      expect(await terminateAppBackends()).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await db.execute(sql`select 2`);
    });
    const err = await attempt.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isConnectionLoss(err)).toBe(true);
    // the dead connection was discarded, not given back: the next one is a new one
    const next = await t.database.withoutSeqScans(async (db) => {
      const { rows } = (await db.execute(sql`show enable_seqscan`)) as unknown as {
        rows: { enable_seqscan: string }[];
      };
      return rows[0]?.enable_seqscan;
    });
    expect(next).toBe('off');
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.json().data.database).toBe('up');
  });

  it('every connection carries the configured statement and idle-transaction timeouts', async () => {
    const [row] = await t.database.query<{ statement_timeout: string }>(
      'show statement_timeout',
      [],
    );
    expect(row?.statement_timeout).toBe('30s');
    const [idle] = await t.database.query<{ idle_in_transaction_session_timeout: string }>(
      'show idle_in_transaction_session_timeout',
      [],
    );
    expect(idle?.idle_in_transaction_session_timeout).toBe('1min');
  });

  it('a read meeting a dropped connection is sent again and answered', async () => {
    for (let round = 0; round < 3; round++) {
      // warm connections in the pool, then end them all while they sit idle
      await Promise.all([1, 2, 3].map(() => t.app.inject({ url: '/api/job-category' })));
      await terminateAppBackends();
      const res = await t.app.inject({ url: '/api/job-category' });
      expect(res.statusCode).toBe(200);
      expect(res.json().success).toBe(true);
    }
  });
});
