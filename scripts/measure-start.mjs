// `node scripts/measure-start.mjs [runs] [--prepare]`: how long `npm start` takes to answer
// /api/health and how much memory its server holds, on a fresh DATA_DIR and on a warm restart
// (medians of `runs`). With `--prepare`, the prepared databases (server/.data) are removed before
// each fresh start, as after a clone or a new migration, so that start prepares them again.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const runs = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 3);
const prepare = args.includes('--prepare');
const preparedDir = path.join(root, 'server', '.data');
const port = Number(process.env.MEASURE_PORT ?? 3917);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// kB from /proc/<pid>/status: VmRSS (now) and VmHWM (the peak)
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

// CPU seconds the process has used (all its threads), which a busy machine does not inflate
function cpu(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

// the server is the child of scripts/start.mjs that runs the server (esbuild may be another)
function serverPid(pid) {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(' ');
  return Number(
    children.find((child) => /main\.(mjs|ts)/.test(readFileSync(`/proc/${child}/cmdline`, 'utf8'))),
  );
}

async function once(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server stopped before it was ready');
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await sleep(20);
  }
  const ready = (performance.now() - started) / 1000;
  const pid = serverPid(child.pid);
  const atReady = memory(pid);
  const cpuAtReady = cpu(pid);
  // the home page, as a first visitor asks, then a moment to settle
  await fetch(`http://127.0.0.1:${port}/`).catch(() => {});
  await sleep(3000);
  const settled = memory(pid);
  child.kill('SIGTERM');
  await exited;
  return { ready, cpu: cpuAtReady, rssAtReady: atReady.rss, rss: settled.rss, peak: settled.peak };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
function report(label, results) {
  const mb = (kb) => `${Math.round(kb / 1024)} MB`;
  const list = (key, fmt) => results.map((r) => fmt(r[key])).join(', ');
  console.log(
    `${label}: ready ${median(results.map((r) => r.ready)).toFixed(2)} s (${list('ready', (v) => v.toFixed(2))}), ` +
      `server CPU ${median(results.map((r) => r.cpu)).toFixed(2)} s; ` +
      `RSS at ready ${mb(median(results.map((r) => r.rssAtReady)))}, ` +
      `3 s later ${mb(median(results.map((r) => r.rss)))}, ` +
      `peak ${mb(median(results.map((r) => r.peak)))} (${list('peak', mb)})`,
  );
}

const fresh = [];
const warm = [];
for (let i = 0; i < runs; i++) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kaamkaj-start-'));
  try {
    if (prepare) {
      for (const name of readdirSync(preparedDir)) {
        if (name.startsWith('pglite-')) rmSync(path.join(preparedDir, name), { recursive: true });
      }
    }
    fresh.push(await once(dataDir));
    warm.push(await once(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
report(prepare ? 'fresh DATA_DIR, database prepared' : 'fresh DATA_DIR', fresh);
report('warm restart  ', warm);
