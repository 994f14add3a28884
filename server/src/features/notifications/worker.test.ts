import { notificationText } from '@kaamkaj/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, signInSeeker, type TestApp } from '../../../test/helpers';
import type { WhatsApp } from '../../platform/adapters/whatsapp';
import { memoryCache } from '../../platform/cache';
import { backgroundTasks, users, whatsappOutbox } from '../../platform/db/schema';
import { newId } from '../../platform/ids';
import { notify } from '../../platform/notify';
import { MAX_ATTEMPTS, notificationWorker } from './worker';

const NO_SWEEP = { sweep: false };
const SECOND = 1000;

const outboxOf = async (t: TestApp, to: string) =>
  (await call(t.app, { method: 'GET', url: `/api/dev/outbox?to=${to}` })).body.data.filter(
    (m: { channel: string }) => m.channel === 'whatsapp',
  );

describe('WhatsApp outbox (DESIGN.md §2: log adapter by default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.app.close());

  it('sends an opted-in user one WhatsApp message with the notification text, once', async () => {
    const seeker = await signInSeeker(t.app); // opted in at sign-in
    const quiet = await signInSeeker(t.app);
    await t.database.db.update(users).set({ optIn: false }).where(eq(users.id, quiet.data._id));
    const vars = { job_title: 'Cook', company_name: 'Annapurna Dhaba' };
    await t.database.db.transaction((tx) =>
      notify(tx, [
        { userId: seeker.data._id, type: 'INTERVIEW_SHORTLISTED', vars },
        { userId: quiet.data._id, type: 'INTERVIEW_SHORTLISTED', vars },
      ]),
    );
    expect(await outboxOf(t, seeker.contact)).toEqual([]); // nothing on the request path

    const report = await t.app.notificationWorker.runOnce(undefined, NO_SWEEP);
    expect(report).toMatchObject({ sent: 1, failed: 0 });
    const sent = await outboxOf(t, seeker.contact);
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toBe('Congratulations! You are shortlisted for Cook at Annapurna Dhaba');
    expect(await outboxOf(t, quiet.contact)).toEqual([]);
    const [row] = await t.database.db
      .select()
      .from(whatsappOutbox)
      .where(eq(whatsappOutbox.userId, seeker.data._id));
    expect(row).toMatchObject({ status: 'sent', attempts: 0, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);

    await t.app.notificationWorker.runOnce(undefined, NO_SWEEP);
    expect(await outboxOf(t, seeker.contact)).toHaveLength(1);
  });

  it('start() sends on its own timer; stop() ends it', async () => {
    const send = vi.fn(async (_to: string, _text: string) => {});
    const worker = notificationWorker({
      db: t.database.db,
      cache: memoryCache(),
      config: { NOTIFY_WORKER_MS: 20, FEED_CACHE_SECONDS: 60, FEED_KEPT_SECONDS: 60 },
      whatsapp: { name: 'spy', send },
    });
    const seeker = await signInSeeker(t.app);
    await t.database.db.transaction((tx) =>
      notify(tx, [{ userId: seeker.data._id, type: 'INCOMPLETE_PROFILE' }]),
    );
    worker.start();
    try {
      await vi.waitFor(
        () =>
          expect(send).toHaveBeenCalledWith(
            seeker.contact,
            'Your profile is incomplete. Complete it to get better jobs.',
          ),
        { timeout: 5000, interval: 20 },
      );
    } finally {
      await worker.stop();
    }
    const calls = send.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(send.mock.calls.length).toBe(calls);
  });

  it('two workers at once (two instances) send each message once', async () => {
    const seekers: Awaited<ReturnType<typeof signInSeeker>>[] = [];
    for (let i = 0; i < 6; i++) seekers.push(await signInSeeker(t.app));
    await t.database.db.transaction((tx) =>
      notify(
        tx,
        seekers.map((s) => ({ userId: s.data._id, type: 'INCOMPLETE_PROFILE' as const })),
      ),
    );
    const sent: string[] = [];
    const recording = () =>
      notificationWorker({
        ...t,
        db: t.database.db,
        cache: memoryCache(),
        whatsapp: { name: 'spy', send: async (to) => void sent.push(to) },
      });
    const [a, b] = await Promise.all([
      recording().runOnce(undefined, NO_SWEEP),
      recording().runOnce(undefined, NO_SWEEP),
    ]);
    expect(a.sent + b.sent).toBe(6);
    expect(sent.toSorted()).toEqual(seekers.map((s) => s.contact).toSorted());
  });

  it('retries a failing send with backoff and gives up after 5 attempts', async () => {
    const send = vi.fn(async () => {
      throw new Error('WhatsApp API 500: Internal error');
    });
    const failing: WhatsApp = { name: 'failing', send };
    const worker = notificationWorker({
      ...t,
      db: t.database.db,
      cache: memoryCache(),
      whatsapp: failing,
    });
    const seeker = await signInSeeker(t.app);
    await t.database.db.transaction((tx) =>
      notify(tx, [{ userId: seeker.data._id, type: 'INCOMPLETE_PROFILE' }]),
    );
    const rowOf = async () => {
      const [row] = await t.database.db
        .select()
        .from(whatsappOutbox)
        .where(eq(whatsappOutbox.userId, seeker.data._id));
      return row;
    };

    let now = Date.now();
    // 30 s, 60 s, 2 min, 4 min between the attempts
    for (const [attempt, wait] of [
      [1, 30],
      [2, 60],
      [3, 120],
      [4, 240],
    ] as const) {
      expect(await worker.runOnce(new Date(now), NO_SWEEP)).toMatchObject({ sent: 0, failed: 1 });
      const row = await rowOf();
      expect(row).toMatchObject({
        status: 'pending',
        attempts: attempt,
        lastError: 'WhatsApp API 500: Internal error',
      });
      expect(row?.nextAttemptAt.getTime()).toBe(now + wait * SECOND);
      // not due a second early
      expect(await worker.runOnce(new Date(now + wait * SECOND - SECOND), NO_SWEEP)).toMatchObject({
        failed: 0,
      });
      now += wait * SECOND;
    }
    expect(send).toHaveBeenCalledTimes(4);
    await worker.runOnce(new Date(now), NO_SWEEP);
    expect(await rowOf()).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, sentAt: null });
    await worker.runOnce(new Date(now + 86_400 * SECOND), NO_SWEEP);
    expect(send).toHaveBeenCalledTimes(MAX_ATTEMPTS);
    expect(send).toHaveBeenCalledWith(seeker.contact, notificationText('INCOMPLETE_PROFILE', null));
  });

  it('retries a failing task with backoff and marks it failed after 5 attempts', async () => {
    const id = newId();
    await t.database.db
      .insert(backgroundTasks)
      .values({ id, kind: 'job_post_fanout', payload: { job_id: 'not-a-job-id' } });
    const worker = t.app.notificationWorker;
    let now = Date.now() + 1000;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await worker.runOnce(new Date(now), NO_SWEEP);
      const [task] = await t.database.db
        .select()
        .from(backgroundTasks)
        .where(eq(backgroundTasks.id, id));
      const wait = 30 * SECOND * 2 ** (attempt - 1);
      expect(task).toMatchObject({
        attempts: attempt,
        status: attempt === MAX_ATTEMPTS ? 'failed' : 'pending',
      });
      expect(task?.lastError).toBe('invalid input syntax for type uuid: "not-a-job-id"');
      expect(task?.runAfter.getTime()).toBe(now + wait);
      now += wait;
    }
  });
});
