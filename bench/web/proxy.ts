// One build's server behind Caddy as deploy/Caddyfile serves the app to its users: TLS (here from
// Caddy's own local CA, `tls internal`, which the bench's Chromium is told to accept) and so
// HTTP/2, one connection for every request of a page. `npm run bench:web -- --proxy` measures
// Lighthouse this way (issue 16 item 4); without it, the server's own HTTP/1.1, as `npm start`
// serves it, six connections at most.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../lib/measure';

export type RunningProxy = { base: string; stop: () => Promise<void> };

/** Whether `url` answers 200 over TLS, whatever the certificate (Caddy's local CA). */
function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = https.get(url, { rejectUnauthorized: false, timeout: 2_000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
  });
}

/** Debian's caddy on a free port of 127.0.0.1 (https://localhost:<port>), in front of `upstream`. */
export async function startProxy(upstream: string): Promise<RunningProxy> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kaamkaj-bench-proxy-'));
  const config = path.join(dir, 'Caddyfile');
  // no admin endpoint (its fixed port would clash with another Caddy), its CA kept in `dir` and
  // not installed into the machine's trust stores
  writeFileSync(
    config,
    `{\n\tadmin off\n\tskip_install_trust\n}\n\nhttps://localhost:${port} {\n\tbind 127.0.0.1\n` +
      `\ttls internal\n\treverse_proxy ${new URL(upstream).host}\n}\n`,
  );
  const log = path.join(dir, 'caddy.log');
  const out = openSync(log, 'a');
  const env = { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir };
  const child: ChildProcess = spawn(
    'caddy',
    ['run', '--config', config, '--adapter', 'caddyfile'],
    {
      env,
      stdio: ['ignore', out, out],
    },
  );
  child.on('error', (err) => writeFileSync(log, `\n${err.message}\n`, { flag: 'a' }));
  const base = `https://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (!(await answers(`${base}/api/health`))) {
    if (child.exitCode !== null || !child.pid || Date.now() > deadline) {
      const tail = readFileSync(log, 'utf8').split('\n').slice(-20).join('\n');
      await stop();
      throw new Error(`caddy did not serve ${base} (apt-get install caddy):\n${tail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, stop };
}
