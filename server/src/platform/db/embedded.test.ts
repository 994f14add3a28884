import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/helpers';
import { seedDemoData } from '../../demo/seed';
import { DEMO_JOB_COUNT } from '../../demo/seed-jobs';
import { createStorage } from '../adapters/storage';
import { newId } from '../ids';
import { openDatabase } from './client';
import {
  copyPreparedDatabase,
  hasDatabase,
  isPrepared,
  PREPARE_ARG,
  preparedDump,
  prepareInOwnProcess,
} from './embedded';
import { MIGRATIONS_DIR } from './migrations';
import { jobs, users } from './schema';
import { snapshotKey } from './snapshot-files';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'kaamkaj-embedded-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the prepared embedded database (issue 17 item 4)', () => {
  it('is keyed by the migrations: any change to one gives another key', () => {
    const migrations = path.join(scratch, 'drizzle');
    cpSync(MIGRATIONS_DIR, migrations, { recursive: true });
    const key = snapshotKey(migrations);
    expect(key).toBe(snapshotKey(MIGRATIONS_DIR));

    appendFileSync(path.join(migrations, '0000_init.sql'), '\n-- changed\n');
    const changed = snapshotKey(migrations);
    expect(changed).not.toBe(key);

    writeFileSync(path.join(migrations, '9999_new.sql'), 'select 1;');
    expect(snapshotKey(migrations)).not.toBe(changed);
  });

  it('is made in a process of its own, which reports its peak memory and exits', async () => {
    const script = path.join(scratch, 'prepare.mjs');
    writeFileSync(
      script,
      `if (!process.argv.includes('${PREPARE_ARG}')) process.exit(2);
       process.send({ peak: 123 * 2 ** 20 }, () => process.exit(0));`,
    );
    // the process's own options are passed on, except node --watch's (it would never exit)
    expect(await prepareInOwnProcess(script, ['--no-warnings', '--watch'])).toBe(123 * 2 ** 20);

    const failing = path.join(scratch, 'failing.mjs');
    writeFileSync(failing, `console.error('initdb failed'); process.exit(3);`);
    await expect(prepareInOwnProcess(failing, [])).rejects.toThrow(
      'preparing the embedded database failed (exit 3)',
    );
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'is copied into a new data directory, migrated, and takes the demo data as initdb would',
    async () => {
      const cache = path.join(scratch, 'cache');
      const dataDir = path.join(scratch, 'data', 'db');
      expect(isPrepared({ cacheDir: cache })).toBe(false);
      await copyPreparedDatabase(dataDir, { cacheDir: cache });
      const prepared = path.join(cache, `pglite-${snapshotKey()}`);
      expect(hasDatabase(prepared)).toBe(true);
      expect(isPrepared({ cacheDir: cache })).toBe(true);
      expect(hasDatabase(dataDir)).toBe(true);

      // a second new directory reuses the prepared one
      const preparedAt = statSync(path.join(prepared, 'PG_VERSION')).mtimeMs;
      const second = path.join(scratch, 'second', 'db');
      await copyPreparedDatabase(second, { cacheDir: cache });
      expect(hasDatabase(second)).toBe(true);
      expect(statSync(path.join(prepared, 'PG_VERSION')).mtimeMs).toBe(preparedAt);

      const config = testConfig({ DATA_DIR: path.join(scratch, 'data') });
      const database = openDatabase({ dataDir, pool: {} });
      try {
        const applied = await database.query<{ n: number }>(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
          [],
        );
        await database.migrate();
        const after = await database.query<{ n: number }>(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
          [],
        );
        expect(after).toEqual(applied);
        expect(applied[0]?.n).toBeGreaterThan(20);

        await seedDemoData(database.db, pino({ level: 'silent' }), createStorage(config));
        const [jobCount] = await database.db.select({ n: count() }).from(jobs);
        expect(jobCount?.n).toBe(DEMO_JOB_COUNT + 3);
        const [userCount] = await database.db.select({ n: count() }).from(users);
        expect(userCount?.n).toBeGreaterThan(10);
      } finally {
        await database.close();
      }
    },
    180_000,
  );

  it.skipIf(Boolean(process.env.DATABASE_URL))(
    "is dumped once as PGlite's tarball, from which the tests' databases start migrated",
    async () => {
      const cache = path.join(scratch, 'dump-cache');
      mkdirSync(cache, { recursive: true });
      const stale = path.join(cache, 'pglite-0123456789abcdef.tar');
      writeFileSync(stale, 'a tarball of another key');

      const dump = await preparedDump(cache);
      expect(dump).toBe(path.join(cache, `pglite-${snapshotKey()}.tar`));
      expect(existsSync(stale)).toBe(false);
      // made once: a second call finds it
      const madeAt = statSync(dump).mtimeMs;
      expect(await preparedDump(cache)).toBe(dump);
      expect(statSync(dump).mtimeMs).toBe(madeAt);
      // nothing left beside it but the prepared directory
      expect(readdirSync(cache).sort()).toEqual(
        [`pglite-${snapshotKey()}`, `pglite-${snapshotKey()}.tar`].sort(),
      );

      const database = openDatabase({
        dataDir: null,
        loadDataDir: new Blob([readFileSync(dump)]),
      });
      try {
        const [applied] = await database.query<{ n: number }>(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
          [],
        );
        const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql'));
        expect(applied?.n).toBe(files.length);
        await database.db.insert(users).values({ id: newId(), contact: '9876500001', role: 3 });
        const [userCount] = await database.db.select({ n: count() }).from(users);
        expect(userCount?.n).toBe(1);
      } finally {
        await database.close();
      }
    },
    180_000,
  );

  it('leaves a data directory that holds other files alone', async () => {
    const dataDir = path.join(scratch, 'other', 'db');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'notes.txt'), 'mine');
    await copyPreparedDatabase(dataDir, { cacheDir: path.join(scratch, 'unused-cache') });
    expect(hasDatabase(dataDir)).toBe(false);
    expect(statSync(path.join(dataDir, 'notes.txt')).size).toBe(4);
  });
});
