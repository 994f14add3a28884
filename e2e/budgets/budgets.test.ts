import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  firstLoadFiles,
  KB,
  libraryLoaders,
  type Manifest,
  measure,
  PAGES,
  readManifest,
  report,
  SHOWING_SCREENS,
} from './budgets';

// issue 16 item 1 and 7: the budget check on the real build, and the check itself failing when a
// large import lands in the entry.

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

describe('the first-load budgets', () => {
  it('holds every page of the build within its budget', () => {
    const figures = measure(dist);
    expect(figures.map((f) => f.path)).toEqual(PAGES.map((p) => p.path));
    for (const f of figures) {
      expect(f.scriptBytes, f.path).toBeGreaterThan(20 * KB); // a real measurement, not an empty list
      expect(
        f.files.some((file) => file.endsWith('.css')),
        f.path,
      ).toBe(true);
    }
    expect(report(figures).over).toEqual([]);
    // the Devanagari face (40 KB) and the two Latin ones (8 KB each) are counted
    for (const f of figures) expect(f.fontBytes, f.path).toBeGreaterThan(50 * KB);
  });

  it('fails, naming the page and the figure, when a large import joins the entry', () => {
    const copy = mkdtempSync(path.join(os.tmpdir(), 'kaamkaj-budget-'));
    copies.push(copy);
    cpSync(dist, copy, { recursive: true });
    // 60 KB of code no compressor can shrink, imported by the entry like any shared chunk
    let big = 'export const table = [';
    let seed = 7;
    for (let i = 0; i < 12_000; i += 1) {
      seed = (seed * 48_271) % 2_147_483_647;
      big += `${seed},`;
    }
    writeFileSync(path.join(copy, 'assets', 'big-table.js'), `${big}];\n`);
    const manifest: Manifest = readManifest(copy);
    manifest['_big-table.js'] = { file: 'assets/big-table.js' };
    manifest['index.html'] = {
      ...manifest['index.html'],
      file: manifest['index.html']?.file ?? '',
      imports: [...(manifest['index.html']?.imports ?? []), '_big-table.js'],
    };
    writeFileSync(path.join(copy, '.vite', 'manifest.json'), JSON.stringify(manifest));

    expect(firstLoadFiles(manifest, ['index.html'])).toContain('assets/big-table.js');
    const { over } = report(measure(copy));
    expect(over).toContainEqual(
      expect.stringMatching(/^\/: \d+\.\d KB of scripts, over the 100\.0 KB budget$/),
    );
    expect(over).toContainEqual(
      expect.stringMatching(/^\/JobSeekerlogin: .* over the 100\.0 KB budget$/),
    );
    expect(readFileSync(path.join(copy, 'assets', 'big-table.js')).length).toBeGreaterThan(60 * KB);
  });

  it('loads neither the schema nor the dialog library with the screens that show, and names one that does', () => {
    expect(libraryLoaders(dist)).toEqual([]);
    // a dialog with a form checked as typed (the admin's decline reason) loads both on its open
    const loaders = libraryLoaders(dist, [
      ...SHOWING_SCREENS,
      'src/features/admin/decision-dialog.tsx',
    ]);
    expect(loaders).toEqual([
      expect.stringMatching(
        /^src\/features\/admin\/decision-dialog\.tsx: assets\/.+\.js \(the schema library\)$/,
      ),
      expect.stringMatching(
        /^src\/features\/admin\/decision-dialog\.tsx: assets\/.+\.js \(the dialog library\)$/,
      ),
    ]);
  });

  it('refuses a page module the build does not have', () => {
    expect(() => firstLoadFiles(readManifest(dist), ['src/no-such-screen.tsx'])).toThrow(
      'src/no-such-screen.tsx is not in the build',
    );
  });
});
