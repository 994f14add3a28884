import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import type { Executor } from './client';

// issue 17 item 2: the admin search's lookups run with the planner's sequential scans off, in a
// transaction of their own (on PostgreSQL BEGIN and the setting in one round trip).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const seqscan = async (db: Executor) => {
  const { rows } = (await db.execute(sql`show enable_seqscan`)) as unknown as {
    rows: { enable_seqscan: string }[];
  };
  return rows[0]?.enable_seqscan;
};

describe('reads without sequential scans', () => {
  it('have them off inside, in a transaction, and leave every connection as it was', async () => {
    // several at once: each on a connection of its own
    const inside = await Promise.all(
      [1, 2, 3].map(() =>
        t.database.withoutSeqScans(async (db) => {
          // SET LOCAL holds only inside a transaction block (outside it warns and does nothing)
          await db.execute(sql`set local work_mem = '7MB'`);
          const { rows } = (await db.execute(sql`show work_mem`)) as unknown as {
            rows: { work_mem: string }[];
          };
          return { setting: await seqscan(db), inTransaction: rows[0]?.work_mem === '7MB' };
        }),
      ),
    );
    expect(inside).toEqual([1, 2, 3].map(() => ({ setting: 'off', inTransaction: true })));
    const after = await Promise.all([1, 2, 3, 4].map(() => seqscan(t.database.db)));
    expect(after).toEqual(['on', 'on', 'on', 'on']);
  });

  it('roll back what failed, answer the error, and the connection serves the next request', async () => {
    const failed = await t.database
      .withoutSeqScans(async (db) => {
        await db.execute(sql`select 1`);
        await db.execute(sql`select 1 / 0`);
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(String((failed as Error).cause ?? failed)).toMatch(/division by zero/);
    expect(await t.database.withoutSeqScans((db) => seqscan(db))).toBe('off');
    expect(await seqscan(t.database.db)).toBe('on');
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.json().data.database).toBe('up');
  });
});
