// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as domain from '@kaamkaj/domain';
import { describe, expect, it } from 'vitest';

// issue 16 item 1: the fonts are subsets (scripts/subset-fonts.mjs). Every character the app
// writes must fall in a face's unicode-range, or it would be drawn in another font; only
// pictographs (emoji and the like) are left to the system's fonts on purpose.

const here = path.dirname(new URL(import.meta.url).pathname);
const css = readFileSync(path.join(here, 'fonts.css'), 'utf8');

type Face = {
  family: string;
  weight: number;
  file: string;
  local: string[];
  ranges: [number, number][];
};
const faces: Face[] = [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body = '']) => ({
  family: /font-family: "([^"]+)"/.exec(body)?.[1] ?? '',
  weight: Number(/font-weight: (\d+)/.exec(body)?.[1]),
  file: /url\(\.\/([^)]+)\)/.exec(body)?.[1] ?? '',
  // the installed fonts named before the file (only those before it count)
  local: [...(/src:([^;]*)url\(/.exec(body)?.[1] ?? '').matchAll(/local\("([^"]+)"\)/g)].map(
    ([, name = '']) => name,
  ),
  ranges: (/unicode-range:\s*([^;]+);/.exec(body)?.[1] ?? '').split(/,\s*/).map((part) => {
    const [from = '', to = from] = part.trim().replace('U+', '').split('-');
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
  }),
}));

const covered = (code: number) =>
  faces.some((face) => face.ranges.some(([from, to]) => code >= from && code <= to));
const leftToSystem = (char: string) =>
  /\p{Extended_Pictographic}/u.test(char) ||
  ['\uFE0F', '\u2715', '\u22EE', '\u25B6', '\u2328', '\n', '\t'].includes(char);

function strings(value: unknown, out: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value) || (value && typeof value === 'object' && depth < 6)) {
    for (const child of Object.values(value as object)) strings(child, out, depth + 1);
  }
  return out;
}

function jsonTexts(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) jsonTexts(full, out);
    else if (name.endsWith('.json')) strings(JSON.parse(readFileSync(full, 'utf8')), out);
  }
  return out;
}

describe('the subset fonts', () => {
  it('declares a Devanagari face and two Latin weights, each with its file', () => {
    expect(faces.map((f) => `${f.family} ${f.weight}`)).toEqual([
      'Noto Sans Devanagari 400',
      'Noto Sans 400',
      'Noto Sans 600',
    ]);
    for (const face of faces) {
      expect(statSync(path.join(here, face.file)).size, face.file).toBeGreaterThan(4000);
    }
  });

  it("names the device's own copy of each font before its file (a phone fetches none)", () => {
    expect(faces.map((f) => f.local)).toEqual([
      ['Noto Sans Devanagari Regular', 'NotoSansDevanagari-Regular', 'Noto Sans Devanagari'],
      ['Noto Sans Regular', 'NotoSans-Regular'],
      ['Noto Sans SemiBold', 'NotoSans-SemiBold'],
    ]);
  });

  it('has a face for every character of the texts, the domain labels and messages', () => {
    const texts = [...jsonTexts(path.join(here, '..')), ...strings(domain)];
    expect(texts.length).toBeGreaterThan(3000);
    const missing = new Set<string>();
    for (const text of texts) {
      for (const char of text) {
        const code = char.codePointAt(0) ?? 0;
        if (!covered(code) && !leftToSystem(char)) missing.add(`${char} U+${code.toString(16)}`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('covers the whole Devanagari block, for names and titles users type', () => {
    for (let code = 0x900; code <= 0x97f; code += 1)
      expect(covered(code), code.toString(16)).toBe(true);
  });
});
