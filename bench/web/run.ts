// The web app's speed on a phone (issue 16 item 4; bench/README.md "bench:web"): Lighthouse's
// mobile preset, the main thread's work from a trace, slow-3G timings and the first load's
// bytes as Chromium loads them, of the
// current web/dist beside the same app built from a baseline git ref, both measured in this run
// on the current server.
//   npm run bench:web [-- --baseline <ref>] [-- --runs <n>] [-- --cpu <n>]
//     [-- --only lighthouse|mainthread|slow3g|bytes] [-- --proxy]
// --proxy: Lighthouse and the slow-3G visits through Caddy with TLS and HTTP/2, as deploy/Caddyfile serves users
// (bench/web/proxy.ts); without it, from the server itself over HTTP/1.1, as `npm start` serves.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { FONT_BYTES, KB, PAGES } from '../../e2e/budgets/budgets';
import { firstLoadBytes, LANGS, type LoadedBytes, SETTLE_MS } from './bytes';
import { baselineDist, currentDist, resolveRef } from './dists';
import {
  calibratedSlowdown,
  type LighthouseFigures,
  lighthouseRun,
  PRESET_CPU_SLOWDOWN,
} from './lighthouse';
import { type MainThreadFigures, mainThreadVisit } from './main-thread';
import { type RunningProxy, startProxy } from './proxy';
import {
  employerStorage,
  type RunningServer,
  type SeekerStorage,
  saarthiStorage,
  seekerStorage,
  startServer,
} from './server';
import { CPU_SLOWDOWN, launchBrowser, SLOW_3G, type Slow3gFigures, slow3g } from './slow3g';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEFAULT_BASELINE = '0dd4640'; // issue 16 item 4: the app before its bundle was shrunk
const ROUTES = ['/', '/JobSeekerlogin', '/jobs'] as const;
type Route = (typeof ROUTES)[number];
const TARGET = { score: 95, lcp: 2_500, cls: 0.05 };
const PARTS = ['lighthouse', 'mainthread', 'slow3g', 'bytes'] as const;
type Part = (typeof PARTS)[number];

type Build = {
  label: string;
  server: RunningServer;
  /** Caddy in front of `server` (--proxy), what Lighthouse then loads */
  proxy?: RunningProxy;
  storage: SeekerStorage;
  /** the demo employer's session (the slow-3G visit of their /dashboard) */
  employer: SeekerStorage;
  /** the demo Saarthi's (the same) */
  saarthi: SeekerStorage;
  lighthouse: Map<Route, LighthouseFigures[]>;
  mainThread: Map<Route, MainThreadFigures[]>;
  slow3g?: Slow3gFigures;
  bytes?: LoadedBytes[];
};

async function main() {
  const { values } = parseArgs({
    options: {
      baseline: { type: 'string', default: DEFAULT_BASELINE },
      runs: { type: 'string', default: '3' },
      // the parts to run, all three unless named (repeated or comma separated)
      only: { type: 'string', multiple: true },
      // Lighthouse's CPU slowdown; its preset's 4 assumes a host of benchmark index ~1,500
      cpu: { type: 'string', default: String(PRESET_CPU_SLOWDOWN) },
      proxy: { type: 'boolean', default: false },
      // the pages Lighthouse and the main-thread part visit, all three unless named
      page: { type: 'string', multiple: true },
    },
  });
  const cpu = Number(values.cpu);
  if (!(cpu >= 1 && cpu <= 20)) throw new Error('--cpu takes a slowdown from 1 to 20');
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number');
  const named = (values.only ?? []).flatMap((v) => v.split(',')).filter(Boolean);
  for (const part of named) {
    if (!(PARTS as readonly string[]).includes(part)) {
      throw new Error(`--only takes ${PARTS.join(', ')}, not "${part}"`);
    }
  }
  const parts = new Set<Part>(named.length ? (named as Part[]) : PARTS);
  for (const page of values.page ?? []) {
    if (!(ROUTES as readonly string[]).includes(page)) {
      throw new Error(`--page takes ${ROUTES.join(', ')}, not "${page}"`);
    }
  }
  const pages = values.page?.length ? ROUTES.filter((r) => values.page?.includes(r)) : ROUTES;
  const commit = resolveRef(ROOT, values.baseline);
  const started = Date.now();

  const current = currentDist(ROOT);
  const baseline = baselineDist(ROOT, commit);
  const builds: Build[] = [];
  try {
    for (const [label, dist] of [
      [`baseline ${commit}`, baseline.dist],
      ['current', current],
    ] as const) {
      const server = await startServer(ROOT, dist);
      builds.push({
        label,
        server,
        proxy: values.proxy ? await startProxy(server.base) : undefined,
        storage: await seekerStorage(server.base),
        employer: await employerStorage(server.base),
        saarthi: await saarthiStorage(server.base),
        lighthouse: new Map(),
        mainThread: new Map(),
      });
    }
    // the two builds take turns run by run, so a busy moment of this shared machine falls on
    // both rather than on one
    for (let run = 1; parts.has('lighthouse') && run <= runs; run++) {
      for (const route of pages) {
        for (const build of builds) {
          console.error(`Lighthouse ${route}, ${build.label}, run ${run}/${runs}`);
          const figures = await lighthouseRun(
            build.proxy?.base ?? build.server.base,
            route,
            route === '/jobs' ? build.storage : null,
            cpu,
          );
          build.lighthouse.set(route, [...(build.lighthouse.get(route) ?? []), figures]);
        }
      }
    }
    if (parts.has('mainthread')) {
      const browser = await launchBrowser();
      try {
        for (let run = 1; run <= runs; run++) {
          for (const route of pages) {
            for (const build of builds) {
              console.error(`main thread ${route}, ${build.label}, run ${run}/${runs}`);
              const storage = route === '/jobs' ? build.storage : null;
              const figures = await mainThreadVisit(browser, build.server.base, route, storage);
              build.mainThread.set(route, [...(build.mainThread.get(route) ?? []), figures]);
            }
          }
        }
      } finally {
        await browser.close();
      }
    }
    for (const build of builds) {
      if (!parts.has('slow3g')) break;
      console.error(`slow 3G, ${build.label}`);
      build.slow3g = await slow3g(
        build.proxy?.base ?? build.server.base,
        build.storage,
        build.employer,
        build.saarthi,
      );
    }
    for (const build of builds) {
      if (!parts.has('bytes')) break;
      console.error(`first load bytes, ${build.label}`);
      build.bytes = await firstLoadBytes(build.server.base, build.storage);
    }
  } finally {
    for (const build of builds) {
      await build.proxy?.stop();
      await build.server.stop();
    }
    baseline.remove();
  }
  if (parts.has('lighthouse')) reportLighthouse(builds, runs, cpu, values.proxy);
  if (parts.has('mainthread')) reportMainThread(builds, runs);
  if (parts.has('slow3g')) reportSlow3g(builds, values.proxy);
  if (parts.has('bytes')) reportBytes(builds);
  console.log(`\n(${((Date.now() - started) / 60_000).toFixed(1)} minutes)`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const millis = (ms: number) => `${Math.round(ms).toLocaleString('en-US')} ms`;

function table(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ')} |`;
  console.log(line(header));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const row of rows) console.log(line(row));
}

function reportLighthouse(builds: Build[], runs: number, cpu: number, proxied: boolean) {
  const preset = cpu === PRESET_CPU_SLOWDOWN ? 'mobile preset' : `mobile preset but ${cpu}x CPU`;
  const served = proxied
    ? 'through Caddy with TLS and HTTP/2, as deploy/Caddyfile serves users'
    : "from the server's own HTTP/1.1, as npm start serves (--proxy: through Caddy, HTTP/2)";
  console.log(
    `\nLighthouse 12.2.3, ${preset} (simulated slow 4G, ${cpu}x CPU), performance only, ` +
      `${served}; ` +
      `median of ${runs} run${runs > 1 ? 's' : ''}. Target: score >= ${TARGET.score}, ` +
      `LCP <= ${seconds(TARGET.lcp)}, CLS <= ${TARGET.cls}.\n`,
  );
  const rows: string[][] = [];
  for (const route of ROUTES) {
    for (const build of builds) {
      const all = build.lighthouse.get(route) ?? [];
      if (!all.length) continue; // a page left out (--page)
      const m = (pick: (f: LighthouseFigures) => number) => median(all.map(pick));
      const met =
        m((f) => f.score) >= TARGET.score &&
        m((f) => f.lcp) <= TARGET.lcp &&
        m((f) => f.cls) <= TARGET.cls;
      rows.push([
        route,
        build.label,
        String(m((f) => f.score)),
        seconds(m((f) => f.lcp)),
        millis(m((f) => f.tbt)),
        m((f) => f.cls).toFixed(3),
        met ? 'met' : 'missed',
        all.map((f) => f.score).join(' / '),
        `${millis(m((f) => f.mainThread.wall))} / ${millis(m((f) => f.mainThread.cpu))}`,
        `${m((f) => f.mainThread.screenshots)} (${m((f) => f.mainThread.pictures)})`,
      ]);
    }
  }
  table(
    [
      'page',
      'build',
      'score',
      'LCP',
      'TBT',
      'CLS',
      'target',
      'scores of the runs',
      'main thread wall / CPU',
      'screenshots (different)',
    ],
    rows,
  );
  const index = builds.flatMap((b) =>
    [...b.lighthouse.values()].flat().map((f) => f.benchmarkIndex),
  );
  console.log(
    `\nLighthouse's benchmark index of this machine during the runs: median ` +
      `${Math.round(median(index))}, ${Math.round(Math.min(...index))} to ${Math.round(Math.max(...index))}`,
  );
  console.log(
    `Lighthouse's CPU throttling calculator (docs/throttling.md) gives ` +
      `${calibratedSlowdown(median(index)).toFixed(1)}x for that index, the slowdown that makes ` +
      `this machine the preset's reference phone (--cpu <n> runs with another).`,
  );
  console.log(
    `"main thread wall / CPU": the page's main thread in Lighthouse's trace, its tasks' time as ` +
      `the clock saw it (what Lighthouse scales into TBT) and as CPU time. Far apart, the ` +
      `renderer waited for this host's cores, which Chromium's browser process and display ` +
      `compositor share with it: a figure of the host, not of the page. "screenshots": the ` +
      `window captured for Lighthouse's filmstrip each time the browser drew it while the page ` +
      `loaded; in brackets, how many different pictures they hold (the rest repeat one).`,
  );
}

function reportMainThread(builds: Build[], runs: number) {
  console.log(
    `\nMain thread of each page, from a Chromium trace (CPU time of its tasks, unthrottled, ` +
      `a 360x740 phone; load + 3 s); median of ${runs} visit${runs > 1 ? 's' : ''}. "TBT at ` +
      `${CPU_SLOWDOWN}x": the tasks after the first paint, each ${CPU_SLOWDOWN} times as long, ` +
      `over 50 ms (Lighthouse's Total Blocking Time, from CPU time).\n`,
  );
  const rows: string[][] = [];
  for (const route of ROUTES) {
    for (const build of builds) {
      const all = build.mainThread.get(route) ?? [];
      if (!all.length) continue; // a page left out (--page)
      const m = (pick: (f: MainThreadFigures) => number) => median(all.map(pick));
      rows.push([
        route,
        build.label,
        millis(m((f) => f.total)),
        millis(m((f) => f.longest)),
        String(m((f) => f.blocking)),
        millis(m((f) => f.tbt)),
        all.map((f) => Math.round(f.tbt)).join(' / '),
      ]);
    }
  }
  table(
    [
      'page',
      'build',
      'CPU',
      'longest task',
      'blocking tasks',
      `TBT at ${CPU_SLOWDOWN}x`,
      'TBT of the runs',
    ],
    rows,
  );
}

function reportSlow3g(builds: Build[], proxied: boolean) {
  console.log(
    `\nSlow 3G (DevTools' preset: ${SLOW_3G.latency} ms latency, ` +
      `${SLOW_3G.downloadThroughput / 1000} KB/s down and up), ${CPU_SLOWDOWN}x CPU, 360x740; ` +
      `one visit each, ms from navigation start; ${proxied ? 'through Caddy, HTTP/2' : "from the server's own HTTP/1.1"}.\n`,
  );
  const lcpElements = builds.map((b) => `${b.label}: ${b.slow3g?.lcpElement}`).join(', ');
  const slowRows: [string, (f: Slow3gFigures) => number][] = [
    ['/ first contentful paint', (f) => f.fcp],
    ['/ largest contentful paint (the hero)', (f) => f.lcp],
    ['/JobSeekerlogin mobile field usable', (f) => f.loginField],
    ['/jobs first job card, cold', (f) => f.feedCold],
    ['/jobs first job card, repeat visit', (f) => f.feedRepeat],
    ['/dashboard (employer) first job card, cold', (f) => f.employerCold],
    ['/dashboard (Saarthi) first list, cold', (f) => f.saarthiCold],
    ['the installed app opened (seeker): / to their dashboard', (f) => f.appLaunch],
  ];
  table(
    ['timing', ...builds.map((b) => b.label)],
    slowRows.map(([name, pick]) => [
      name,
      ...builds.map((b) => (b.slow3g ? seconds(pick(b.slow3g)) : '-')),
    ]),
  );
  console.log(`\nThe largest paint of / was ${lcpElements}.`);
}

function reportBytes(builds: Build[]) {
  const kb = (n: number) => (n / KB).toFixed(1);
  console.log(
    '\nFirst load as Chromium loads it: Chromium at 360x740, service workers blocked, no ' +
      `throttling, every response until the network is idle plus ${SETTLE_MS / 1000} s. ` +
      'Scripts: gzip -9 of each body (the server sends Brotli; gzip is what e2e/budgets ' +
      'counts), fonts: their bodies as sent (woff2). KB of 1,024 bytes.\n',
  );
  const [baseline, current] = builds;
  if (!baseline || !current) throw new Error('two builds were measured');
  const figure = (build: Build, path: string, lang: string) => {
    const found = build.bytes?.find((f) => f.path === path && f.lang === lang);
    if (!found) throw new Error(`no bytes of ${path} (${lang}) for ${build.label}`);
    return found;
  };
  const rows: string[][] = [];
  const over: string[] = [];
  for (const page of PAGES) {
    for (const lang of LANGS) {
      const [b, c] = [figure(baseline, page.path, lang), figure(current, page.path, lang)];
      rows.push([
        page.path,
        lang,
        kb(b.scripts),
        kb(c.scripts),
        kb(b.fonts),
        kb(c.fonts),
        `${page.scriptBytes / KB} / ${FONT_BYTES / KB}`,
      ]);
      if (c.scripts > page.scriptBytes) over.push(`${page.path} (${lang}) scripts`);
      if (c.fonts > FONT_BYTES) over.push(`${page.path} (${lang}) fonts`);
    }
  }
  table(
    [
      'page',
      'lang',
      `${baseline.label} scripts KB`,
      'current scripts KB',
      `${baseline.label} fonts KB`,
      'current fonts KB',
      'budget (scripts / fonts KB)',
    ],
    rows,
  );
  const styles = (build: Build) => {
    const all = (build.bytes ?? []).map((f) => f.styles);
    const [low, high] = [Math.min(...all), Math.max(...all)];
    return `${build.label} ${low === high ? kb(low) : `${kb(low)} to ${kb(high)}`} KB`;
  };
  console.log(
    `\nStyle sheets, gzip, no budget: ${builds.map(styles).join(', ')}. ` +
      `The current build is ${over.length ? `over its budget: ${over.join(', ')}` : 'within every budget'}.`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
