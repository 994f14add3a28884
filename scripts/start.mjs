// `npm start`: builds the web app and the server when they are missing or older than their
// sources, then runs the server (API + built web app) on http://localhost:${PORT:-3000} with
// embedded defaults. It prints how long it took to be ready, builds included.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const startedAt = performance.timeOrigin;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'web', 'dist', 'index.html');
const builtServer = path.join(root, 'server', 'dist', 'main.mjs');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Whether `output` is missing or older than any of `sources` (paths from the root). */
function stale(output, sources) {
  if (!existsSync(output)) return true;
  const newest = Math.max(
    ...sources
      .map((p) => path.join(root, p))
      .filter(existsSync)
      .map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
  );
  return statSync(output).mtimeMs < newest;
}

const webStale = stale(builtIndex, [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/pwa.config.ts',
  'domain/src',
  'scripts/prerender.mjs',
  'scripts/precompress.mjs',
  // not package-lock.json: `npm install` writes it again, unchanged, and every
  // `npm install && npm start` would build the web app again (8 s)
]);

// one bundled file starts in a fraction of the time tsx takes to compile and load ~200 modules
if (stale(builtServer, ['server/src', 'domain/src', 'package-lock.json'])) {
  console.log('Building the server ...');
  const { buildServer } = await import('./build-server.mjs');
  await buildServer(builtServer);
}

// issue 17 item 4: a first start after a clone both builds the web app and prepares the embedded
// database (server/.data); the server prepares it in a process of its own, started here while
// the web app builds rather than after. It does nothing when the database is prepared already,
// or not embedded (DATABASE_URL); the server prepares it itself if this one fails.
const preparing = webStale
  ? new Promise((resolve) => {
      const child = spawn(process.execPath, [builtServer, '--prepare-database'], {
        cwd: root,
        stdio: 'inherit',
      });
      child.on('error', () => resolve(false));
      child.on('exit', (code) => resolve(code === 0));
    })
  : Promise.resolve(true);

if (webStale) {
  console.log('Building the web app ...');
  const build = spawn('npm', ['run', 'build', '-w', '@kaamkaj/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  const status = await new Promise((resolve) => build.on('exit', (code) => resolve(code)));
  if (status !== 0) process.exit(status ?? 1);
}
if (!(await preparing)) console.log('Preparing the database failed; the server tries again.');

// A young generation of 64 MB a semi-space, as deploy/Dockerfile and the benches run it (a
// quarter of V8's scavenges under load: bench/lib/server-node.ts says what it saves).
const server = spawn(
  process.execPath,
  ['--enable-source-maps', '--max-semi-space-size=64', builtServer],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, KAAMKAJ_STARTED_AT: String(startedAt) },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
