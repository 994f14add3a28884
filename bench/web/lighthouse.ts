// One Lighthouse run (performance only, its default mobile preset: Moto G Power sized screen,
// simulated slow 4G and 4x CPU) of one page, in a Chromium of its own.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import type { TraceEvent } from './main-thread';
import type { SeekerStorage } from './server';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The mobile preset's CPU slowdown (Lighthouse's `throttling.mobileSlow4G`). */
export const PRESET_CPU_SLOWDOWN = 4;

/**
 * The CPU slowdown that makes a host of this benchmark index run like the preset's reference
 * phone: the formula of Lighthouse's CPU throttling calculator, which its docs/throttling.md
 * points to (patrickhulce/lighthouse-cpu-throttling-calculator): 4x fits an index of about
 * 1,533; a slower host needs less, a faster one more.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + Math.max(0, benchmarkIndex - 150) / 650;
}

export type LighthouseFigures = {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of this machine's speed at the time (its simulation scales by it) */
  benchmarkIndex: number;
  /** the page's main thread in Lighthouse's own trace, see `mainThreadShare` */
  mainThread: MainThreadShare;
};

type NetworkItem = {
  url: string;
  statusCode: number;
  resourceType?: string;
  resourceSize?: number;
};
/** A page bigger than this holds a rendered feed: the app's shell is about 2 KB, 30 cards 150 KB. */
const RENDERED_FEED_BYTES = 20_000;

/**
 * `path` of the app at `base`, signed in with `storage` when given. A fresh browser profile per
 * run, so nothing is warm from an earlier one. Lighthouse's storage reset stays on: it empties
 * the HTTP cache, the service workers and Cache Storage before loading, but not localStorage
 * (its default `clearStorageTypes`), so the session put there survives and the visit is a cold
 * one by a signed-in seeker. Throws when the page measured is not the one asked for.
 */
export async function lighthouseRun(
  base: string,
  path: string,
  storage: SeekerStorage | null,
  cpuSlowdown = PRESET_CPU_SLOWDOWN,
): Promise<LighthouseFigures> {
  // On this shared machine a run now and then fails to record its trace (NO_NAVSTART): such a
  // run measured nothing and is made again, at most twice, and said so.
  for (let attempt = 1; ; attempt++) {
    // behind the bench's Caddy (--proxy), a certificate of its own local CA
    const flags = base.startsWith('https:')
      ? [...CHROMIUM_FLAGS, '--ignore-certificate-errors']
      : CHROMIUM_FLAGS;
    const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: flags });
    try {
      if (storage) await putStorage(chrome.port, base, storage);
      const run = await withTimeout(
        lighthouse(
          `${base}${path}`,
          {
            port: chrome.port,
            onlyCategories: ['performance'],
            output: 'json',
            logLevel: 'error',
          },
          // the preset as it is, or with another CPU slowdown (--cpu)
          cpuSlowdown === PRESET_CPU_SLOWDOWN
            ? undefined
            : {
                extends: 'lighthouse:default',
                settings: {
                  throttling: {
                    ...constants.throttling.mobileSlow4G,
                    cpuSlowdownMultiplier: cpuSlowdown,
                  },
                },
              },
        ),
        180_000,
        `Lighthouse on ${path}`,
      );
      const lhr = run?.lhr;
      if (!lhr) throw new Error(`Lighthouse on ${path} gave no result`);
      if (!lhr.runtimeError) {
        const trace = (run.artifacts as { Trace?: Trace }).Trace;
        if (!trace) throw new Error(`Lighthouse on ${path} kept no trace`);
        keepReport(lhr, trace, base, path);
        return { ...figures(lhr, path, storage !== null), mainThread: mainThreadShare(trace) };
      }
      if (attempt === 3) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`);
      console.error(`  Lighthouse on ${path} failed (${lhr.runtimeError.code}), again`);
    } finally {
      chrome.kill();
    }
  }
}

/**
 * `BENCH_LH_REPORTS=<dir>` keeps each run's whole report there (`<port>-<page>-<time>.json`),
 * to read what a score is made of: each metric, the network requests, the main thread's tasks;
 * and the trace Lighthouse simulated from beside it (`...-trace.json`, Chromium's trace format:
 * DevTools' Performance panel opens it), to read what each of those tasks did.
 */
function keepReport(lhr: Result, trace: Trace, base: string, page: string) {
  const dir = process.env.BENCH_LH_REPORTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = `${new URL(base).port}-${page.replace(/\W+/g, '') || 'landing'}-${Date.now()}`;
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(lhr));
  writeFileSync(join(dir, `${name}-trace.json`), JSON.stringify(trace));
}

type Trace = { traceEvents: TraceEvent[] };

/**
 * What the page's main thread did in the trace Lighthouse simulates from, from its navigation
 * on: the tasks' wall time, which Lighthouse scales by its CPU slowdown into TBT, and their CPU
 * time. On a host with few cores the two part: the renderer waits while Chromium's browser
 * process and display compositor work, so a task that ran 30 ms of CPU can last 300 ms and
 * count as blocking (bench/README.md, "2026-11-29 (fifth session)").
 *
 * Part of that work is the filmstrip: Chromium captures the page each time it draws the window
 * while the page loads, and many captures show a picture already captured: the browser redrew,
 * the page had not changed. `pictures` counts the different ones (bench/README.md, "2026-11-29
 * (sixth session)").
 */
export type MainThreadShare = { wall: number; cpu: number; screenshots: number; pictures: number };

export function mainThreadShare(trace: Trace): MainThreadShare {
  const events = trace.traceEvents;
  const start = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isOutermostMainFrame &&
      e.args.data.documentLoaderURL?.startsWith('http'),
  );
  if (!start) throw new Error("Lighthouse's trace has no navigation of the page");
  const tasks = events
    .filter(
      (e) =>
        e.pid === start.pid &&
        e.tid === start.tid &&
        e.ph === 'X' &&
        e.ts >= start.ts &&
        (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'),
    )
    .sort((a, b) => a.ts - b.ts);
  let wall = 0;
  let cpu = 0;
  let end = 0;
  for (const task of tasks) {
    if (task.ts < end) continue; // nested in the task before
    wall += task.dur ?? 0;
    cpu += task.tdur ?? 0;
    end = task.ts + (task.dur ?? 0);
  }
  const shots = events.filter((e) => e.name === 'Screenshot' && e.ts >= start.ts);
  const pictures = new Set(shots.map((e) => e.args?.snapshot)).size;
  return { wall: wall / 1000, cpu: cpu / 1000, screenshots: shots.length, pictures };
}

/** The run's figures, once it is sure it measured `path` (and the feed, when signed in). */
function figures(
  lhr: Result,
  path: string,
  signedIn: boolean,
): Omit<LighthouseFigures, 'mainThread'> {
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== path) {
    throw new Error(`Lighthouse asked for ${path} but measured ${landed} (a redirect?)`);
  }
  if (signedIn) {
    // the guard would have sent a signed-out visitor away; a feed answered 200, or a page that
    // came with the feed in it (issue 16 item 3), proves the seeker's feed was loaded in this run
    const requests = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items;
    const feed = requests?.find((r) => new URL(r.url).pathname === '/api/job/all');
    const document = requests?.find(
      (r) => r.resourceType === 'Document' && new URL(r.url).pathname === path,
    );
    const rendered =
      document?.statusCode === 200 && (document.resourceSize ?? 0) > RENDERED_FEED_BYTES;
    if (feed?.statusCode !== 200 && !rendered) {
      throw new Error(
        `Lighthouse on ${path}: no feed answered 200 (${feed?.statusCode}), none in the page ` +
          `(${document?.resourceSize} bytes)`,
      );
    }
  }
  const score = lhr.categories.performance?.score;
  const metric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse on ${path}: no ${id}`);
    return value;
  };
  if (typeof score !== 'number') throw new Error(`Lighthouse on ${path}: no performance score`);
  return {
    score: Math.round(score * 100),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Writes the session into the origin's localStorage from a page that does not load the app. */
async function putStorage(port: number, base: string, storage: SeekerStorage) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`, { timeout: 30_000 });
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the launched Chromium has no default context');
    const page = await context.newPage();
    await page.goto(`${base}/api/health`, { timeout: 30_000 });
    await page.evaluate((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, storage.items);
    // the server renders /jobs by it (issue 16 item 3); Lighthouse's reset keeps cookies
    if (storage.pageCookie) {
      await context.addCookies([{ name: 'kaamkaj_page', value: storage.pageCookie, url: base }]);
    }
    await page.close();
  } finally {
    await browser.close();
  }
}

export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}
