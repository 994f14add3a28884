// Two or more versions of the admin job search on the same rows, in one process and in turns
// (issue 17 item 2; bench/README.md, admin lists, session 23). Not part of `npm test`.
//   git worktree add /tmp/before <rev>   (and link its node_modules to this checkout's)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/kaamkaj_admin_bench \
//     BENCH_TREES="before:/tmp/before now:$PWD" npm run bench:admin:compare
//
// Runs after `npm run bench:admin` has generated the rows (it writes none). Each version is the
// app of its own checkout (its server code, its bench/lib), built in this process on a pool of
// its own named after it (`application_name`); the searches go one at a time, one request to
// each version in turn, so that what the host does meanwhile (this machine's speed changed by a
// third from run to run, bench/README.md) falls on every version alike. For each search and
// version it prints, per request: the process's CPU (the server and the client making the
// request, the same for each), the CPU of that version's PostgreSQL backends (their /proc ticks)
// and the wall time; and whether the versions answered the same rows and counts.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { int, requiredDatabaseUrl } from '../lib/measure';

const DATABASE_URL = requiredDatabaseUrl(
  'it searches the rows `npm run bench:admin` generated there',
  'DATABASE_URL=postgres://postgres@127.0.0.1:5432/kaamkaj_admin_bench npm run bench:admin:compare',
);
/** label:directory of a checkout, space-separated */
const TREES = (process.env.BENCH_TREES ?? `now:${process.cwd()}`).split(/\s+/).map((tree) => {
  const [label, dir] = tree.split(':');
  if (!label || !dir) throw new Error(`BENCH_TREES takes label:directory, not "${tree}"`);
  return { label, dir };
});
/** Requests of each search to each version (after 20 each to warm every pool). */
const REQUESTS = int('BENCH_REQUESTS', 300);
/** The bench's searches (bench/admin/run.ts), or BENCH_SEARCHES='{"label":"text", ...}'. */
const SEARCHES: Record<string, string> = process.env.BENCH_SEARCHES
  ? JSON.parse(process.env.BENCH_SEARCHES)
  : {
      title: 'job 42424',
      company: 'Company 1234',
      '2 % word': 'electrician',
      '19 % word': 'driver',
    };
/** Linux's clock tick in /proc (USER_HZ), µs */
const TICK_US = 10_000;

type Version = { label: string; base: string; token: string; close: () => Promise<void> };

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

async function main() {
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 1 });
  const versions: Version[] = [];
  for (const { label, dir } of TREES) {
    // each checkout's own modules: its app, its bench library, its admin user and cache
    const lib = await import(`${dir}/bench/lib/app.ts`);
    const { BENCH_ADMIN } = await import(`${dir}/bench/admin/generate.ts`);
    const { memoryCache } = await import(`${dir}/server/src/platform/cache.ts`);
    const named = `${DATABASE_URL}${DATABASE_URL.includes('?') ? '&' : '?'}application_name=bench_${label}`;
    const config = lib.benchConfig(named, { LOG_LEVEL: 'warn' });
    // no search's count kept: each is counted as a first search is
    const cache = lib.keepingNoCounts(memoryCache(), 'admin-jobs-count:');
    const { token, app, base } = await lib.appSignedInAs(pool, config, BENCH_ADMIN, 2, { cache });
    versions.push({ label, base, token, close: () => app.close() });
  }
  console.log(
    `${REQUESTS} requests of each search to each version, in turns, one at a time; per request:`,
  );
  for (const [label, q] of Object.entries(SEARCHES)) {
    const answers = new Set<string>();
    for (let i = 0; i < 20; i++) {
      for (const v of versions) answers.add(await search(v, q));
    }
    const cpu = new Map<string, number>();
    const wall = new Map<string, number>();
    const before = await backendTicks(pool);
    for (let i = 0; i < REQUESTS; i++) {
      for (const v of versions) {
        const c = process.cpuUsage();
        const w = performance.now();
        await search(v, q);
        const used = process.cpuUsage(c);
        cpu.set(v.label, (cpu.get(v.label) ?? 0) + used.user + used.system);
        wall.set(v.label, (wall.get(v.label) ?? 0) + performance.now() - w);
      }
    }
    // each backend's ticks since `before` (a backend opened meanwhile from 0), by version
    const pg = new Map<string, number>();
    for (const [pid, { app, ticks }] of await backendTicks(pool)) {
      pg.set(app, (pg.get(app) ?? 0) + ticks - (before.get(pid)?.ticks ?? 0));
    }
    const same = answers.size === 1 ? 'the same answers' : `${answers.size} different answers`;
    console.log(`\n${label} ("${q}", ${same}):`);
    for (const v of versions) {
      const per = (total: number) => (total / REQUESTS).toFixed(0).padStart(6);
      console.log(
        `  ${v.label.padEnd(12)} process CPU ${per(cpu.get(v.label) ?? 0)} µs, ` +
          `PostgreSQL CPU ${per((pg.get(`bench_${v.label}`) ?? 0) * TICK_US)} µs, ` +
          `wall ${((wall.get(v.label) ?? 0) / REQUESTS).toFixed(2)} ms`,
      );
    }
  }
  for (const v of versions) await v.close();
  await pool.end();
}

/** The first page of the search for `q`, as the answer's rows and count (not whether capped). */
async function search(v: Version, q: string): Promise<string> {
  const res = await fetch(`${v.base}/api/admin/jobs?q=${encodeURIComponent(q)}&page=0`, {
    headers: { authorization: `Bearer ${v.token}`, 'accept-encoding': 'identity' },
  });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${v.label}: HTTP ${res.status} ${body}`);
  const { data, count } = JSON.parse(body) as { data: unknown[]; count: unknown };
  return JSON.stringify({ data, count });
}

/** The CPU ticks each backend of the versions' pools has used, by pid, with its version. */
async function backendTicks(pool: pg.Pool) {
  const { rows } = await pool.query<{ pid: number; app: string }>(
    `select pid, application_name as app from pg_stat_activity
     where application_name like 'bench\\_%'`,
  );
  const ticks = new Map<number, { app: string; ticks: number }>();
  for (const r of rows) {
    try {
      // /proc/<pid>/stat: utime and stime are the 14th and 15th fields
      const fields = readFileSync(`/proc/${r.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks.set(r.pid, { app: r.app, ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the backend ended meanwhile
    }
  }
  return ticks;
}
