import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// issue 14 item 18: imports run one way, app → features → components and lib. The app folder
// puts the app together; lib is the library every feature shares; components are building
// blocks. Tests may reach further (a feature's test may mount the real route guard).
const SRC = path.dirname(fileURLToPath(import.meta.url));
const LAYERS = ['app', 'features', 'components', 'lib'] as const;
type Layer = (typeof LAYERS)[number];
const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  app: ['app', 'features', 'components', 'lib'],
  features: ['features', 'components', 'lib'],
  components: ['components', 'lib'],
  lib: ['lib'],
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'test' ? [] : sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const layerOf = (file: string): Layer | null => {
  const top = path.relative(SRC, file).split(path.sep)[0];
  return (LAYERS as readonly string[]).includes(top ?? '') ? (top as Layer) : null;
};

/** Every relative import of `file` that lands in a layer it may not use, as "from → to". */
function wrongWay(file: string, text: string): string[] {
  const from = layerOf(file);
  if (!from) return [];
  const specs = [...text.matchAll(/(?:from\s*|import\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)];
  return specs.flatMap(([, spec]) => {
    const to = layerOf(path.resolve(path.dirname(file), spec ?? ''));
    return to && !MAY_IMPORT[from].includes(to) ? [`${path.relative(SRC, file)} → ${spec}`] : [];
  });
}

describe('the direction of imports in web/src', () => {
  it('finds a lib file that reaches into a feature (the check itself works)', () => {
    const file = path.join(SRC, 'lib', 'http.ts');
    expect(wrongWay(file, "import { x } from '../features/jobs-feed/api';")).toEqual([
      'lib/http.ts → ../features/jobs-feed/api',
    ]);
    expect(wrongWay(file, "import { y } from './session';")).toEqual([]);
  });

  it('has none: app → features → components and lib', () => {
    const wrong = sources(SRC).flatMap((file) => wrongWay(file, readFileSync(file, 'utf8')));
    expect(wrong).toEqual([]);
  });
});
