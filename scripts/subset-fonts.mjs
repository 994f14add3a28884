// `npm run fonts`: writes the app's fonts (web/src/fonts) as subsets of Noto Sans and Noto Sans
// Devanagari (SIL Open Font License 1.1, from @fontsource), so that a page loads at most 60 KB of
// fonts (issue 16 item 1) instead of 130 KB:
// - Devanagari: the whole Devanagari block (a name or a job title a user types may use any of
//   its letters, and a conjunct must come from one font), the rupee sign, ZWJ and ZWNJ and the
//   dotted circle, at weight 400 only. Bold Hindi is drawn from it by the browser (font-synthesis),
//   since a second weight would cost another 44 KB on every Hindi page.
// - Latin: ASCII and the few other signs the texts use, at 400 and 600 (other symbols and emoji
//   come from the system's fonts).
// The unicode-range of each face is the same set, so a browser fetches a face only for a page
// that shows one of its characters. Each face names the same font installed on the device first
// (`local()`, by its full and PostScript names): Android has carried Noto Sans Devanagari since
// 5.0, so a phone draws Hindi with its own copy and fetches nothing (41 KB less on slow 3G, and no
// swap from the fallback font to ours once the file arrives); a device without it fetches ours.
// web/src/fonts/fonts.test.ts checks that every character of the app's texts has a face. Run
// again after changing this file; the output is committed.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'web', 'src', 'fonts');
const require = createRequire(path.join(root, 'web', 'package.json'));

const range = (from, to) => ({ from, to });
const FACES = [
  {
    family: 'Noto Sans Devanagari',
    weight: 400,
    source:
      '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2',
    file: 'noto-sans-devanagari-400.woff2',
    local: ['Noto Sans Devanagari Regular', 'NotoSansDevanagari-Regular', 'Noto Sans Devanagari'],
    ranges: [
      range(0x0900, 0x097f),
      range(0x200c, 0x200d),
      range(0x20b9, 0x20b9),
      range(0x25cc, 0x25cc),
    ],
  },
  ...[400, 600].map((weight) => ({
    family: 'Noto Sans',
    weight,
    source: `@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff2`,
    file: `noto-sans-latin-${weight}.woff2`,
    local:
      weight === 400
        ? ['Noto Sans Regular', 'NotoSans-Regular']
        : ['Noto Sans SemiBold', 'NotoSans-SemiBold'],
    ranges: [
      range(0x0020, 0x007e),
      range(0x00a0, 0x00a0), // no-break space
      range(0x00a9, 0x00a9), // ©
      range(0x00b7, 0x00b7), // ·
      range(0x00d7, 0x00d7), // ×
      range(0x00e9, 0x00e9), // é
      range(0x2013, 0x2014), // – —
      range(0x2018, 0x201d), // ‘ ’ “ ”
      range(0x2022, 0x2022), // •
      range(0x2026, 0x2026), // …
      range(0x2122, 0x2122), // ™
      range(0x2212, 0x2212), // −
    ],
  })),
];

const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');
const cssRange = (ranges) =>
  ranges
    .map(({ from, to }) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(', ');

let css =
  '/* Written by scripts/subset-fonts.mjs (npm run fonts): subsets of Noto Sans and Noto Sans\n' +
  '   Devanagari, SIL Open Font License 1.1 (see OFL-*.txt). */\n';
for (const face of FACES) {
  let text = '';
  for (const { from, to } of face.ranges) {
    for (let code = from; code <= to; code += 1) text += String.fromCodePoint(code);
  }
  const font = await subsetFont(readFileSync(require.resolve(face.source)), text, {
    targetFormat: 'woff2',
  });
  writeFileSync(path.join(out, face.file), font);
  console.log(`${face.file}: ${font.length} bytes`);
  css +=
    `@font-face {\n  font-family: "${face.family}";\n  font-style: normal;\n` +
    `  font-weight: ${face.weight};\n  font-display: swap;\n` +
    `  src: ${face.local.map((name) => `local("${name}")`).join(', ')},\n` +
    `    url(./${face.file}) format("woff2");\n  unicode-range: ${cssRange(face.ranges)};\n}\n`;
}
const cssFile = path.join(out, 'fonts.css');
writeFileSync(cssFile, css);
spawnSync('npx', ['biome', 'format', '--write', cssFile], { cwd: root, stdio: 'inherit' });
