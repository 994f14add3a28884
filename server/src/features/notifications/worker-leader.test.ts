import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, signInSeeker, type TestApp } from '../../../test/helpers';
import { memoryCache } from '../../platform/cache';
import { type Database, openDatabase } from '../../platform/db/client';
import { whatsappOutbox } from '../../platform/db/schema';
import { notify } from '../../platform/notify';
import { type NotificationWorker, notificationWorker, WORKER_LOCK } from './worker';

// issue 17 item 5: the worker's timed passes run on one instance of a cluster at a time.

const PROFILE_TEXT = 'Your profile is incomplete. Complete it to get better jobs.';

const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)(
  'the worker once per cluster (skipped without DATABASE_URL: two instances cannot share an embedded PGlite)',
  () => {
    let t: TestApp;
    let second: Database; // the other instance's own connection pool, on the same database
    const workers: NotificationWorker[] = [];
    beforeAll(async () => {
      t = await createTestApp();
      second = openDatabase({ url: t.config.DATABASE_URL, dataDir: null });
    });
    afterEach(async () => {
      await Promise.all(workers.splice(0).map((w) => w.stop()));
    });
    afterAll(async () => {
      await second.close();
      await t.app.close();
    });

    /** A worker as an instance runs it: its own lock connection, recording what it sends. */
    function instance(database: Database, sent: string[], ms = 60_000) {
      const worker = notificationWorker({
        db: database.db,
        cache: memoryCache(),
        config: { NOTIFY_WORKER_MS: ms, FEED_CACHE_SECONDS: 60, FEED_KEPT_SECONDS: 60 },
        whatsapp: { name: 'spy', send: async (to, text) => void sent.push(`${to}: ${text}`) },
        leader: database.sessionLock(WORKER_LOCK),
      });
      workers.push(worker);
      return worker;
    }

    async function remind() {
      const seeker = await signInSeeker(t.app);
      await t.database.db.transaction((tx) =>
        notify(tx, [{ userId: seeker.data._id, type: 'INCOMPLETE_PROFILE' }]),
      );
      return `${seeker.contact}: ${PROFILE_TEXT}`;
    }

    /** Who holds the worker's lock in this database, by backend pid (pg_locks). */
    async function holders(): Promise<number[]> {
      const rows = await t.database.query<{ pid: number }>(
        `select pid from pg_locks where locktype = 'advisory' and granted
           and database = (select oid from pg_database where datname = current_database())
           and objid = $1 and objsubid = 1`,
        [WORKER_LOCK],
      );
      return rows.map((r) => r.pid);
    }

    it('runs a pass on the instance that leads only; when it stops, the other takes over', async () => {
      const sentA: string[] = [];
      const sentB: string[] = [];
      const a = instance(t.database, sentA);
      const b = instance(second, sentB);

      const first = await remind();
      const ranA = await a.tick();
      expect(ranA).toMatchObject({ sent: 1, failed: 0 });
      expect(sentA).toEqual([first]);
      expect(await holders()).toHaveLength(1);

      const next = await remind();
      expect(await b.tick()).toBeNull(); // A leads: B runs no pass
      expect(await b.tick()).toBeNull();
      expect(sentB).toEqual([]);
      const statusOf = async (line: string) => {
        const [row] = await t.database.db
          .select({ status: whatsappOutbox.status })
          .from(whatsappOutbox)
          .where(eq(whatsappOutbox.to, line.split(':')[0] ?? ''));
        return row?.status;
      };
      expect(await statusOf(first)).toBe('sent');
      expect(await statusOf(next)).toBe('pending'); // waits for the instance that leads

      expect(await a.tick()).toMatchObject({ sent: 1 }); // A keeps the lead, tick after tick
      expect(sentA).toEqual([first, next]);

      await a.stop(); // a replica shut down: the lock is given up at once
      expect(await holders()).toEqual([]);
      const third = await remind();
      expect(await b.tick()).toMatchObject({ sent: 1, failed: 0 });
      expect(sentB).toEqual([third]);
      expect(await holders()).toHaveLength(1);
      expect(await a.tick()).toBeNull(); // back again, A now follows B
      expect(sentA).toEqual([first, next]);
    });

    it('an instance whose connection dies loses the lead to another', async () => {
      const sentA: string[] = [];
      const sentB: string[] = [];
      const a = instance(t.database, sentA);
      const b = instance(second, sentB);
      expect(await b.tick()).not.toBeNull();
      expect(await a.tick()).toBeNull();
      const [leader] = await holders();
      expect(leader).toBeTypeOf('number');

      // B's session ends without a word from B (a crash, a network cut, a failover)
      await t.database.query('select pg_terminate_backend($1)', [leader]);
      const message = await remind();
      await vi.waitFor(async () => expect(await a.tick()).not.toBeNull(), {
        timeout: 5000,
        interval: 50,
      });
      expect(sentA).toEqual([message]);
      expect(sentB).toEqual([]);
      const [now] = await holders();
      expect(now).not.toBe(leader);
      expect(await b.tick()).toBeNull(); // B comes back on a new connection, and follows
      expect(await holders()).toEqual([now]);
    });

    it('start() on two instances: one sends, the other waits', async () => {
      const sentA: string[] = [];
      const sentB: string[] = [];
      const message = await remind();
      instance(t.database, sentA, 20).start();
      instance(second, sentB, 20).start();
      await vi.waitFor(() => expect([...sentA, ...sentB]).toEqual([message]), {
        timeout: 5000,
        interval: 20,
      });
      await new Promise((resolve) => setTimeout(resolve, 200)); // ten more ticks each
      const later = await remind();
      await vi.waitFor(() => expect([...sentA, ...sentB]).toEqual([message, later]), {
        timeout: 5000,
        interval: 20,
      });
      // both went out from the same instance, the one that holds the lock
      expect([sentA.length, sentB.length].toSorted()).toEqual([0, 2]);
      expect(await holders()).toHaveLength(1);
    });

    it('a lock connection refused (the database away) is no lead, not an error', async () => {
      const url = new URL(t.config.DATABASE_URL ?? '');
      url.port = '1';
      const away = openDatabase({ url: url.toString(), dataDir: null });
      try {
        const lock = away.sessionLock(WORKER_LOCK);
        expect(await lock.acquire()).toBe(false);
        await lock.release();
      } finally {
        await away.close();
      }
    });
  },
);

describe('the worker of one instance', () => {
  let t: TestApp;
  afterEach(async () => {
    await t?.app.close();
  });

  it('WORKER=off keeps the timer off; a pass asked for still runs', async () => {
    t = await createTestApp({ WORKER: 'off', NOTIFY_WORKER_MS: '100' }, { worker: true });
    const seeker = await signInSeeker(t.app);
    await t.database.db.transaction((tx) =>
      notify(tx, [{ userId: seeker.data._id, type: 'INCOMPLETE_PROFILE' }]),
    );
    const outbox = async () =>
      (
        await call(t.app, { method: 'GET', url: `/api/dev/outbox?to=${seeker.contact}` })
      ).body.data.filter((m: { channel: string }) => m.channel === 'whatsapp');
    await new Promise((resolve) => setTimeout(resolve, 500)); // five ticks, had it started
    expect(await outbox()).toEqual([]);
    // the pass itself still runs when asked (an operator's script, the tests)
    expect(await t.app.notificationWorker.tick()).toMatchObject({ sent: 1, failed: 0 });
    expect((await outbox()).map((m: { text: string }) => m.text)).toEqual([PROFILE_TEXT]);
  });

  it('WORKER=auto (the default) starts the timer with the server', async () => {
    t = await createTestApp({ NOTIFY_WORKER_MS: '100' }, { worker: true });
    const seeker = await signInSeeker(t.app);
    await t.database.db.transaction((tx) =>
      notify(tx, [{ userId: seeker.data._id, type: 'INCOMPLETE_PROFILE' }]),
    );
    await vi.waitFor(
      async () => {
        const res = await call(t.app, {
          method: 'GET',
          url: `/api/dev/outbox?to=${seeker.contact}`,
        });
        expect(
          res.body.data
            .filter((m: { channel: string }) => m.channel === 'whatsapp')
            .map((m: { text: string }) => m.text),
        ).toEqual([PROFILE_TEXT]);
      },
      { timeout: 5000, interval: 20 },
    );
  });
});
