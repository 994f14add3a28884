// CPU of each process during a load run (Linux /proc): utime + stime of the replicas, Caddy,
// Redis and this process (autocannon runs in its worker thread), PostgreSQL's backends of the
// bench's database, and the whole machine, so a row shows which process fills the two cores.
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { cpuTicks, withPostgresCpu } from '../lib/profile';

/** Ticks are 1/100 s (CLK_TCK on Linux). */
const TICK_MS = 10;

export type Watched = { name: string; pid: number };
export type CpuUse = { wallMs: number; requests: number; ms: Map<string, number | null> };

/** The machine's busy ticks (every CPU, all but idle and iowait) so far, from /proc/stat. */
async function machineTicks(): Promise<number | null> {
  const stat = await readFile('/proc/stat', 'utf8').catch(() => '');
  const fields = stat.split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number);
  if (!fields || fields.length < 8) return null;
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return user + nice + system + irq + softirq + steal;
}

type PgPool = Parameters<typeof withPostgresCpu>[0];

/**
 * Runs `work` (a load run answering its latencies) and answers it with the CPU (ms) each of
 * `watched`, PostgreSQL and the machine used meanwhile; null where /proc could not tell.
 */
export async function withCpu<T extends { latencies: number[] }>(
  pool: PgPool,
  watched: Watched[],
  work: () => Promise<T>,
): Promise<{ result: T; cpu: CpuUse }> {
  const pids = watched.map((w) => w.pid);
  const before = await cpuTicks(pids);
  const machineBefore = await machineTicks();
  const start = performance.now();
  const { result, pgMs } = await withPostgresCpu(pool, work);
  const wallMs = performance.now() - start;
  const after = await cpuTicks(pids);
  const machineAfter = await machineTicks();
  const ms = new Map<string, number | null>();
  for (const w of watched) {
    const a = after.get(w.pid);
    const b = before.get(w.pid);
    ms.set(w.name, a === undefined || b === undefined ? null : (a - b) * TICK_MS);
  }
  ms.set('postgres', pgMs);
  const all =
    machineBefore === null || machineAfter === null
      ? null
      : (machineAfter - machineBefore) * TICK_MS;
  ms.set('machine', all);
  return { result, cpu: { wallMs, requests: result.latencies.length, ms } };
}

const cell = (v: string) => v.padStart(11);

/**
 * Two tables of the rows' CPU: % of one core per process (200 % is both cores full) and ms of
 * CPU per request; `other` is the machine's busy time that none of the watched processes took.
 */
export function printCpu(rows: { label: string; cpu: CpuUse }[], names: string[], width = 34) {
  const columns = [...names, 'postgres', 'machine', 'other'];
  const other = (cpu: CpuUse) => {
    const all = cpu.ms.get('machine');
    if (all === null || all === undefined) return null;
    let ours = 0;
    for (const n of [...names, 'postgres']) ours += cpu.ms.get(n) ?? 0;
    return all - ours;
  };
  const value = (cpu: CpuUse, name: string) => (name === 'other' ? other(cpu) : cpu.ms.get(name));
  const header = `${''.padEnd(width)}${columns.map(cell).join('')}`;
  const cores = os.availableParallelism();
  console.log(`\nCPU, % of one core (${cores} cores here: ${cores * 100} % is all of them)`);
  console.log(header);
  for (const { label, cpu } of rows) {
    const pct = (name: string) => {
      const v = value(cpu, name);
      return v === null || v === undefined ? '-' : ((v / cpu.wallMs) * 100).toFixed(0);
    };
    console.log(`${label.padEnd(width)}${columns.map((n) => cell(pct(n))).join('')}`);
  }
  console.log('\nCPU, ms per request');
  console.log(header);
  for (const { label, cpu } of rows) {
    const per = (name: string) => {
      const v = value(cpu, name);
      return v === null || v === undefined ? '-' : (v / Math.max(1, cpu.requests)).toFixed(3);
    };
    console.log(`${label.padEnd(width)}${columns.map((n) => cell(per(n))).join('')}`);
  }
}
