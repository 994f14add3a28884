// What a phone on a slow 3G network sees, and when: one visit per figure, in Chromium through
// playwright-core, the network and the CPU slowed through the DevTools protocol.
import {
  type Browser,
  type BrowserContext,
  type CDPSession,
  chromium,
  type Page,
} from 'playwright-core';
import { CHROMIUM, withTimeout } from './lighthouse';
import type { SeekerStorage } from './server';

/**
 * DevTools' own "Slow 3G" preset (front_end/core/sdk/NetworkManager.ts): 500 kbit/s down and
 * up at 80 % efficiency, 50,000 bytes a second each way, and 400 ms RTT x 5, 2,000 ms added
 * to every request. The CPU four times slower, as Lighthouse's mobile preset.
 */
export const SLOW_3G = { latency: 2_000, downloadThroughput: 50_000, uploadThroughput: 50_000 };
export const CPU_SLOWDOWN = 4;
const PHONE = { width: 360, height: 740 };
const WAIT_MS = 120_000;

export type Slow3gFigures = {
  /** `/`: first contentful paint, ms from navigation start */
  fcp: number;
  /** `/`: largest contentful paint and its element (the hero's) */
  lcp: number;
  lcpElement: string;
  /** `/JobSeekerlogin`: the mobile field shown, enabled and answering to typing */
  loginField: number;
  /** `/jobs` signed in: the first job card shown, service workers blocked */
  feedCold: number;
  /** `/jobs` visited a second time in a context whose first visit installed the service worker */
  feedRepeat: number;
  /** `/dashboard` of the demo employer: the first of their jobs shown, service workers blocked */
  employerCold: number;
  /** `/dashboard` of the demo Saarthi: their first tab's list (or its empty note) shown */
  saarthiCold: number;
  /**
   * The installed app opened by the seeker: `/` (the manifest's start_url) through the worker a
   * first visit installed, until the dashboard the guard takes them to shows its first card
   */
  appLaunch: number;
};

/** The Chromium the phone visits run in (this part's and bytes.ts's). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Caddy's own local CA in front of the server (--proxy, bench/web/proxy.ts)
      '--ignore-certificate-errors',
    ],
  });
}

export async function slow3g(
  base: string,
  storage: SeekerStorage,
  employer: SeekerStorage,
  saarthi: SeekerStorage,
): Promise<Slow3gFigures> {
  const browser = await launchBrowser();
  try {
    const landing = await visitLanding(browser, base);
    const loginField = await visitLogin(browser, base);
    const feedCold = await visitFeed(browser, base, storage, 'cold');
    const feedRepeat = await visitFeed(browser, base, storage, 'repeat');
    const employerCold = await visitDashboard(browser, base, employer, 'main article');
    // a person of New User Enrolled, or the note that there is none yet (the demo agent's)
    const saarthiCold = await visitDashboard(
      browser,
      base,
      saarthi,
      '#saarthi-panel li, #saarthi-panel > p:not([role])',
    );
    const appLaunch = await visitAppLaunch(browser, base, storage);
    return { ...landing, loginField, feedCold, feedRepeat, employerCold, saarthiCold, appLaunch };
  } finally {
    await browser.close();
  }
}

/**
 * A 360x740 phone context; `storage` (the seeker's session, or only a language) is written into
 * localStorage before the app runs, unless a session is there already.
 */
export async function phone(
  browser: Browser,
  serviceWorkers: 'allow' | 'block',
  storage: SeekerStorage | null = null,
  base = '',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers,
  });
  if (storage) {
    await context.addInitScript((items) => {
      if (localStorage.getItem('kaamkaj_authToken')) return;
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, storage.items);
    // sent with the first request, which an init script comes too late for: the page cookie,
    // and the language cookie the app writes beside the stored language (lib/i18n), so a page
    // comes in the language the app will show (a first visit has neither)
    const cookies = [
      ...(storage.pageCookie ? [{ name: 'kaamkaj_page', value: storage.pageCookie }] : []),
      ...(storage.items.kaamkaj_lang
        ? [{ name: 'kaamkaj_lang', value: storage.items.kaamkaj_lang }]
        : []),
    ];
    if (base && cookies.length > 0) {
      await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: base })));
    }
  }
  return context;
}

/** A page of `context` on slow 3G with the slow CPU. */
async function slowPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_3G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

/**
 * Records in the page, on every animation frame from the document's start, when an element
 * matching `selector` is first shown (laid out, visible) and enabled: ms since navigation start,
 * in `window.__kkShown`. In the page rather than polled from here, so the figure carries no
 * round trip to this process.
 */
async function watchFor(page: Page, selector: string) {
  // a string, not a function: tsx compiles named functions with a helper the page lacks
  await page.addInitScript(`(() => {
    const tick = () => {
      const element = document.querySelector(${JSON.stringify(selector)});
      if (element?.checkVisibility() && !element.disabled) window.__kkShown = performance.now();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })();`);
}

async function shownAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => (window as unknown as { __kkShown?: number }).__kkShown,
    null,
    { timeout: WAIT_MS, polling: 250 },
  );
  return Number(await handle.jsonValue());
}

async function visitLanding(browser: Browser, base: string) {
  const context = await phone(browser, 'block');
  try {
    const page = await slowPage(context);
    await page.goto(`${base}/`, { waitUntil: 'load', timeout: WAIT_MS });
    // the hero: the landing's first section (web/src/features/site/landing-screen.tsx)
    await page.locator('main > section').first().waitFor({ timeout: WAIT_MS });
    // the largest paint settles once the page's fonts and images are in; the network quiet
    // for a moment, the last candidate is the one
    await page.waitForLoadState('networkidle', { timeout: WAIT_MS });
    return await page.evaluate(
      () =>
        new Promise<{ fcp: number; lcp: number; lcpElement: string }>((resolve) => {
          const fcp =
            performance.getEntriesByName('first-contentful-paint', 'paint')[0]?.startTime ?? NaN;
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
            const element = last?.element;
            const inHero = element?.closest('main > section:first-of-type') ? ' in the hero' : '';
            resolve({
              fcp,
              lcp: last?.startTime ?? NaN,
              lcpElement: element ? `<${element.tagName.toLowerCase()}>${inHero}` : 'none',
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

async function visitLogin(browser: Browser, base: string): Promise<number> {
  const context = await phone(browser, 'block');
  try {
    const page = await slowPage(context);
    const field = 'input[type="tel"]';
    await watchFor(page, field);
    await page.goto(`${base}/JobSeekerlogin`, { waitUntil: 'commit', timeout: WAIT_MS });
    await shownAt(page);
    // The app's own handler keeps digits only (mobile-field.tsx): a letter typed and gone shows
    // the field is the app's and not a bare input. A prerendered field shows before the app runs
    // (issue 16 item 2) and keeps what is typed into it; usable is when the app has taken it.
    await page.locator(field).pressSequentially('98a7', { timeout: WAIT_MS });
    const taken = await page
      .waitForFunction(
        (selector) => document.querySelector<HTMLInputElement>(selector)?.value === '987',
        field,
        {
          timeout: WAIT_MS,
        },
      )
      .then(
        () => true,
        () => false,
      );
    const value = await page.locator(field).inputValue();
    if (!taken) throw new Error(`typing 98a7 in the login field gave "${value}"`);
    return await page.evaluate(() => performance.now());
  } finally {
    await context.close();
  }
}

const JOB_CARD = 'main article'; // a card of the feed (jobs-feed/job-card.tsx)

/**
 * The seeker's first job card on /jobs. 'cold': a fresh browser context, no service worker.
 * 'repeat': a context where the service worker may run; a first visit installs it and lets it
 * take control, and the second navigation, the one timed, goes through it.
 */
async function visitFeed(
  browser: Browser,
  base: string,
  storage: SeekerStorage,
  visit: 'cold' | 'repeat',
): Promise<number> {
  const context = await phone(browser, visit === 'cold' ? 'block' : 'allow', storage, base);
  try {
    const page = await slowPage(context);
    await watchFor(page, JOB_CARD);
    await page.goto(`${base}/jobs`, { waitUntil: 'commit', timeout: WAIT_MS });
    const first = await shownAt(page);
    if (visit === 'cold') return await checkedFeed(page, first);
    await untilWorkerControls(page);
    // the worker's emulation lasts as long as the session that set it
    const workerSession = await slowServiceWorkers(browser, base);
    try {
      await page.goto(`${base}/jobs`, { waitUntil: 'commit', timeout: WAIT_MS });
      return await checkedFeed(page, await shownAt(page));
    } finally {
      await workerSession.detach();
    }
  } finally {
    await context.close();
  }
}

/** Once the worker the first visit installed controls the page and the page is idle. */
async function untilWorkerControls(page: Page) {
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state === 'activated' && navigator.serviceWorker.controller;
    },
    null,
    { timeout: WAIT_MS, polling: 500 },
  );
  await page.waitForLoadState('networkidle', { timeout: WAIT_MS });
}

/** A card of the seeker's dashboard, in its tab (seeker-dashboard-screen.tsx). */
const SEEKER_DASHBOARD_CARD = '[role=tabpanel] article';

/**
 * The installed app, opened from the home screen by the signed-in seeker: a first visit (their
 * /jobs) installs the worker; then `/`, the manifest's start_url, goes through it, and the guard
 * takes them to /dashboard, whose first card is timed (the demo seeker has applications).
 */
async function visitAppLaunch(
  browser: Browser,
  base: string,
  storage: SeekerStorage,
): Promise<number> {
  const context = await phone(browser, 'allow', storage, base);
  try {
    const page = await slowPage(context);
    await watchFor(page, SEEKER_DASHBOARD_CARD);
    await page.goto(`${base}/jobs`, { waitUntil: 'commit', timeout: WAIT_MS });
    await untilWorkerControls(page);
    const workerSession = await slowServiceWorkers(browser, base);
    try {
      await page.goto(`${base}/`, { waitUntil: 'commit', timeout: WAIT_MS });
      const at = await shownAt(page);
      const landed = new URL(page.url()).pathname;
      if (landed !== '/dashboard') throw new Error(`the app's start went to ${landed}`);
      return at;
    } finally {
      await workerSession.detach();
    }
  } finally {
    await context.close();
  }
}

/**
 * An employer's or a Saarthi's first screen, /dashboard on a cold visit: when `shown` (the first
 * card of an employer's jobs, employer-jobs/dashboard/job-card.tsx; the list of a Saarthi's
 * first tab, saarthi-dashboard-screen.tsx) is first shown.
 */
async function visitDashboard(
  browser: Browser,
  base: string,
  storage: SeekerStorage,
  shown: string,
): Promise<number> {
  const context = await phone(browser, 'block', storage, base);
  try {
    const page = await slowPage(context);
    await watchFor(page, shown);
    await page.goto(`${base}/dashboard`, { waitUntil: 'commit', timeout: WAIT_MS });
    const at = await shownAt(page);
    const landed = new URL(page.url()).pathname;
    if (landed !== '/dashboard') throw new Error(`/dashboard went to ${landed}`);
    return at;
  } finally {
    await context.close();
  }
}

/**
 * The network conditions of a page do not reach its service worker, whose own fetches (the
 * feed, NetworkFirst) would then run at full speed. Playwright opens CDP sessions on pages
 * only, so the worker is reached through the browser's session, attached without `flatten`
 * and spoken to by Target.sendMessageToTarget (deprecated, still served by Chromium 156).
 */
async function slowServiceWorkers(browser: Browser, base: string): Promise<CDPSession> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = await cdp.send('Target.getTargets');
    const workers = targetInfos.filter(
      (t) => t.type === 'service_worker' && t.url.startsWith(base),
    );
    if (workers.length === 0) throw new Error('no service worker to slow down');
    const answers = new Map<number, (error: unknown) => void>();
    cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
      const { id, error } = JSON.parse(message) as { id?: number; error?: unknown };
      if (id !== undefined) answers.get(id)?.(error);
    });
    let next = 0;
    for (const worker of workers) {
      const { sessionId } = await cdp.send('Target.attachToTarget', {
        targetId: worker.targetId,
        flatten: false,
      });
      for (const [method, params] of [
        ['Network.enable', {}],
        ['Network.emulateNetworkConditions', { offline: false, ...SLOW_3G }],
      ] as const) {
        const id = ++next;
        const answered = new Promise((resolve, reject) => {
          answers.set(id, (error) =>
            error ? reject(new Error(JSON.stringify(error))) : resolve(0),
          );
        });
        const message = JSON.stringify({ id, method, params });
        await cdp.send('Target.sendMessageToTarget', { sessionId, message });
        await withTimeout(answered, 10_000, `${method} in the service worker`);
      }
    }
    return cdp;
  } catch (err) {
    await cdp.detach();
    throw err;
  }
}

/**
 * Fails unless the page is still /jobs (the guard sends a signed-out visitor elsewhere) and its
 * feed came over the slowed network: an answer quicker than the added latency was not slowed.
 */
async function checkedFeed(page: Page, at: number): Promise<number> {
  const landed = new URL(page.url()).pathname;
  if (landed !== '/jobs') throw new Error(`the feed visit ended on ${landed}, not /jobs`);
  // a feed the server rendered into the page (issue 16 item 3) came with the page itself; its
  // first cards show while the rest of the page is still coming, so wait for its last byte. A
  // repeat visit shows the page the worker kept before the network's answer: wait for that too
  await page.waitForFunction(
    () =>
      document.getElementById('root')?.dataset.user
        ? (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
            ?.responseEnd
        : performance
            .getEntriesByType('resource')
            .some((e) => new URL(e.name).pathname === '/api/job/all'),
    null,
    { timeout: WAIT_MS, polling: 250 },
  );
  const { rendered, took } = await page.evaluate(() => {
    const rendered = Boolean(document.getElementById('root')?.dataset.user);
    const entry = rendered
      ? performance.getEntriesByType('navigation')[0]
      : performance
          .getEntriesByType('resource')
          .find((e) => new URL(e.name).pathname === '/api/job/all');
    return {
      rendered,
      // the page had come this long after navigation start (Chromium's emulated latency holds
      // a navigation's last byte back, not its first), or the feed took this long
      took: entry
        ? rendered
          ? (entry as PerformanceResourceTiming).responseEnd
          : entry.duration
        : undefined,
    };
  });
  const what = rendered ? 'the page holding the feed' : 'the feed';
  if (took === undefined || took < SLOW_3G.latency) {
    throw new Error(`${what} took ${took} ms: not slowed to ${SLOW_3G.latency} ms latency`);
  }
  return at;
}
