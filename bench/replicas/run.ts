// Replicas benchmark (issue 17 item 5; bench/README.md): what a second app replica behind Caddy
// adds, with the topology of deploy/compose.yml run as processes (no Docker engine here).
// Not part of `npm test`.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/kaamkaj_replicas_bench npm run bench:replicas
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { loadConfig } from '../../server/src/platform/config';
import { generate } from '../feed/generate';
import { appCacheEmptied, migrated, sampleSeekers } from '../lib/app';
import {
  type Figures,
  figuresOf,
  freePort,
  int,
  load,
  printFigures,
  readEachOnce,
  requiredDatabaseUrl,
  type Target,
} from '../lib/measure';
import { type CpuUse, printCpu, type Watched, withCpu } from './cpu';
import { caddyfile, startCaddy, startReplica, stopAll } from './processes';

const DATABASE_URL = requiredDatabaseUrl(
  'the benchmark empties users there and writes 50,000 jobs',
  'DATABASE_URL=postgres://postgres@127.0.0.1:5432/kaamkaj_replicas_bench npm run bench:replicas',
);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const scale = {
  jobs: int('BENCH_JOBS', 50_000),
  seekers: int('BENCH_SEEKERS', 5_000),
  employers: int('BENCH_EMPLOYERS', 100),
};
const DURATION = int('BENCH_DURATION', 10);
const WARMUP = int('BENCH_WARMUP', 2);
const CONNECTIONS = int('BENCH_CONNECTIONS', 50);
const ROUNDS = int('BENCH_ROUNDS', 3);
const SAMPLE = int('BENCH_SAMPLE_SEEKERS', 2_000);
// deploy/Caddyfile's policy; round_robin is the other one worth trying with equal replicas
const LB_POLICY = process.env.BENCH_LB_POLICY ?? 'least_conn';

/** What every replica runs with: deploy/compose.yml's settings that the bench can honour. */
function replicaEnv(secret: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL,
    REDIS_URL,
    APP_SECRET: secret,
    PUBLIC_URL: 'http://127.0.0.1',
    // production refuses the simulated checkout; clearly fake keys, never called by the bench
    PAYMENTS: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_test_bench',
    RAZORPAY_KEY_SECRET: 'bench',
    RAZORPAY_WEBHOOK_SECRET: 'bench',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    DEMO_DATA: 'false',
    WORKER: 'auto',
    // every read of the run a hit: production keeps a feed 60 s, a run takes minutes
    FEED_CACHE_SECONDS: '3600',
  };
}

/** Redis's process id when it runs on this machine (its CPU is read from /proc), else null. */
async function localRedisPid(redis: Redis) {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(REDIS_URL).hostname)) return null;
  const pid = Number((await redis.info('server')).match(/process_id:(\d+)/)?.[1]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

type Row = { label: string; figures: Figures; cpu: CpuUse };

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kaamkaj-replicas-'));
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
  const redis = new Redis(REDIS_URL);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stopAll().finally(() => process.exit(130)));
  }
  try {
    await migrated(DATABASE_URL);
    const start = performance.now();
    await generate(pool, scale);
    console.log(`generated in ${((performance.now() - start) / 1000).toFixed(1)} s`);
    await appCacheEmptied(redis);

    const env = replicaEnv(randomBytes(32).toString('hex'));
    const seekers = await sampleSeekers(pool, loadConfig({ ...env, DATA_DIR: dir }), SAMPLE);
    // started together, as compose starts them: the second waits on the migrations' lock
    const replicas = await Promise.all(
      ['app1', 'app2'].map((name) =>
        startReplica(name, { ...env, DATA_DIR: mkdtempSync(path.join(dir, `${name}-`)) }, dir),
      ),
    );
    await Promise.all(replicas.map((r) => r.ready()));
    const [app1, app2] = replicas;
    if (!app1 || !app2) throw new Error('no replicas');
    const one = await freePort();
    let two = await freePort();
    while (two === one) two = await freePort();
    const config = caddyfile(
      [
        { port: one, upstreams: [app1.base] },
        { port: two, upstreams: [app1.base, app2.base] },
      ],
      LB_POLICY,
    );
    const caddy = await startCaddy(config, `http://127.0.0.1:${two}/api/health`, dir);
    const caddyOne = `http://127.0.0.1:${one}`;
    console.log(
      `app1 ${app1.base}, app2 ${app2.base}, Caddy ${caddyOne} (app1), ${caddy.base} (both)`,
    );

    const feed: Target[] = seekers.map((s) => ({
      path: `/api/job/all?user_id=${s.id}&page=0`,
      token: s.token,
    }));
    const check = await fetch(`${caddyOne}${feed[0]?.path}`, {
      headers: { authorization: `Bearer ${seekers[0]?.token}` },
    });
    const body = (await check.json()) as { count?: number; data?: unknown[] };
    console.log(`one feed: HTTP ${check.status}, ${body.data?.length ?? 0} jobs of ${body.count}`);
    if (check.status !== 200) throw new Error(JSON.stringify(body));
    await readEachOnce(app1.base, feed);
    const opts = { duration: DURATION, connections: CONNECTIONS };
    // the replicas' code compiled before the first row (both of them, through Caddy)
    await load(caddy.base, feed, { ...opts, duration: 3 });

    const redisPid = await localRedisPid(redis);
    const watched: Watched[] = [
      { name: 'app1', pid: app1.child.pid ?? 0 },
      { name: 'app2', pid: app2.child.pid ?? 0 },
      { name: 'caddy', pid: caddy.pid },
      { name: 'redis', pid: redisPid ?? 0 },
      // autocannon runs in a worker thread of this process (bench/lib/measure.ts)
      { name: 'autocannon', pid: process.pid },
    ];
    const setups = [
      { label: 'direct to app1', base: app1.base },
      { label: 'Caddy, 1 replica', base: caddyOne },
      { label: 'Caddy, 2 replicas', base: caddy.base },
    ];
    const kinds = [
      { label: 'health', targets: [{ path: '/api/health' }] },
      { label: 'feed hit', targets: feed },
    ];
    const labels = kinds.flatMap((k) => setups.map((s) => `${k.label}, ${s.label}`));
    const rounds = new Map<string, Row[]>(labels.map((l) => [l, []]));
    console.log(
      `\n${ROUNDS} rounds of ${labels.length} rows, ${DURATION} s each after ${WARMUP} s of ` +
        `warm-up, ${CONNECTIONS} connections, Caddy lb_policy ${LB_POLICY}`,
    );
    for (let round = 0; round < ROUNDS; round++) {
      console.log(`\nround ${round + 1}, load average ${os.loadavg().map((l) => l.toFixed(2))}`);
      // each round starts with another set-up, so a drift of the machine spreads over all three
      for (let i = 0; i < setups.length; i++) {
        const setup = setups[(i + round) % setups.length];
        if (!setup) continue;
        for (const kind of kinds) {
          const label = `${kind.label}, ${setup.label}`;
          await load(setup.base, kind.targets, { ...opts, duration: WARMUP });
          const { result, cpu } = await withCpu(pool, watched, () =>
            load(setup.base, kind.targets, opts),
          );
          const figures = figuresOf(label, result);
          rounds.get(label)?.push({ label, figures, cpu });
          console.log(
            `  ${label}: ${figures.rps.toFixed(0)} req/s, p95 ${figures.p95.toFixed(1)} ms, ` +
              `non-2xx ${figures.bad}`,
          );
        }
      }
    }
    console.log(`\nload average at the end ${os.loadavg().map((l) => l.toFixed(2))}`);

    // each row's round with the median req/s, its CPU beside it
    const median = labels.flatMap((l) => {
      const sorted = [...(rounds.get(l) ?? [])].sort((a, b) => a.figures.rps - b.figures.rps);
      const row = sorted[Math.floor(sorted.length / 2)];
      return row ? [row] : [];
    });
    console.log(`\n== every round (${CONNECTIONS} connections, ${DURATION} s a row)`);
    printFigures(
      labels.flatMap((l) =>
        (rounds.get(l) ?? []).map((r, i) => ({ ...r.figures, label: `${l} #${i + 1}` })),
      ),
      38,
    );
    console.log(`\n== the median round of each row (by req/s)`);
    printFigures(
      median.map((r) => r.figures),
      38,
    );
    printCpu(
      median,
      watched.map((w) => w.name),
      38,
    );
    const rps = (label: string) => median.find((r) => r.label === label)?.figures.rps ?? 0;
    for (const kind of kinds) {
      const direct = rps(`${kind.label}, direct to app1`);
      const single = rps(`${kind.label}, Caddy, 1 replica`);
      const both = rps(`${kind.label}, Caddy, 2 replicas`);
      console.log(
        `${kind.label}: Caddy in front ${((single / direct) * 100).toFixed(0)} % of direct; ` +
          `2 replicas ${(both / single).toFixed(2)}x 1 replica through Caddy`,
      );
    }
  } finally {
    await stopAll();
    redis.disconnect();
    await pool.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
