import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FONT_BYTES,
  firstLoadFiles,
  type Lang,
  PAGES,
  pageModules,
  readManifest,
} from '../budgets/budgets';
import { onboardedSeeker, type Session } from '../support/api';
import { launch, newMobile, phone, signedInPhone } from '../support/browser';

// issue 16 item 1: what Chromium really loads on each budgeted page. The budget check counts
// the build's manifest (e2e/budgets); here no page may load a script that count left out, and
// the fonts a page fetches stay within their budget.

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const manifest = readManifest(dist);

let browser: Browser;
let seeker: Session;
beforeAll(async () => {
  browser = await launch();
  seeker = await onboardedSeeker(newMobile(), 'Meena Kumari', 'hi');
});
afterAll(() => browser.close());

type Loaded = { scripts: string[]; fontBytes: number };

async function firstVisit(context: BrowserContext, address: string): Promise<Loaded> {
  const page = await context.newPage();
  const scripts: string[] = [];
  const fonts: Promise<number>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const type = response.request().resourceType();
    if (type === 'script') scripts.push(url.pathname.slice(1));
    if (type === 'font') fonts.push(response.body().then((body) => body.length));
  });
  await page.goto(address, { waitUntil: 'networkidle' });
  await page.locator('main').first().waitFor();
  await page.waitForLoadState('networkidle');
  const fontBytes = (await Promise.all(fonts)).reduce((sum, n) => sum + n, 0);
  await context.close();
  return { scripts, fontBytes };
}

describe('the first load in Chromium (360x740)', () => {
  for (const page of PAGES) {
    for (const lang of ['hi', 'en'] as Lang[]) {
      it(`${page.path} in ${lang === 'hi' ? 'Hindi' : 'English'} loads only what the budget counts`, async () => {
        const context = page.signedIn
          ? await signedInPhone(browser, seeker, lang, 2)
          : await phone(browser, lang);
        const loaded = await firstVisit(context, page.path);
        const counted = new Set(firstLoadFiles(manifest, pageModules(page, lang)));
        expect(loaded.scripts.length).toBeGreaterThan(3);
        expect(loaded.scripts.filter((file) => !counted.has(file))).toEqual([]);
        expect(loaded.fontBytes).toBeLessThanOrEqual(FONT_BYTES);
        expect(loaded.fontBytes).toBeGreaterThan(30 * 1024); // Devanagari came (हिंदी on the switch)
        const gzip = loaded.scripts.reduce(
          (sum, file) =>
            sum + zlib.gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
          0,
        );
        expect(gzip).toBeLessThanOrEqual(page.scriptBytes);
      });
    }
  }
});
