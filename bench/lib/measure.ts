// What the benchmarks share: the load generator in a worker thread, a server on a free port and
// the latency figures of a run.
import { createServer } from 'node:net';
import { Worker } from 'node:worker_threads';

export type Target = { path: string; token?: string; method?: 'GET' | 'POST'; body?: string };
export type Figures = {
  label: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  bad: number;
};
export type LoadResult = { latencies: number[]; rps: number; non2xx: number; errors: number };

/**
 * The PostgreSQL a benchmark writes into (DATABASE_URL); without one it says what it needs, with
 * an example, and exits.
 */
export function requiredDatabaseUrl(why: string, example: string): string {
  const url = process.env.DATABASE_URL;
  if (url) return url;
  console.error(`DATABASE_URL is required: ${why}.\ne.g. ${example}`);
  process.exit(2);
}

/** Positive integer settings from the environment, with their default. */
export const int = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isInteger(v) && v > 0 ? v : fallback;
};

export function figures(label: string, latencies: number[], rps: number, bad = 0): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
  return { label, p50: at(0.5), p95: at(0.95), p99: at(0.99), rps, bad };
}

/** Figures of a load run, its non-2xx answers and errors counted as bad. */
export const figuresOf = (label: string, r: LoadResult) =>
  figures(label, r.latencies, r.rps, r.non2xx + r.errors);

/** autocannon (load.mjs) against `url`, each request the next of `targets`. */
export function load(
  url: string,
  targets: Target[],
  { duration, connections }: { duration: number; connections: number },
) {
  return new Promise<LoadResult>((resolve, reject) => {
    const worker = new Worker(new URL('./load.mjs', import.meta.url), {
      workerData: { url, duration, connections, targets },
    });
    worker.once('message', (m) => {
      resolve(m);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** Listens on a free port of 127.0.0.1; answers the base URL. */
export async function serve(app: {
  listen(o: { port: number; host: string }): Promise<unknown>;
  server: { address(): unknown };
}) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port?: number } | null;
  return `http://127.0.0.1:${address?.port ?? 0}`;
}

export const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1).padStart(8) : '       -');

/** The table of a run: p50 / p95 / p99, requests per second and non-2xx per row. */
export function printFigures(rows: Figures[], width = 30) {
  console.log(
    `\n${'latency ms'.padEnd(width)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}${'req/s'.padStart(9)}${'non-2xx'.padStart(9)}`,
  );
  for (const r of rows) {
    console.log(
      `${r.label.padEnd(width)}${ms(r.p50)}${ms(r.p95)}${ms(r.p99)}${r.rps.toFixed(0).padStart(9)}${String(r.bad).padStart(9)}`,
    );
  }
}

/** A port of 127.0.0.1 free at the time of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Every target read once (20 at a time), so that the next reads of them are all cache hits. */
export async function readEachOnce(base: string, targets: Target[]) {
  const queue = [...targets];
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      for (let t = queue.pop(); t; t = queue.pop()) {
        const res = await fetch(`${base}${t.path}`, {
          headers: { authorization: `Bearer ${t.token}`, 'accept-encoding': 'br' },
        });
        if (res.status !== 200) throw new Error(`${t.path}: HTTP ${res.status}`);
        await res.arrayBuffer();
      }
    }),
  );
}
