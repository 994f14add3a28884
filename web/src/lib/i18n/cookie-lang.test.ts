import { COOKIE_LANG_META, cookieLangMeta } from '@kaamkaj/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

// issue 16 item 4: a page the server chose by the language cookie names it in a meta tag, and the
// app starts in that language without reading document.cookie (in Chromium a first read waits
// on the browser process); once the app writes the cookie, the cookie itself is read.

afterEach(() => {
  document.head.querySelector(`meta[name="${COOKIE_LANG_META}"]`)?.remove();
  // biome-ignore lint/suspicious/noDocumentCookie: the test removes the cookie it checks
  document.cookie = 'kaamkaj_lang=; path=/; max-age=0';
  vi.restoreAllMocks();
  vi.resetModules();
});

/** lib/i18n as a page first runs it: a fresh module, no language kept on the device. */
async function startPage(meta: 'hi' | 'en' | null) {
  vi.resetModules();
  const { setSession } = await import('../session');
  setSession({ lang: null });
  if (meta) document.head.insertAdjacentHTML('beforeend', cookieLangMeta(meta));
  const cookieReads = vi.spyOn(document, 'cookie', 'get');
  const i18n = await import('./index');
  return { i18n, cookieReads };
}

describe('the language a page was chosen by', () => {
  it('starts in the language the page names, without reading the cookie', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie the meta must win over unread
    document.cookie = 'kaamkaj_lang=hi; path=/';
    const { i18n, cookieReads } = await startPage('en');
    expect(i18n.i18n.language).toBe('en');
    expect(i18n.storedLang()).toBe('en');
    expect(cookieReads).not.toHaveBeenCalled();
  });

  it('reads the cookie on a page that names none (the service worker shell)', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie of an earlier visit
    document.cookie = 'kaamkaj_lang=en; path=/';
    const { i18n, cookieReads } = await startPage(null);
    expect(i18n.i18n.language).toBe('en');
    expect(cookieReads).toHaveBeenCalled();
  });

  it('follows the cookie once the app has written it', async () => {
    const { i18n } = await startPage('en');
    i18n.rememberLanguage('hi');
    expect(document.cookie).toContain('kaamkaj_lang=hi');
    expect(i18n.storedLang()).toBe('hi');
  });
});
