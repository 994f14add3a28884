import type { Page } from 'playwright-core';
import { axeViolations } from './axe';

// Issue 14: what a newcomer trips over on any screen, checked the same way on every route.

/**
 * Visible words that may stay in Latin letters on a Hindi screen: the brand, the names of
 * things that are spelled so (WhatsApp, OTP), e-mail addresses, numbers and money.
 */
const LATIN_ALLOWED: readonly RegExp[] = [
  /^Kaamkaj\b/,
  /^(English|WhatsApp|OTP|SMS|PDF|ITI|QR|Facebook|Instagram|YouTube|LinkedIn|Google Pay|UPI|HMV|LMV|GST|PAN|CIN)$/,
  /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i, // an e-mail address
  /^https?:\/\//, // a link shown to copy
  /^[\d\s.,:/₹%+()×x*#-]+$/, // numbers, money, times
];

/** Every string value in an API answer but its `message` (a message is shown, so translated). */
function dataStrings(value: unknown, into: Set<string>, key = ''): void {
  if (typeof value === 'string') {
    if (key !== 'message' && value.trim()) into.add(value.trim());
  } else if (Array.isArray(value)) {
    for (const item of value) dataStrings(item, into, key);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) dataStrings(v, into, k);
  }
}

/**
 * Collects what the API answers on `page`: names, titles and addresses people typed are data,
 * shown as they were written; everything else on a Hindi screen must be Hindi.
 */
export function recordData(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('response', async (response) => {
    if (!response.url().includes('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    try {
      dataStrings(await response.json(), seen);
    } catch {
      // a body already gone (a navigation): nothing to learn from it
    }
  });
  return seen;
}

export type WalkReport = {
  /** Visible strings with Latin words and no Devanagari, not data and not allowed. */
  untranslated: string[];
  /** Links, buttons, tabs and choices smaller than 48 x 48 px (their label counts). */
  small: string[];
  /** The page scrolls sideways at 360 px. */
  wide: boolean;
  /** axe: serious or critical WCAG 2.1 AA issues. */
  axe: string[];
};

/** The checks of issue 14 items 2, 5 and 14 on the page as it is now. */
export async function walkChecks(
  page: Page,
  data: Set<string>,
  opts: { hindi: boolean },
): Promise<WalkReport> {
  const found = await page.evaluate(() => {
    const latin = /[A-Za-z]{2,}/;
    const devanagari = /[\u0900-\u097F]/;
    const texts = new Set<string>();
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const text = node.textContent?.trim() ?? '';
      const el = node.parentElement;
      if (!el || !text || !latin.test(text) || devanagari.test(text)) continue;
      if (el.closest('[aria-hidden="true"], script, style, [translate="no"]') || !visible(el)) {
        continue;
      }
      texts.add(text);
    }
    for (const el of Array.from(
      document.querySelectorAll('[aria-label], [placeholder], img[alt], [title]'),
    )) {
      if (el.closest('[aria-hidden="true"]')) continue;
      for (const attr of ['aria-label', 'placeholder', 'alt', 'title']) {
        const value = el.getAttribute(attr)?.trim();
        if (value && latin.test(value) && !devanagari.test(value)) texts.add(value);
      }
    }
    const small: string[] = [];
    const targets = document.querySelectorAll(
      'a[href], button, [role="tab"], select, input[type="checkbox"], input[type="radio"], summary',
    );
    for (const el of Array.from(targets)) {
      if (!visible(el) || el.closest('.sr-only')) continue;
      const input = el as HTMLInputElement;
      const label =
        el.closest('label') ??
        (input.id ? document.querySelector(`label[for="${input.id}"]`) : null);
      // the control or its label, whichever is the bigger target
      const boxes = [el, label]
        .filter((b): b is Element => b !== null)
        .map((b) => b.getBoundingClientRect());
      const box = boxes.reduce((a, b) =>
        Math.min(b.width, b.height) > Math.min(a.width, a.height) ? b : a,
      );
      if (Math.min(box.width, box.height) >= 47.5) continue;
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      small.push(
        `${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`,
      );
    }
    return {
      texts: [...texts],
      small,
      wide: document.documentElement.scrollWidth > window.innerWidth + 1,
    };
  });
  const isData = (text: string) =>
    data.has(text) || [...data].some((value) => value.length > 3 && text.includes(value));
  const untranslated = opts.hindi
    ? found.texts.filter(
        (text) => !isData(text) && !LATIN_ALLOWED.some((allowed) => allowed.test(text)),
      )
    : [];
  const axe = await axeViolations(page, ['serious', 'critical']);
  return { untranslated, small: found.small, wide: found.wide, axe };
}
