// One build's server behind Caddy as deploy/Caddyfile serves the app to its users: TLS (here from
// Caddy's own local CA, `tls internal`, which the bench's Chromium is told to accept) and so
// HTTP/2, one connection for every request of a page. `npm run bench:web -- --proxy` measures
// Lighthouse this way (issue 16 item 4); without it, the server's own HTTP/1.1, as `npm start`
// serves it, six connections at most. Caddy is started and stopped as the replicas bench does.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../lib/measure';
import { startCaddy, stop, stopAll } from '../replicas/processes';

export type RunningProxy = { base: string; stop: () => Promise<void> };

/** Debian's caddy on a free port of 127.0.0.1 (https://localhost:<port>), in front of `upstream`. */
export async function startProxy(upstream: string): Promise<RunningProxy> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kaamkaj-bench-proxy-'));
  const base = `https://localhost:${port}`;
  // no admin endpoint (its fixed port would clash with another Caddy), its CA kept in `dir` and
  // not installed into the machine's trust stores
  const config =
    `{\n\tadmin off\n\tskip_install_trust\n}\n\n${base} {\n\tbind 127.0.0.1\n` +
    `\ttls internal\n\treverse_proxy ${new URL(upstream).host}\n}\n`;
  try {
    const caddy = await startCaddy(config, `${base}/api/health`, dir);
    return {
      base,
      stop: async () => {
        await stop(caddy.pid);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    // one that never answered may still run; this stops the other build's Caddy too, and the
    // bench ends with this error anyway
    await stopAll();
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`caddy did not serve ${base} (apt-get install caddy)`, { cause: error });
  }
}
