// Writes a Brotli (.br) and a gzip (.gz) copy next to every text file of a built web app, once
// at build time, so the server sends them without compressing per request
// (server/src/platform/web-app.ts, @fastify/static `preCompressed`). Usage: precompress.mjs <dir>
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const TEXT = new Set(['.js', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml']);
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

const root = process.argv[2];
if (!root) {
  console.error('usage: node scripts/precompress.mjs <dir>');
  process.exit(2);
}
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Each file is compressed on libuv's thread pool, all at once: Brotli's best quality took 4 s
// of the build one file after another, half that on two cores (issue 17 item 4). Pages that
// are the same (`/` and `/homepage`, the terms' three addresses) are compressed once.
const compressed = new Map();
function compress(body) {
  const key = createHash('sha256').update(body).digest('hex');
  if (!compressed.has(key)) {
    compressed.set(
      key,
      Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip(body, { level: 9 }),
      ]),
    );
  }
  return compressed.get(key);
}

const sizes = await Promise.all(
  [...files(root)]
    .filter((file) => TEXT.has(path.extname(file)))
    .map(async (file) => {
      const body = await readFile(file);
      if (body.length < MIN_BYTES) return null;
      const [br, gz] = await compress(body);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      return { raw: body.length, br: br.length };
    }),
);
const done = sizes.filter((size) => size !== null);
const raw = done.reduce((sum, size) => sum + size.raw, 0);
const br = done.reduce((sum, size) => sum + size.br, 0);
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`precompressed ${done.length} files: ${kb(raw)} -> ${kb(br)} (brotli)`);
