import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../platform/adapters/storage';
import type { WhatsApp } from '../../platform/adapters/whatsapp';
import type { Cache } from '../../platform/cache';
import type { Config } from '../../platform/config';
import type { Db, SessionLock } from '../../platform/db/client';
import { backgroundTasks, whatsappOutbox } from '../../platform/db/schema';
import { feedCache } from '../../platform/feed-cache';
import { categoriesOpened } from '../../platform/feed-marks';
import { sweepUnconfirmedUploads } from '../files/upload-sweep';
import { JOB_POST_FANOUT, jobPostFanoutBatch } from './job-post-fanout';
import { runSweeps, type SweepReport } from './sweeps';

/** A message or a task is given up after this many failed attempts. */
export const MAX_ATTEMPTS = 5;
const BACKOFF_BASE_MS = 30_000;
const SWEEP_EVERY_MS = 3_600_000;
const OUTBOX_BATCH = 100;
// A claimed message is hidden this long: if the process dies mid-send it becomes due again.
const CLAIM_LEASE_MS = 5 * 60_000;
/** The advisory lock whose holder runs the worker's passes: one instance of a cluster at a time. */
export const WORKER_LOCK = 7_340_212;

/** 30 s, 60 s, 2 min, 4 min ... after the 1st, 2nd, 3rd, 4th failure. */
export const backoffMs = (failedBefore: number) => BACKOFF_BASE_MS * 2 ** failedBefore;

export type WorkerContext = {
  db: Db;
  whatsapp: WhatsApp;
  cache: Cache;
  config: Pick<Config, 'NOTIFY_WORKER_MS' | 'FEED_CACHE_SECONDS' | 'FEED_KEPT_SECONDS'>;
  /** With a store, the hourly sweep also removes uploads never confirmed (issue 15 item 5). */
  storage?: Pick<Storage, 'remove'>;
  /**
   * issue 17 item 5: with a lock (`database.sessionLock(WORKER_LOCK)`) a timed pass runs only on
   * the instance holding it; the others try to take it on each tick. Without one every tick runs.
   */
  leader?: SessionLock;
};
export type WorkerOptions = {
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Fan-out batches (of 500 seekers) one run may do; the rest waits for the next run. */
  taskBatchesPerRun?: number;
};
export type RunReport = {
  sent: number;
  failed: number;
  notified: number;
  swept: SweepReport | null;
  /** Unconfirmed uploads removed by this pass's sweep; null when none ran. */
  uploadsSwept: number | null;
};
export type NotificationWorker = {
  /**
   * One pass, at `now` when given (tests move the clock), else at the real time. `sweep` true
   * forces the reminder sweeps, false skips them, unset runs them when an hour has passed.
   */
  runOnce(now?: Date, opts?: { sweep?: boolean }): Promise<RunReport>;
  /**
   * What the timer does each NOTIFY_WORKER_MS: takes or keeps the lead, then runs a pass;
   * null, and no pass, while another instance leads.
   */
  tick(): Promise<RunReport | null>;
  /** Runs tick() on the timer. */
  start(): void;
  /** Ends the timer, waits for a pass in flight and gives the lead up for another instance. */
  stop(): Promise<void>;
};

// The driver's own error (a failed query wraps it as its cause) says what went wrong.
function errorText(err: unknown): string {
  const root = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  return (root instanceof Error ? root.message : String(root)).slice(0, 300);
}

/**
 * Sends the WhatsApp outbox, runs the JOB_POST fan-out tasks and the reminder sweeps, off the
 * request path (issue 6). On a cluster the instance holding `leader` runs the timed passes
 * (issue 17 item 5); should two ever overlap (a leader whose connection died mid-pass), claims
 * use FOR UPDATE SKIP LOCKED and the sweeps' dedupe keys tell each user once, so nothing is sent
 * twice. On PGlite (one connection) a transaction simply runs alone.
 */
export function notificationWorker(
  ctx: WorkerContext,
  opts: WorkerOptions = {},
): NotificationWorker {
  const { db, whatsapp } = ctx;
  const feeds = feedCache(ctx.cache, ctx.config);
  const batchesPerRun = opts.taskBatchesPerRun ?? 20;
  let lastSweep: number | null = null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopping = false;

  async function claimMessages(now: Date) {
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(whatsappOutbox)
        .where(and(eq(whatsappOutbox.status, 'pending'), lte(whatsappOutbox.nextAttemptAt, now)))
        .orderBy(asc(whatsappOutbox.nextAttemptAt))
        .limit(OUTBOX_BATCH)
        .for('update', { skipLocked: true });
      if (due.length > 0) {
        await tx
          .update(whatsappOutbox)
          .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
          .where(
            inArray(
              whatsappOutbox.id,
              due.map((m) => m.id),
            ),
          );
      }
      return due;
    });
  }

  // Sent outside any transaction: no lock is held while the provider answers.
  async function sendOutbox(now: Date) {
    let sent = 0;
    let failed = 0;
    for (const message of await claimMessages(now)) {
      if (stopping) break; // the rest comes due again when its claim lapses
      try {
        await whatsapp.send(message.to, message.text);
        await db
          .update(whatsappOutbox)
          .set({ status: 'sent', sentAt: now, lastError: null })
          .where(eq(whatsappOutbox.id, message.id));
        sent += 1;
      } catch (err) {
        const attempts = message.attempts + 1;
        await db
          .update(whatsappOutbox)
          .set({
            attempts,
            lastError: errorText(err),
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            nextAttemptAt: new Date(now.getTime() + backoffMs(message.attempts)),
          })
          .where(eq(whatsappOutbox.id, message.id));
        failed += 1;
        opts.log?.warn({ err, outboxId: message.id, attempts }, 'WhatsApp message not sent');
      }
    }
    return { sent, failed };
  }

  /** One batch of the first due task, in one transaction; false when no task is due. */
  async function runTaskBatch(now: Date): Promise<{ ran: boolean; notified: number }> {
    let claimed: typeof backgroundTasks.$inferSelect | undefined;
    try {
      const { ran, notified, told, category } = await db.transaction(async (tx) => {
        [claimed] = await tx
          .select()
          .from(backgroundTasks)
          .where(and(eq(backgroundTasks.status, 'pending'), lte(backgroundTasks.runAfter, now)))
          .orderBy(asc(backgroundTasks.runAfter))
          .limit(1)
          .for('update', { skipLocked: true });
        const task = claimed;
        if (!task) return { ran: false, notified: 0, told: [], category: null };
        if (task.kind !== JOB_POST_FANOUT) throw new Error(`unknown task kind ${task.kind}`);
        const batch = await jobPostFanoutBatch(tx, String(task.payload.job_id), task.cursor);
        await tx
          .update(backgroundTasks)
          .set({
            cursor: batch.cursor,
            status: batch.done ? 'done' : 'pending',
            attempts: 0, // counts failures in a row
            lastError: null,
            updatedAt: now,
          })
          .where(eq(backgroundTasks.id, task.id));
        return {
          ran: true,
          notified: batch.notified,
          told: batch.seekerIds,
          category: batch.category,
        };
      });
      // Once committed: the job's category windows and the told seekers' cached feeds go, so the
      // notification leads to a feed that holds the new job (platform/feed-cache.ts).
      if (category) await categoriesOpened(ctx.cache, [category]);
      await feeds.forget(told);
      return { ran, notified };
    } catch (err) {
      if (!claimed) throw err;
      const attempts = claimed.attempts + 1;
      await db
        .update(backgroundTasks)
        .set({
          attempts,
          lastError: errorText(err),
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          runAfter: new Date(now.getTime() + backoffMs(claimed.attempts)),
          updatedAt: now,
        })
        .where(eq(backgroundTasks.id, claimed.id));
      opts.log?.error({ err, taskId: claimed.id, attempts }, 'background task failed');
      return { ran: true, notified: 0 };
    }
  }

  async function runOnce(at?: Date, runOpts: { sweep?: boolean } = {}): Promise<RunReport> {
    // Without `at` each step reads the clock afresh: rows written earlier in this pass are due
    // by the database's now() of their transaction, which is later than the start of the pass.
    const now = () => at ?? new Date();
    let notified = 0;
    for (let i = 0; i < batchesPerRun && !stopping; i++) {
      const batch = await runTaskBatch(now());
      if (!batch.ran) break;
      notified += batch.notified;
    }
    const sweepAt = now();
    const due = lastSweep === null || sweepAt.getTime() - lastSweep >= SWEEP_EVERY_MS;
    let swept: SweepReport | null = null;
    let uploadsSwept: number | null = null;
    if (runOpts.sweep ?? due) {
      lastSweep = sweepAt.getTime();
      swept = await runSweeps(db, sweepAt);
      if (ctx.storage) {
        uploadsSwept = await sweepUnconfirmedUploads(db, ctx.storage, sweepAt, opts.log).catch(
          (err: unknown) => {
            opts.log?.error({ err }, 'unconfirmed upload sweep failed');
            return 0;
          },
        );
      }
    }
    // last, so messages of this pass's fan-out and sweeps go out in the same pass
    const { sent, failed } = await sendOutbox(now());
    return { sent, failed, notified, swept, uploadsSwept };
  }

  let leading: boolean | null = null;
  async function tick(): Promise<RunReport | null> {
    const leads = ctx.leader ? await ctx.leader.acquire() : true;
    if (leads !== leading && ctx.leader) {
      opts.log?.info(
        leads
          ? 'notification worker: this instance leads and runs the passes'
          : 'notification worker: not leading (another instance holds the lock, or PostgreSQL ' +
              'is out of reach); trying again each tick',
      );
    }
    leading = leads;
    if (!leads) return null;
    return runOnce();
  }

  function onTimer() {
    if (running) return; // a slow pass is not overlapped
    running = tick()
      .catch((err) => opts.log?.error({ err }, 'notification worker pass failed'))
      .finally(() => {
        running = null;
      });
  }

  return {
    runOnce,
    tick,
    start() {
      if (timer) return;
      stopping = false;
      timer = setInterval(onTimer, ctx.config.NOTIFY_WORKER_MS);
      timer.unref(); // never keeps the process alive on its own
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running; // let a pass in flight finish before the database closes
      await ctx.leader?.release();
      leading = null;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationWorker: NotificationWorker;
  }
}
