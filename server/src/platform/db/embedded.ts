import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from './migrations';
import { copyDirectory, SNAPSHOT_DIR, snapshotKey } from './snapshot-files';

/**
 * issue 17 item 4: PGlite's memory. Its WebAssembly heap starts at 128 MB (the module's
 * minimum, so `initialMemory` stays unset) and never shrinks; PostgreSQL's defaults, sized for
 * a server with 100 connections, took 128 MB of it for shared buffers alone. The demo database
 * is a few MB and one process is its only connection.
 */
export const PGLITE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
  '-c',
  'max_connections=8',
];

/**
 * issue 17 item 2: the extensions the migrations create, loaded into every PGlite (on
 * PostgreSQL they ship with the server's contrib package). pg_trgm: the admin's job search.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * initdb's own settings, the same as `PGLITE_START_PARAMS`: its PostgreSQL then grows PGlite's
 * heap less (initdb's process peaked at 750 MB instead of 800, issue 17 item 4), and a new
 * database's postgresql.conf says what it runs with.
 */
export const PGLITE_INITDB_PARAMS: readonly string[] = [
  '--set',
  'shared_buffers=16MB',
  '--set',
  'max_connections=8',
];

/**
 * While a prepared database is made: the WAL files a checkpoint frees are removed, not kept
 * for reuse (PostgreSQL keeps 80 MB of them), so they are not copied at every start.
 */
const PREPARE_PARAMS = ['-c', 'wal_recycle=off'];

/**
 * Data put into a prepared database once, after the migrations (issue 17 item 4: the demo
 * data), in a copy of its own, `pglite-<name>-<hash of the migrations' key and key>`.
 */
export type PreparedSeed = {
  /** a lower-case word naming the copy */
  name: string;
  /** what the data is made from (e.g. a hash of its sources): another key prepares it again */
  key: string;
  /** fills the migrated database; runs once per key, never at a start that finds the copy */
  fill(client: PGlite): Promise<void>;
};

export type PreparedOptions = {
  cacheDir?: string;
  migrationsDir?: string;
  /** the copy with this data in it, rather than the migrated database alone */
  seed?: PreparedSeed;
};

/**
 * A data directory that has been through initdb and every migration (and `seed` when given),
 * made once per key in `cacheDir` (initdb alone takes seconds and half a gigabyte) and copied
 * into `dataDir`, which must have no database yet. A directory copy, not PGlite's
 * `loadDataDir`: its tarball is unpacked file by file through the WebAssembly file system, twice
 * as slow, and a clean shutdown leaves PostgreSQL nothing to recover at the first start. A
 * `dataDir` that holds other files is left as it is. True when it copied: the copy has every
 * migration of `migrationsDir` applied (the key says so), so the migrator has nothing to do.
 */
export async function copyPreparedDatabase(
  dataDir: string,
  { cacheDir = SNAPSHOT_DIR, migrationsDir = MIGRATIONS_DIR, seed }: PreparedOptions = {},
): Promise<boolean> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  const prepared = await preparedDirectory(cacheDir, migrationsDir, seed);
  // copied aside then renamed: a copy cut short is never taken for a database
  const partial = `${dataDir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  await copyDirectory(prepared, partial);
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(partial, dataDir);
  return true;
}

/** Where the prepared directories for these migrations (and seed) are kept, made or not. */
function preparedPaths(cacheDir: string, migrationsDir: string, seed?: PreparedSeed) {
  const key = snapshotKey(migrationsDir);
  const base = path.join(cacheDir, `pglite-${key}`);
  if (!seed) return { base, seeded: undefined };
  const seedKey = createHash('sha256').update(`${key} ${seed.key}`).digest('hex').slice(0, 16);
  return { base, seeded: path.join(cacheDir, `pglite-${seed.name}-${seedKey}`) };
}

/** Whether `copyPreparedDatabase` with these options finds its copy made (else it makes it). */
export function isPrepared({
  cacheDir = SNAPSHOT_DIR,
  migrationsDir = MIGRATIONS_DIR,
  seed,
}: PreparedOptions = {}): boolean {
  const { base, seeded } = preparedPaths(cacheDir, migrationsDir, seed);
  return hasDatabase(seeded ?? base);
}

/** The argument that runs the server's entry as `prepareInOwnProcess`'s process. */
export const PREPARE_ARG = '--prepare-database';

/**
 * issue 17 item 4: makes the prepared directories in a process of its own, which runs the
 * server's entry (`process.argv[1]`, with the same Node options and environment) with
 * `PREPARE_ARG` and exits. initdb inside PGlite peaks at about 800 MB and the process that ran
 * it kept about 360 MB; the server's own process now never holds it. Resolves with that
 * process's peak memory in bytes, which it sends before it exits.
 */
export function prepareInOwnProcess(
  script = process.argv[1],
  execArgv = process.execArgv,
): Promise<number> {
  if (!script) return Promise.reject(new Error('no script to run the preparation with'));
  // `node --watch` passes its flag on; the preparation is run once, not watched
  const options = execArgv.filter((arg) => !arg.startsWith('--watch'));
  const child = spawn(process.execPath, [...options, script, PREPARE_ARG], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let peak = 0;
    child.on('message', (message: { peak?: number }) => {
      peak = message.peak ?? peak;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(peak);
      else
        reject(new Error(`preparing the embedded database failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/**
 * The prepared directory for these migrations (and seed), made when missing; older ones of
 * the same kind (another key) are removed, so a database prepared with an old schema or old
 * demo data is never copied.
 */
export async function preparedDirectory(
  cacheDir: string,
  migrationsDir: string,
  seed?: PreparedSeed,
): Promise<string> {
  const { base, seeded } = preparedPaths(cacheDir, migrationsDir, seed);
  if (!hasDatabase(base)) {
    await prepare(base, /^pglite-[0-9a-f]{16}$/, async (partial) => {
      const client = await PGlite.create({
        dataDir: partial,
        initDbStartParams: [...PGLITE_INITDB_PARAMS],
        startParams: [...PGLITE_START_PARAMS, ...PREPARE_PARAMS],
        extensions: PGLITE_EXTENSIONS,
      });
      try {
        await migrate(drizzle(client), { migrationsFolder: migrationsDir });
        // PGlite and the server use the database `postgres` only; initdb's two templates were
        // 14 of the copy's 40 MB and 600 of its 1,000 files (issue 17 item 4). Without them
        // CREATE DATABASE fails, which nothing here runs on PGlite.
        for (const template of ['template0', 'template1']) {
          await client.exec(`alter database ${template} is_template false`);
          await client.exec(`drop database ${template}`);
        }
        await client.exec('checkpoint');
      } finally {
        await client.close();
      }
    });
  }
  if (!seed || !seeded) return base;
  if (!hasDatabase(seeded)) {
    await prepare(seeded, new RegExp(`^pglite-${seed.name}-[0-9a-f]{16}$`), async (partial) => {
      rmSync(partial, { recursive: true, force: true });
      await copyDirectory(base, partial);
      const client = await PGlite.create({
        dataDir: partial,
        startParams: [...PGLITE_START_PARAMS, ...PREPARE_PARAMS],
        extensions: PGLITE_EXTENSIONS,
      });
      try {
        await seed.fill(client);
        // the rows' dead versions and the WAL they made are not copied at every start
        await client.exec('vacuum full analyze');
        await client.exec('checkpoint');
      } finally {
        await client.close();
      }
    });
  }
  return seeded;
}

/**
 * The migrated prepared database as PGlite's tarball (`dumpDataDir`), made once next to its
 * directory, `pglite-<key>.tar`: what the server's tests start each in-memory database from
 * (`new PGlite({ loadDataDir })`, 0.4 to 0.6 s) instead of initdb and every migration (3 to
 * 5 s each, about 80 times a run). Older tarballs (another key) are removed.
 */
export async function preparedDump(
  cacheDir = SNAPSHOT_DIR,
  migrationsDir = MIGRATIONS_DIR,
): Promise<string> {
  const base = await preparedDirectory(cacheDir, migrationsDir);
  const dump = `${base}.tar`;
  if (existsSync(dump)) return dump;
  // dumped from a copy: opening a data directory writes into it
  const copy = `${base}.${process.pid}.dump`;
  rmSync(copy, { recursive: true, force: true });
  await copyDirectory(base, copy);
  try {
    const client = await PGlite.create({
      dataDir: copy,
      startParams: [...PGLITE_START_PARAMS],
      extensions: PGLITE_EXTENSIONS,
    });
    try {
      const tarball = await client.dumpDataDir('none');
      const partial = `${dump}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
      // another process may have written the same one meanwhile: either is the same database
      renameSync(partial, dump);
    } finally {
      await client.close();
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  for (const old of readdirSync(cacheDir)) {
    if (/^pglite-[0-9a-f]{16}\.tar$/.test(old) && old !== path.basename(dump)) {
      rmSync(path.join(cacheDir, old), { force: true });
    }
  }
  return dump;
}

async function prepare(prepared: string, kind: RegExp, make: (partial: string) => Promise<void>) {
  // another process may be preparing the same one: each makes its own, then renames it
  const partial = `${prepared}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  try {
    await make(partial);
  } catch (err) {
    rmSync(partial, { recursive: true, force: true });
    throw err;
  }
  try {
    renameSync(partial, prepared);
  } catch (err) {
    // another process renamed theirs first: the same database, use it
    rmSync(partial, { recursive: true, force: true });
    if (!hasDatabase(prepared)) throw err;
  }
  const cacheDir = path.dirname(prepared);
  for (const old of readdirSync(cacheDir)) {
    if (kind.test(old) && old !== path.basename(prepared)) {
      rmSync(path.join(cacheDir, old), { recursive: true, force: true });
    }
  }
}

/** Whether PGlite finds a database in `dataDir` (else it would run initdb there). */
export function hasDatabase(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'PG_VERSION'));
}
