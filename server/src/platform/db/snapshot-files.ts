import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIGRATIONS_DIR } from './migrations';

// The files of the embedded database's prepared copies (embedded.ts): where they are kept, what
// names a copy (the hash of what it was made from), and how a copy's directory is copied.

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
 * A hash of every file under `dirs` (name, size and content), those `skip` names left out:
 * what a prepared database was made from.
 */
export function hashFiles(
  dirs: readonly string[],
  skip: (file: string) => boolean = () => false,
): string {
  const hash = createHash('sha256');
  for (const dir of dirs) {
    for (const file of filesUnder(dir)) {
      if (skip(file)) continue;
      const content = readFileSync(file);
      hash
        .update(`${path.basename(dir)}/${path.relative(dir, file)} ${content.length}\n`)
        .update(content);
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * What a prepared data directory was made from: PGlite's version (its PostgreSQL and file
 * format), how it is made, and every file of the migrations. Any change gives another key.
 */
export function snapshotKey(migrationsDir = MIGRATIONS_DIR): string {
  // "prepared 3": made without initdb's templates, initdb given the server's settings (a
  // change to how it is made is a new key)
  return createHash('sha256')
    .update(`pglite ${pgliteVersion()}, prepared 3\n${hashFiles([migrationsDir])}`)
    .digest('hex')
    .slice(0, 16);
}

/**
 * issue 17 item 4: a directory copy with every file copied at once (`copyFile`, which the
 * kernel does without passing the bytes through the process), not one after another as
 * `fs.cp` does, which took twice as long for the prepared database's thousand files.
 */
export async function copyDirectory(from: string, to: string): Promise<void> {
  const entries = readdirSync(from, { withFileTypes: true, recursive: true });
  mkdirSync(to, { recursive: true });
  const target = (entry: { parentPath: string; name: string }) =>
    path.join(to, path.relative(from, path.join(entry.parentPath, entry.name)));
  for (const entry of entries) {
    if (entry.isDirectory()) mkdirSync(target(entry), { recursive: true });
  }
  await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => copyFile(path.join(entry.parentPath, entry.name), target(entry))),
  );
}
