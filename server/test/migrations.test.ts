import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// STYLE.md: generated artefacts are committed, and a test fails when they are stale.
describe('committed migrations', () => {
  it('match the Drizzle schema (drizzle-kit generate finds nothing new)', () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'kaamkaj-migrations-'));
    try {
      cpSync(path.join(serverDir, 'drizzle'), out, { recursive: true });
      const before = readdirSync(out).length;
      const log = execFileSync(
        process.execPath,
        [
          path.join(serverDir, '../node_modules/drizzle-kit/bin.cjs'),
          'generate',
          '--dialect=postgresql',
          '--schema=./src/platform/db/schema.ts',
          `--out=${path.relative(serverDir, out)}`,
        ],
        { cwd: serverDir, encoding: 'utf8' },
      );
      expect(log).toContain('No schema changes');
      expect(readdirSync(out).length).toBe(before);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});
