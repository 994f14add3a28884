// issue 17 item 4: the demo data in the prepared embedded database, and its dates moved to the
// day a copy of it starts.
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { istInstant, istToday, readableDate } from '@kaamkaj/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/helpers';
import { createStorage } from '../platform/adapters/storage';
import { type Database, openDatabase } from '../platform/db/client';
import { copyPreparedDatabase, hasDatabase, preparedDirectory } from '../platform/db/embedded';
import { MIGRATIONS_DIR } from '../platform/db/migrations';
import {
  communityVideos,
  files,
  interviews,
  jobs,
  notifications,
  paymentOrders,
  subscriptions,
  users,
} from '../platform/db/schema';
import { DEMO_SOURCES, demoSeed, finishPreparedDemo, NOT_SHIFTED } from './prepared';
import { DEMO_EMPLOYER_EMAIL, DEMO_SEEKER_CONTACT } from './seed';
import { DEMO_JOB_COUNT } from './seed-jobs';
import { DEMO_AUDIO } from './seed-media';

const DAY = 86_400_000;
const ASSETS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/demo');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'kaamkaj-prepared-'));
const cacheDir = path.join(scratch, 'cache');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function preparedAtOf(database: Database): Promise<Date> {
  const [row] = await database.query<{ at: Date | string }>(
    'select prepared_at as at from kaamkaj_prepared.demo',
    [],
  );
  return new Date(row?.at ?? Number.NaN);
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('the prepared demo (issue 17 item 4)', () => {
  let database: Database;
  beforeAll(async () => {
    const dataDir = path.join(scratch, 'data', 'db');
    expect(await copyPreparedDatabase(dataDir, { cacheDir, seed: demoSeed() })).toBe(true);
    database = openDatabase({ dataDir });
  }, 180_000);
  afterAll(() => database?.close());

  it('is copied with the demo data in it, every migration applied', async () => {
    const db = database.db;
    const [seeker] = await db.select().from(users).where(eq(users.contact, DEMO_SEEKER_CONTACT));
    expect(seeker?.name).toBe('Ravi Kumar');
    const [employer] = await db.select().from(users).where(eq(users.email, DEMO_EMPLOYER_EMAIL));
    expect(employer?.name).toBe('Anita Sharma');
    const [jobCount] = await db.select({ n: count() }).from(jobs);
    expect(jobCount?.n).toBe(DEMO_JOB_COUNT + 3);
    const migrations = readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8');
    const [applied] = await database.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
      [],
    );
    expect(applied?.n).toBe((JSON.parse(migrations) as { entries: unknown[] }).entries.length);
    // still dated the day it was prepared, until a start moves the dates
    expect((await preparedAtOf(database)).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('names every date column: moved by calendar days, or never', async () => {
    const dates = await database.query<{ name: string }>(
      `select table_name || '.' || column_name as name from information_schema.columns
       where table_schema = 'public' and data_type = 'date'`,
      [],
    );
    for (const { name } of dates) expect(NOT_SHIFTED).toContain(name);
  });

  it('moves its dates to the day it starts, and stores its audio files', async () => {
    const db = database.db;
    const preparedAt = await preparedAtOf(database);
    // as if prepared 10 days and 7 hours before this start
    const now = new Date(preparedAt.getTime() + 10 * DAY + 7 * 3_600_000);
    const config = testConfig({ DATA_DIR: path.join(scratch, 'data') });
    const storage = createStorage(config);
    expect(await finishPreparedDemo(db, storage, now)).toBe(true);

    const near = (at: Date | null | undefined, expected: number) =>
      expect(Math.abs((at?.getTime() ?? 0) - expected)).toBeLessThan(60_000);
    // Sharma Logistics' delivery job was posted 2 days before it was prepared
    const [delivery] = await db.select().from(jobs).where(eq(jobs.jobTitle, 'Delivery Executive'));
    near(delivery?.createdAt, now.getTime() - 2 * DAY);
    near(delivery?.openedAt, now.getTime() - 2 * DAY);
    const [video] = await db
      .select()
      .from(communityVideos)
      .where(eq(communityVideos.youtubeId, 'kkDemoIntv1'));
    near(video?.createdAt, now.getTime() - 2 * DAY);
    // the Diamond plan bought 20 days ago has 70 of its 90 days left
    const [employer] = await db.select().from(users).where(eq(users.email, DEMO_EMPLOYER_EMAIL));
    const [plan] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, employer?.id as string));
    near(plan?.validUntil, now.getTime() + 70 * DAY);
    near(employer?.premiumUntil, now.getTime() + 70 * DAY);

    // the demo seeker's interview is the day after tomorrow (India time), 15.00 to 16.00
    const [ravi] = await db.select().from(users).where(eq(users.contact, DEMO_SEEKER_CONTACT));
    const [interview] = await db
      .select()
      .from(interviews)
      .where(eq(interviews.seekerId, ravi?.id as string));
    const date = istToday(new Date(now.getTime() + 2 * DAY));
    expect(interview?.date).toBe(date);
    expect(interview?.endsAt.getTime()).toBe(istInstant(date, '16.00').getTime());
    const [told] = await db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, ravi?.id as string),
          eq(notifications.notificationType, 'INTERVIEW_CONFIRM'),
        ),
      );
    expect(told?.payload).toContain(readableDate(date, 'hi'));
    expect(told?.vars).toMatchObject({ date }); // the text written again in English says it too
    near(told?.createdAt, now.getTime() - 5 * 3_600_000);
    expect(told?.dedupeKey).toBe(`INTERVIEW_CONFIRM:${interview?.id}:${told?.createdAt.getTime()}`);

    // the receipts name the day the plan was bought
    const day = new Date(now.getTime() - 20 * DAY).toISOString().slice(0, 10).replaceAll('-', '');
    const receipts = await db
      .select({ receipt: paymentOrders.receipt, paidAt: paymentOrders.paidAt })
      .from(paymentOrders)
      .orderBy(paymentOrders.receipt);
    const paid = receipts.find((r) => r.paidAt)?.paidAt as Date;
    expect(paid.toISOString().slice(0, 10).replaceAll('-', '')).toBe(
      receipts[1]?.receipt.slice(3, 11),
    );
    expect(receipts.map((r) => r.receipt)).toEqual([`KK-${day}-DEMO01`, `KK-${day}-DEMO02`]);

    // the spoken descriptions are in this DATA_DIR's store, at its addresses
    const audio = await db.select().from(files).where(eq(files.category, 'audio'));
    expect(audio.map((f) => f.originalName).sort()).toEqual(Object.values(DEMO_AUDIO).sort());
    for (const file of audio) {
      const stored = path.join(config.DATA_DIR, 'files', file.objectKey);
      expect(readFileSync(stored).equals(readFileSync(path.join(ASSETS, file.originalName)))).toBe(
        true,
      );
      const [playing] = await db
        .select({ n: count() })
        .from(jobs)
        .where(eq(jobs.audioDescription, storage.publicUrl(file.objectKey)));
      expect(playing?.n).toBeGreaterThan(0);
    }
    const [unstored] = await db
      .select({ n: count() })
      .from(jobs)
      .where(sql`${jobs.audioDescription} like 'prepared:%'`);
    expect(unstored?.n).toBe(0);

    // done once: the mark is gone, and the next start moves nothing
    expect(await finishPreparedDemo(db, storage, new Date(now.getTime() + DAY))).toBe(false);
    const [again] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.id, delivery?.id as string));
    expect(again?.createdAt.getTime()).toBe(delivery?.createdAt.getTime());
  });

  it('is made again when the demo sources change, and the old copy removed', async () => {
    const sources = path.join(scratch, 'sources');
    const copies = DEMO_SOURCES.map((dir, i) => {
      const to = path.join(sources, String(i), path.basename(dir));
      cpSync(dir, to, { recursive: true });
      return to;
    });
    const key = demoSeed(copies).key;
    expect(key).toBe(demoSeed().key);
    appendFileSync(path.join(copies[0] as string, 'seed.ts'), '\n// changed\n');
    const changed = demoSeed(copies);
    expect(changed.key).not.toBe(key);

    const first = await preparedDirectory(cacheDir, MIGRATIONS_DIR, demoSeed());
    const second = await preparedDirectory(cacheDir, MIGRATIONS_DIR, changed);
    expect(second).not.toBe(first);
    expect(hasDatabase(second)).toBe(true);
    expect(existsSync(first)).toBe(false);
  }, 180_000);
});
