// Where a request's time goes (issue 17 item 1): a CPU profile of this process (the server; the
// load generator runs in a worker thread and is not in it) while a load runs, summed by where
// the code comes from.
import { Session } from 'node:inspector/promises';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

/** The part of the code a frame belongs to: a package, a file of ours, Node itself, or GC. */
export function origin(url: string, functionName: string): string {
  if (!url) {
    if (functionName === '(garbage collector)') return 'garbage collection';
    if (functionName === '(idle)') return 'idle';
    if (functionName === '(program)') return 'V8 / native (program)';
    return `native: ${functionName || '(anonymous)'}`;
  }
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg?.[1]) return pkg[1];
  if (url.startsWith('node:')) return `node: ${url.slice(5).split('/')[0]}`;
  const ours = url.match(/\/(server|domain)\/src\/(.+?)(\.ts)?$/);
  if (ours?.[2]) return `${ours[1]}/${ours[2]}`;
  return url.replace(/^file:\/\//, '');
}

/** Runs `work` under the profiler; answers milliseconds of CPU by origin, busiest first. */
export async function profiled<T>(work: () => Promise<T>): Promise<{
  result: T;
  busyMs: number;
  byOrigin: [string, number][];
  byFunction: [string, number][];
  byCaller: [string, number][];
}> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const result = await work();
  const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
  session.disconnect();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  const functions = new Map<string, number>();
  // BENCH_PROFILE_CALLERS=<name>: the callers of the functions of that name (self time of theirs)
  const callersOf = process.env.BENCH_PROFILE_CALLERS;
  const parentOf = new Map<number, Node>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n);
  const callers = new Map<string, number>();
  // The profiler's own work (`Profiler.stop` writing the profile, in the inspector's `post`)
  // is not the server's: a last sample of up to a second, 20 to 50 µs a request if counted.
  const ownWork = new Map<number, boolean>();
  const profilers = (id: number): boolean => {
    const known = ownWork.get(id);
    if (known !== undefined) return known;
    const parent = parentOf.get(id);
    const mine =
      byId.get(id)?.callFrame.url === 'node:inspector' || (parent ? profilers(parent.id) : false);
    ownWork.set(id, mine);
    return mine;
  };
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node || profilers(id)) return;
    const { url, functionName, lineNumber } = node.callFrame;
    const where = origin(url, functionName);
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    totals.set(where, (totals.get(where) ?? 0) + ms);
    // the function itself (self time), with the line it starts on (0-based in the profile)
    const fn = `${where} ${functionName || '(anonymous)'}:${lineNumber + 1}`;
    functions.set(fn, (functions.get(fn) ?? 0) + ms);
    if (callersOf && functionName === callersOf) {
      const chain: string[] = [];
      for (let p = parentOf.get(id); p && chain.length < 3; p = parentOf.get(p.id)) {
        const f = p.callFrame;
        chain.push(
          `${origin(f.url, f.functionName)} ${f.functionName || '(anonymous)'}:${f.lineNumber + 1}`,
        );
      }
      const key = chain.join(' < ');
      callers.set(key, (callers.get(key) ?? 0) + ms);
    }
  });
  totals.delete('idle');
  const byOrigin = [...totals.entries()].sort((a, b) => b[1] - a[1]);
  const byFunction = [...functions.entries()].sort((a, b) => b[1] - a[1]);
  const busyMs = byOrigin.reduce((sum, [, v]) => sum + v, 0);
  const byCaller = [...callers.entries()].sort((a, b) => b[1] - a[1]);
  return { result, busyMs, byOrigin, byFunction, byCaller };
}

/** The profile as lines: each origin's share and its CPU per request (µs). */
export function printProfile(
  label: string,
  p: {
    busyMs: number;
    byOrigin: [string, number][];
    byFunction?: [string, number][];
    byCaller?: [string, number][];
  },
  requests: number,
  top = 14,
) {
  const perRequest = (ms: number) => ((ms * 1000) / Math.max(1, requests)).toFixed(0);
  console.log(
    `\nCPU profile, ${label}: ${perRequest(p.busyMs)} µs of server CPU per request ` +
      `(${requests} requests, main thread)`,
  );
  for (const [where, ms] of p.byOrigin.slice(0, top)) {
    const share = ((ms / p.busyMs) * 100).toFixed(1).padStart(5);
    console.log(`  ${share} %  ${perRequest(ms).padStart(6)} µs  ${where}`);
  }
  // BENCH_PROFILE_FUNCTIONS=<n>: the n busiest functions as well (self time, with their line)
  const functions = Number(process.env.BENCH_PROFILE_FUNCTIONS ?? 0);
  if (functions > 0 && p.byFunction) {
    console.log('  busiest functions:');
    for (const [fn, ms] of p.byFunction.slice(0, functions)) {
      console.log(`    ${perRequest(ms).padStart(6)} µs  ${fn}`);
    }
  }
  if (p.byCaller && p.byCaller.length > 0) {
    console.log(`  callers of ${process.env.BENCH_PROFILE_CALLERS}:`);
    for (const [chain, ms] of p.byCaller.slice(0, 8)) {
      console.log(`    ${perRequest(ms).padStart(6)} µs  ${chain}`);
    }
  }
}

/** CPU ticks (1/100 s) each of these processes has used so far (Linux /proc; empty elsewhere). */
export async function cpuTicks(pids: readonly number[]): Promise<Map<number, number>> {
  const { readFile } = await import('node:fs/promises');
  const ticks = new Map<number, number>();
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const close = stat.lastIndexOf(')');
    if (close < 0) continue;
    const fields = stat.slice(close + 2).split(' ');
    // utime and stime: fields 14 and 15 of the line, 12 and 13 after the name and state
    ticks.set(pid, Number(fields[11]) + Number(fields[12]));
  }
  return ticks;
}

type PidSource = { query<R>(text: string): Promise<{ rows: R[] }> };

/** The server processes (backends) of the database `pool` is connected to. */
async function backendsOf(pool: PidSource): Promise<number[]> {
  const { rows } = await pool.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database()',
  );
  return rows.map((r) => r.pid);
}

/**
 * Runs `work`, answering it with the CPU (ms) PostgreSQL spent for the bench's database: its
 * backends' CPU after the run less before (null where /proc is not readable). Other databases'
 * work on the same server is not counted.
 */
export async function withPostgresCpu<T>(pool: PidSource, work: () => Promise<T>) {
  const before = await cpuTicks(await backendsOf(pool));
  const result = await work();
  const after = await cpuTicks(await backendsOf(pool));
  if (after.size === 0) return { result, pgMs: null };
  let ticks = 0;
  for (const [pid, t] of after) ticks += t - (before.get(pid) ?? 0);
  return { result, pgMs: ticks * 10 };
}
