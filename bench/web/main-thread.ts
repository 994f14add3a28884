// The main thread's own work on a page, from a Chromium trace: what Lighthouse's Total Blocking
// Time is made of, counted in CPU time rather than in wall time, so a busy machine (whose other
// processes stretch wall time, run by run) moves it far less than it moves Lighthouse's score.
import type { Browser } from 'playwright-core';
import type { SeekerStorage } from './server';
import { CPU_SLOWDOWN, phone } from './slow3g';

export type MainThreadFigures = {
  /** CPU time of every task of the page's main thread, load and the settle time after it, ms */
  total: number;
  /** the longest task after the first contentful paint, CPU ms */
  longest: number;
  /** after the first contentful paint: the tasks that would block at 4x (over 12.5 ms here) */
  blocking: number;
  /** sum over those tasks of (4 x CPU time - 50 ms): Total Blocking Time as the 4x phone would see it */
  tbt: number;
};

/** After `load`, how long the page may go on working (the feed's cards hydrate in turns). */
const SETTLE_MS = 3_000;
// a task blocks input when it runs over 50 ms on the phone
const BLOCKING_MS = 50;

/** A Chromium trace event, as much of it as the bench reads (here and in `lighthouse.ts`). */
export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: {
    name?: string;
    data?: { isOutermostMainFrame?: boolean; documentLoaderURL?: string };
    /** a Screenshot's picture (a JPEG, in base64) */
    snapshot?: string;
  };
};

/**
 * One visit of `path` (signed in with `storage` when given) on an unthrottled phone-sized page,
 * traced. The page's renderer main thread is the one that parsed its HTML; its top-level tasks'
 * thread time (`tdur`) is summed, and each task after the first contentful paint is scaled by
 * the mobile preset's CPU slowdown to count blocking time as Lighthouse does.
 */
export async function mainThreadVisit(
  browser: Browser,
  base: string,
  path: string,
  storage: SeekerStorage | null,
): Promise<MainThreadFigures> {
  const context = await phone(browser, 'block', storage, base);
  try {
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
    });
    await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    const landed = new URL(page.url()).pathname;
    if (landed !== path) throw new Error(`main thread: asked for ${path}, measured ${landed}`);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    return figures(trace.traceEvents, path);
  } finally {
    await context.close();
  }
}

function figures(events: TraceEvent[], path: string): MainThreadFigures {
  // the page's renderer is the one that painted content (the blank page before it paints none)
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error(`main thread: ${path} had no first contentful paint`);
  const main = events.find(
    (e) => e.name === 'thread_name' && e.pid === fcp.pid && e.args?.name === 'CrRendererMain',
  );
  if (!main) throw new Error(`main thread: no renderer main thread for ${path}`);
  const tasks = events.filter(
    (e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask',
  );
  const cpu = (task: TraceEvent) => (task.tdur ?? task.dur ?? 0) / 1000;
  const after = tasks.filter((task) => task.ts >= fcp.ts).map(cpu);
  const blocking = after.filter((ms) => ms * CPU_SLOWDOWN > BLOCKING_MS);
  return {
    total: tasks.reduce((sum, task) => sum + cpu(task), 0),
    longest: Math.max(0, ...after),
    blocking: blocking.length,
    tbt: blocking.reduce((sum, ms) => sum + ms * CPU_SLOWDOWN - BLOCKING_MS, 0),
  };
}
