import { messageText } from '@kaamkaj/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmployer, type TestEmployer } from '../../../test/employer';
import { createTestApp, type TestApp } from '../../../test/helpers';
import type { Executor } from '../../platform/db/client';
import { jobCategories } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { SKEW_MS } from '../../platform/feed-marks';
import { CATEGORY_NAMES_SECONDS, categoryNames } from './category-names';
import { search } from './test-support';

// issue 17 item 2: a search reads the categories' names once a minute, not twice a search.

let t: TestApp;
let employer: TestEmployer;
beforeAll(async () => {
  t = await createTestApp();
  employer = await createEmployer(t);
});
afterAll(() => t.app.close());

/** categoryNames on the test database, counting its reads, on a clock the test moves. */
function watched() {
  const reads = vi.fn();
  const db = {
    select: (...args: Parameters<Executor['select']>) => {
      reads();
      return t.database.db.select(...args);
    },
  } as unknown as Executor;
  const clock = { now: 1_000_000 };
  const marks = { renamedAt: null as number | null };
  const names = categoryNames(
    db,
    () => clock.now,
    async () => marks.renamedAt,
  );
  return { names, reads, clock, marks };
}

const rename = (id: string, nameEn: string) =>
  t.database.db.update(jobCategories).set({ nameEn }).where(eq(jobCategories.id, id));

describe('the categories a search names (categoryNames)', () => {
  it('reads them once for the minute, then again', async () => {
    const { names, reads, clock } = watched();
    await names.require('driver', 'id');
    await names.require('delivery', 'filters.job_intrested');
    expect((await names.named()).get('driver')).toEqual({
      _id: 'driver',
      name: 'Driver',
      name_hi: 'ड्राइवर',
    });
    expect(reads.mock.calls.length).toBe(1);

    await rename('driver', 'Driver (LMV)');
    try {
      clock.now += CATEGORY_NAMES_SECONDS * 1000 - 1;
      expect((await names.named()).get('driver')?.name).toBe('Driver');
      expect(reads.mock.calls.length).toBe(1);
      clock.now += 1;
      expect((await names.named()).get('driver')?.name).toBe('Driver (LMV)');
      expect(reads.mock.calls.length).toBe(2);
    } finally {
      await rename('driver', 'Driver');
    }
  });

  it('reads again at once after a rename, marked on any instance', async () => {
    const { names, reads, clock, marks } = watched();
    expect((await names.named()).get('driver')?.name).toBe('Driver');
    clock.now += 5_000;
    marks.renamedAt = clock.now - 10_000; // a rename before the read: nothing to read again
    expect((await names.named()).get('driver')?.name).toBe('Driver');
    expect(reads.mock.calls.length).toBe(1);

    await rename('driver', 'Driver (LMV)');
    try {
      marks.renamedAt = clock.now;
      expect((await names.named()).get('driver')?.name).toBe('Driver (LMV)');
      expect(reads.mock.calls.length).toBe(2);
      // read within SKEW_MS of the rename (another clock may be behind): read once more, later
      clock.now += SKEW_MS + 1;
      await names.named();
      expect(reads.mock.calls.length).toBe(3);
      clock.now += 1_000;
      await names.named();
      expect(reads.mock.calls.length).toBe(3);
    } finally {
      await rename('driver', 'Driver');
    }
  });

  it('reads again at once for a searched category it does not hold', async () => {
    const { names, reads } = watched();
    await names.require('driver', 'id');
    await t.database.db.insert(jobCategories).values({
      id: 'solar-fitter',
      nameEn: 'Solar panel fitter',
      nameHi: 'सोलर पैनल फिटर',
      icon: 'solar',
      skills: [],
      sortOrder: 99,
    });
    await names.require('solar-fitter', 'id');
    expect(reads.mock.calls.length).toBe(2);
    expect((await names.named()).get('solar-fitter')?.name_hi).toBe('सोलर पैनल फिटर');
  });

  it('refuses a category that does not exist, naming the field', async () => {
    const { names, reads } = watched();
    const refused = await names.require('astronaut', 'filters.job_intrested').catch((e) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      statusCode: 400,
      errors: { 'filters.job_intrested': messageText('jobCategoryInvalid') },
    });
    expect(reads.mock.calls.length).toBe(1);

    // and through the route, in the employer's search
    const res = await search(t, employer.token, { filters: {}, page: 0 }, 'astronaut');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ id: messageText('jobCategoryInvalid') });
  });

  it("a search after the app's first reads no category", async () => {
    await search(t, employer.token, { filters: {}, page: 0 }, 'delivery');
    const spy = vi.spyOn(t.database.db, 'select');
    const statements = vi.spyOn(t.database.db, 'execute');
    try {
      const res = await search(t, employer.token, {
        filters: { job_intrested: 'driver' },
        page: 0,
      });
      expect(res.status).toBe(200);
      // the categories' read is the one select naming `hi` (categoryNames)
      const categoryReads = spy.mock.calls.filter(([fields]) => fields && 'hi' in fields);
      expect(categoryReads.length).toBe(0);
      // the search's own statements (the estimate, the page) were watched too
      expect(statements.mock.calls.length).toBeGreaterThan(0);
    } finally {
      spy.mockRestore();
      statements.mockRestore();
    }
  });
});
