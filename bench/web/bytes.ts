// The first load as Chromium loads it: what a phone downloads on its first visit of each budgeted
// page, in each language, counted from the responses themselves (e2e/budgets counts the same
// from the build's manifest). No throttling: only bytes are counted here, not time.
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { type Lang, PAGES } from '../../e2e/budgets/budgets';
import type { SeekerStorage } from './server';
import { launchBrowser, phone } from './slow3g';

export const LANGS: Lang[] = ['hi', 'en'];
const WAIT_MS = 60_000;
/** After the network is idle, how long responses are still counted. */
export const SETTLE_MS = 1_000;
const JOB_CARD = 'main article'; // a card of the feed (jobs-feed/job-card.tsx)

type Kind = 'scripts' | 'styles' | 'fonts';
/** The resource types counted, by Chromium's name (Playwright's resourceType()). */
const KINDS: Partial<Record<string, Kind>> = {
  script: 'scripts',
  stylesheet: 'styles',
  font: 'fonts',
};

export type LoadedBytes = {
  path: string;
  lang: Lang;
  /** gzip -9 of each script's body, summed */
  scripts: number;
  /** gzip -9 of each style sheet's body, summed */
  styles: number;
  /** the fonts' bodies as they came (woff2, compressed already) */
  fonts: number;
  /** how many responses of each kind */
  files: Record<Kind, number>;
};

/** Every budgeted page in both languages, one fresh context each. */
export async function firstLoadBytes(base: string, storage: SeekerStorage): Promise<LoadedBytes[]> {
  const browser = await launchBrowser();
  try {
    const figures: LoadedBytes[] = [];
    for (const page of PAGES) {
      for (const lang of LANGS) {
        figures.push(await visit(browser, base, page.path, page.signedIn ? storage : null, lang));
      }
    }
    return figures;
  } finally {
    await browser.close();
  }
}

const gzip = (body: Buffer) => gzipSync(body, { level: 9 }).length;

async function visit(
  browser: Browser,
  base: string,
  path: string,
  session: SeekerStorage | null,
  lang: Lang,
): Promise<LoadedBytes> {
  // the session as the slow-3G part writes it, its language replaced; signed out, the language only
  const items = { ...session?.items, kaamkaj_lang: lang };
  const context = await phone(
    browser,
    'block',
    { items, pageCookie: session?.pageCookie ?? null },
    base,
  );
  try {
    const page = await context.newPage();
    const counted: Promise<{ kind: Kind; bytes: number }>[] = [];
    const onResponse = (response: Response) => {
      const kind = KINDS[response.request().resourceType()];
      if (!kind) return;
      const bytes = response.body().then(
        (body) => ({ kind, bytes: kind === 'fonts' ? body.length : gzip(body) }),
        (err: Error) => {
          throw new Error(`${path} (${lang}): no body for ${response.url()}: ${err.message}`);
        },
      );
      bytes.catch(() => {}); // reported by the Promise.all below, not as an unhandled rejection
      counted.push(bytes);
    };
    page.on('response', onResponse);
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle', timeout: WAIT_MS });
    await page.waitForTimeout(SETTLE_MS);
    page.off('response', onResponse);

    const landed = new URL(page.url()).pathname;
    if (landed !== path) throw new Error(`the visit of ${path} (${lang}) ended on ${landed}`);
    if (session && !(await page.locator(JOB_CARD).first().isVisible())) {
      throw new Error(`${path} (${lang}): no job card (${JOB_CARD}) shown: the feed did not load`);
    }

    const figures: LoadedBytes = {
      path,
      lang,
      scripts: 0,
      styles: 0,
      fonts: 0,
      files: { scripts: 0, styles: 0, fonts: 0 },
    };
    for (const { kind, bytes } of await Promise.all(counted)) {
      figures[kind] += bytes;
      figures.files[kind] += 1;
    }
    if (figures.files.scripts === 0) throw new Error(`${path} (${lang}): no script was loaded`);
    return figures;
  } finally {
    await context.close();
  }
}
