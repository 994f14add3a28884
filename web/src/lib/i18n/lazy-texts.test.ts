import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../session';
import {
  addLazyNamespace,
  i18n,
  loadEveryLanguage,
  setLanguage,
  storedLang,
  switchLanguage,
  textsLoaded,
} from './index';

// issue 16 items 1 and 2: a namespace's texts load in the reader's language only, and the
// language reaches the server in a cookie that picks the prerendered page's language.

const TEXTS = { hi: { greeting: 'नमस्ते' }, en: { greeting: 'Hello' } };
let namespace = 0;
const newNamespace = () => `lazy-test-${++namespace}`;

beforeEach(async () => {
  loadEveryLanguage(false);
  await i18n.changeLanguage('hi');
});
afterEach(() => {
  loadEveryLanguage(true);
  setSession({ lang: null });
  // biome-ignore lint/suspicious/noDocumentCookie: the test removes the cookie it checks
  document.cookie = 'kaamkaj_lang=; path=/; max-age=0';
});

describe('texts loaded per language', () => {
  it("loads only the shown language's texts, and the other on switching", async () => {
    const ns = newNamespace();
    const load = vi.fn(async (lang: 'hi' | 'en') => TEXTS[lang]);
    addLazyNamespace(ns, load);
    await textsLoaded();
    expect(load.mock.calls).toEqual([['hi']]);
    expect(i18n.t(`${ns}:greeting`)).toBe('नमस्ते');
    expect(i18n.hasResourceBundle('en', ns)).toBe(false);

    await switchLanguage('en');
    expect(load.mock.calls).toEqual([['hi'], ['en']]);
    expect(i18n.language).toBe('en');
    expect(i18n.t(`${ns}:greeting`)).toBe('Hello');
    await switchLanguage('hi');
    expect(load).toHaveBeenCalledTimes(2); // kept: a second switch loads nothing
  });

  it('tries a text that failed to load (no network) again on the next call', async () => {
    const ns = newNamespace();
    const load = vi
      .fn<(lang: 'hi' | 'en') => Promise<Record<string, string>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(TEXTS.hi);
    addLazyNamespace(ns, load);
    await expect(textsLoaded()).rejects.toThrow('Failed to fetch');
    await textsLoaded();
    expect(i18n.t(`${ns}:greeting`)).toBe('नमस्ते');
  });

  it('shows the language asked for last when two switches overlap', async () => {
    const ns = newNamespace();
    let release: () => void = () => undefined;
    addLazyNamespace(ns, async (lang) => {
      if (lang === 'en') await new Promise<void>((resolve) => (release = resolve));
      return TEXTS[lang];
    });
    await textsLoaded();
    const toEnglish = switchLanguage('en');
    await switchLanguage('hi');
    release();
    await toEnglish;
    expect(i18n.language).toBe('hi');
  });
});

describe('the language cookie', () => {
  it("keeps the user's choice where the server reads it", () => {
    setLanguage('en');
    expect(document.cookie).toContain('kaamkaj_lang=en');
    setLanguage('hi');
    expect(document.cookie).toContain('kaamkaj_lang=hi');
  });

  it('names the language when the device storage lost it, Hindi when neither has one', () => {
    setLanguage('en');
    setSession({ lang: null });
    expect(storedLang()).toBe('en');
    // biome-ignore lint/suspicious/noDocumentCookie: the test removes the cookie it checks
    document.cookie = 'kaamkaj_lang=; path=/; max-age=0';
    expect(storedLang()).toBe('hi');
  });
});
