// Versions of the app compared in one process and in turns (bench/admin/compare.ts,
// bench/search/compare.ts): on a host whose speed changes by a third from one run to the next,
// one request to each version in turn puts whatever the host does meanwhile on every version
// alike.
import { readFileSync } from 'node:fs';
import type pg from 'pg';

/** A version's app, served: its label names its pool (`application_name=bench_<label>`). */
export type Version = { label: string; base: string; token: string; close: () => Promise<void> };

/** Linux's clock tick in /proc (USER_HZ), µs */
const TICK_US = 10_000;

/** BENCH_TREES, label:directory of a checkout, space-separated (this checkout as `now`). */
export function treesToCompare(): { label: string; dir: string }[] {
  return (process.env.BENCH_TREES ?? `now:${process.cwd()}`).split(/\s+/).map((tree) => {
    const [label, dir] = tree.split(':');
    if (!label || !dir) throw new Error(`BENCH_TREES takes label:directory, not "${tree}"`);
    return { label, dir };
  });
}

/** `url` with the version's pool named after it, so its backends can be told apart. */
export const namedFor = (url: string, label: string) =>
  `${url}${url.includes('?') ? '&' : '?'}application_name=bench_${label}`;

/**
 * `ask` sent `requests` times to each version in turn, one at a time, after 20 each to warm
 * every pool; prints, per request and version, the process's CPU (the server and the client
 * making the request, the same for each), the CPU of the version's PostgreSQL backends (their
 * /proc ticks) and the wall time, and whether the versions answered alike (`ask`'s answer).
 */
export async function inTurns(
  pool: pg.Pool,
  versions: Version[],
  requests: number,
  title: string,
  ask: (v: Version) => Promise<string>,
) {
  const answers = new Set<string>();
  for (let i = 0; i < 20; i++) {
    for (const v of versions) answers.add(await ask(v));
  }
  const cpu = new Map<string, number>();
  const wall = new Map<string, number>();
  const before = await backendTicks(pool);
  for (let i = 0; i < requests; i++) {
    for (const v of versions) {
      const c = process.cpuUsage();
      const w = performance.now();
      await ask(v);
      const used = process.cpuUsage(c);
      cpu.set(v.label, (cpu.get(v.label) ?? 0) + used.user + used.system);
      wall.set(v.label, (wall.get(v.label) ?? 0) + performance.now() - w);
    }
  }
  // each backend's ticks since `before` (a backend opened meanwhile from 0), by version
  const pgTicks = new Map<string, number>();
  for (const [pid, { app, ticks }] of await backendTicks(pool)) {
    pgTicks.set(app, (pgTicks.get(app) ?? 0) + ticks - (before.get(pid)?.ticks ?? 0));
  }
  const same = answers.size === 1 ? 'the same answers' : `${answers.size} different answers`;
  console.log(`\n${title} (${same}):`);
  for (const v of versions) {
    const per = (total: number) => (total / requests).toFixed(0).padStart(6);
    console.log(
      `  ${v.label.padEnd(12)} process CPU ${per(cpu.get(v.label) ?? 0)} µs, ` +
        `PostgreSQL CPU ${per((pgTicks.get(`bench_${v.label}`) ?? 0) * TICK_US)} µs, ` +
        `wall ${((wall.get(v.label) ?? 0) / requests).toFixed(2)} ms`,
    );
  }
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
