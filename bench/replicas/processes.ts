// The processes of the replicas bench: app replicas (the real server, as deploy/Dockerfile runs
// it) and Caddy in front, each with its output in a log file, all stopped at the end or on
// failure so that no run leaves one behind.
import { type ChildProcess, spawn } from 'node:child_process';
import { openSync, readFileSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../lib/measure';
import { SERVER_NODE_FLAGS } from '../lib/server-node';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Started = { name: string; pid: number; base: string; log: string };

const running: { name: string; child: ChildProcess }[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts `command`, its stdout and stderr into `log` (a pipe would cost this process CPU). */
function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, log: string) {
  const out = openSync(log, 'a');
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', out, out] });
  // a missing binary (caddy not installed) is an 'error' event, not an exception
  child.on('error', (err) => writeFileSync(log, `\n${err.message}\n`, { flag: 'a' }));
  running.push({ name, child });
  return child;
}

const tail = (log: string) => readFileSync(log, 'utf8').split('\n').slice(-30).join('\n');

/**
 * Whether `url` answers 200 within 2 s. Over https the certificate is not checked: the web
 * bench's Caddy (bench/web/proxy.ts) serves one of its own local CA.
 */
function answers200(url: string): Promise<boolean> {
  if (!url.startsWith('https:')) {
    return fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (res) => res.status === 200,
      () => false,
    );
  }
  return new Promise((resolve) => {
    const req = https.get(url, { rejectUnauthorized: false, timeout: 2_000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
  });
}

/** Waits until `url` answers 200; fails with the log's tail if the process exits first. */
async function ready(name: string, child: ChildProcess, url: string, log: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) {
      throw new Error(`${name} exited while starting:\n${tail(log)}`);
    }
    const ok = await answers200(url);
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`${name} did not answer ${url} in 120 s:\n${tail(log)}`);
}

/**
 * An app replica: `server/src/main.ts` through tsx, the command of deploy/Dockerfile (the
 * production image), on its own port with `env` (the same secret, database and Redis for all).
 */
export async function startReplica(name: string, env: Record<string, string>, dir: string) {
  const port = await freePort();
  const log = path.join(dir, `${name}.log`);
  const child = start(
    name,
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', path.join(ROOT, 'server/src/main.ts')],
    { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_NO_WARNINGS: '1' },
    log,
  );
  const base = `http://127.0.0.1:${port}`;
  return { child, base, log, ready: () => ready(name, child, `${base}/api/health`, log) };
}

/**
 * deploy/Caddyfile's reverse_proxy block (health checks, retries, `lbPolicy`) as one site per
 * entry of `sites`: a port and the replicas behind it. Plain HTTP on 127.0.0.1, no TLS (the
 * bench has no certificate; production's TLS termination is not measured here).
 */
export function caddyfile(sites: { port: number; upstreams: string[] }[], lbPolicy: string) {
  const site = ({ port, upstreams }: { port: number; upstreams: string[] }) => `http://:${port} {
	bind 127.0.0.1
	reverse_proxy ${upstreams.map((u) => u.replace('http://', '')).join(' ')} {
		lb_policy ${lbPolicy}
		lb_try_duration 5s
		lb_try_interval 250ms
		health_uri /api/health
		health_interval 5s
		health_timeout 3s
		health_status 200
		fail_duration 30s
	}
}
`;
  // no admin endpoint: its fixed port (2019) would clash with another Caddy on the machine
  return `{\n\tadmin off\n\tauto_https off\n}\n\n${sites.map(site).join('\n')}`;
}

/** Debian's caddy with `config` (a Caddyfile); answers once `probe` (a path) answers 200. */
export async function startCaddy(config: string, probe: string, dir: string): Promise<Started> {
  const file = path.join(dir, 'Caddyfile');
  writeFileSync(file, config);
  const log = path.join(dir, 'caddy.log');
  // its data and config directories in the run's own, not the user's home
  const env = { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir };
  const child = start(
    'caddy',
    'caddy',
    ['run', '--config', file, '--adapter', 'caddyfile'],
    env,
    log,
  );
  await ready('caddy', child, probe, log);
  return { name: 'caddy', pid: child.pid ?? 0, base: new URL(probe).origin, log };
}

async function stopChild(child: ChildProcess, graceMs: number) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(kill);
}

/** Stops every process started here: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopAll(graceMs = 12_000) {
  await Promise.all(running.splice(0).map(({ child }) => stopChild(child, graceMs)));
}

/** Stops the one process started here with `pid`, as stopAll does. */
export async function stop(pid: number, graceMs = 12_000) {
  const at = running.findIndex(({ child }) => child.pid === pid);
  const [started] = at < 0 ? [] : running.splice(at, 1);
  if (started) await stopChild(started.child, graceMs);
}
