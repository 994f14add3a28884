// `npm start`: builds the web app and the server when they are missing or older than their
// sources, then runs the server (API + built web app) on http://localhost:${PORT:-3000} with
// embedded defaults. It prints how long it took to be ready, builds included.
import { spawn, spawnSync } from 'node:child_process';
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

if (
  stale(builtIndex, [
    'web/src',
    'web/public',
    'web/index.html',
    'domain/src',
    'scripts/prerender.mjs',
  ])
) {
  console.log('Building the web app ...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@kaamkaj/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// one bundled file starts in a fraction of the time tsx takes to compile and load ~200 modules
if (stale(builtServer, ['server/src', 'domain/src', 'package-lock.json'])) {
  console.log('Building the server ...');
  const { buildServer } = await import('./build-server.mjs');
  await buildServer(builtServer);
}

const server = spawn(process.execPath, ['--enable-source-maps', builtServer], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, KAAMKAJ_STARTED_AT: String(startedAt) },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
