import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from './migrations';

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

/** Where prepared data directories are kept (gitignored), one per `snapshotKey`. */
export const SNAPSHOT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../.data',
);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * What a prepared data directory was made from: PGlite's version (its PostgreSQL and file
 * format) and every file of the migrations. Any change to them gives another key.
 */
export function snapshotKey(migrationsDir = MIGRATIONS_DIR): string {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\n`);
  for (const file of filesUnder(migrationsDir)) {
    const content = readFileSync(file);
    hash.update(`${path.relative(migrationsDir, file)} ${content.length}\n`).update(content);
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A data directory that has been through initdb and every migration, made once per
 * `snapshotKey` in `cacheDir` (initdb alone takes seconds and half a gigabyte) and copied into
 * `dataDir`, which must have no database yet. A directory copy, not PGlite's `loadDataDir`: its
 * tarball is unpacked file by file through the WebAssembly file system, twice as slow, and a
 * clean shutdown leaves PostgreSQL nothing to recover at the first start. A `dataDir` that
 * holds other files is left as it is.
 */
export async function copyPreparedDatabase(
  dataDir: string,
  cacheDir = SNAPSHOT_DIR,
  migrationsDir = MIGRATIONS_DIR,
): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return;
  const prepared = path.join(cacheDir, `pglite-${snapshotKey(migrationsDir)}`);
  if (!hasDatabase(prepared)) await prepare(prepared, migrationsDir);
  // copied aside then renamed: a copy cut short is never taken for a database
  const partial = `${dataDir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  await cp(prepared, partial, { recursive: true });
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(partial, dataDir);
}

async function prepare(prepared: string, migrationsDir: string) {
  // another process may be preparing the same one: each makes its own, then renames it
  const partial = `${prepared}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const client = await PGlite.create({
    dataDir: partial,
    startParams: [...PGLITE_START_PARAMS],
    extensions: PGLITE_EXTENSIONS,
  });
  try {
    await migrate(drizzle(client), { migrationsFolder: migrationsDir });
  } finally {
    await client.close();
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
    const stale = old.startsWith('pglite-') && old !== path.basename(prepared);
    if (stale && !old.endsWith('.partial')) {
      rmSync(path.join(cacheDir, old), { recursive: true, force: true });
    }
  }
}

/** Whether PGlite finds a database in `dataDir` (else it would run initdb there). */
export function hasDatabase(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'PG_VERSION'));
}
