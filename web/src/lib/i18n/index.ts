import { COOKIE_LANG_META, LANG_COOKIE, langOfCookies } from '@kaamkaj/domain';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { hydrateTheRest } from '../hydration-turns';
import { getItem, setSession } from '../session';

export const LANGS = ['hi', 'en'] as const;
export type Lang = (typeof LANGS)[number];

type Texts = Record<string, unknown>;

/**
 * issue 16 item 1: the shell's texts (the `translation` namespace: the shell, logins, toasts,
 * and domain's validation and server error texts, one source with the server), a chunk a
 * language. A page loads its reader's only: its HTML names that chunk beside the entry
 * (app/page-modules.ts), and main.tsx renders once it is in. The other loads on switching.
 */
export const SHELL_TEXTS: Readonly<Record<Lang, () => Promise<Texts>>> = {
  hi: async () => (await import('./texts.hi')).default,
  en: async () => (await import('./texts.en')).default,
};

export const i18n = i18next.createInstance();

// DESIGN.md §4: the stored language wins; with none, Hindi. The cookie keeps it for the server
// (below), and for a browser whose storage was cleared.
export function storedLang(): Lang {
  const stored = getItem('lang') ?? cookieLang();
  return stored === 'en' ? 'en' : 'hi';
}

let chosenBy: string | undefined; // the page's word for the cookie ('': none); undefined: not read

/**
 * The language cookie's value. Until the app writes it, as the page the server chose by it says
 * (domain COOKIE_LANG_META): in Chromium a page's first read of `document.cookie` waits on the
 * browser process (up to 64 ms at a page's start on the bench's host, bench/README.md session
 * 32), in the entry's first task. The service worker's shell names none: the cookie is read.
 */
function cookieLang(): string | null {
  if (typeof document === 'undefined') return null;
  chosenBy ??=
    document.querySelector<HTMLMetaElement>(`meta[name="${COOKIE_LANG_META}"]`)?.content ?? '';
  return chosenBy || langOfCookies(document.cookie);
}

/**
 * issue 16 item 2: the server reads the language from a cookie to send a prerendered page in it.
 * A year, for every path; not a secret, so readable by the page and sent on same-site requests.
 */
export function rememberLanguage(lang: Lang = storedLang()) {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
  chosenBy = ''; // from now on the cookie itself
}

void i18n.use(initReactI18next).init({
  resources: {}, // every namespace is added as it loads (below)
  partialBundledLanguages: true,
  lng: storedLang(),
  fallbackLng: 'en',
  initAsync: false,
  showSupportNotice: false,
  interpolation: { escapeValue: false }, // React escapes
  react: { useSuspense: false },
});

function applyToDocument(lang: string) {
  if (typeof document === 'undefined') return; // the prerender (web/src/prerender.tsx)
  if (!i18n.hasResourceBundle(lang, 'translation')) return; // once its texts are in (below)
  // unchanged on a page the server sent in its language: setting them anyway made the browser
  // restyle the whole page (issue 16 item 4)
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  const title = i18n.t('app.title');
  if (document.title !== title) document.title = title;
}
i18n.on('languageChanged', applyToDocument);
i18n.store.on('added', (lang: string, ns: string) => {
  if (ns === 'translation' && lang === i18n.language) applyToDocument(lang);
});

// the shell's texts are not asked for here: main.tsx waits for them (or for the page's language,
// which the employer login's page shows whatever the stored one)
const lazyNamespaces = new Map<string, (lang: Lang) => Promise<Texts>>([
  ['translation', (lang) => SHELL_TEXTS[lang]()],
]);
const inFlight = new Map<string, Promise<void>>();
let allLanguages = false;

/**
 * issue 16 item 1: a namespace whose texts load per language, so a page brings only its reader's
 * (the other loads on switching). A module adds it as it is first imported; the lazy screens
 * render once textsLoaded() resolves, so none shows a missing text. (Not a top-level await: that
 * would split the entry into dozens of small chunks.)
 */
export function addLazyNamespace(ns: string, load: (lang: Lang) => Promise<Texts>) {
  lazyNamespaces.set(ns, load);
  textsLoaded().catch(() => undefined); // at once; a failure is retried by the next call
}

/**
 * Resolves when every lazy namespace added so far has its texts in the shown language (both, in
 * tests); rejects when one could not load (no network), and the next call tries it again.
 */
export function textsLoaded(): Promise<void> {
  return loadTexts(allLanguages ? LANGS : [i18n.language === 'en' ? 'en' : 'hi']);
}

/** Tests render in both languages at will: every lazy namespace loads both (test/setup.ts). */
export function loadEveryLanguage(every = true) {
  allLanguages = every;
}

async function loadTexts(langs: readonly Lang[]) {
  const loads = langs.flatMap((lang) =>
    [...lazyNamespaces]
      .filter(([ns]) => !i18n.hasResourceBundle(lang, ns))
      .map(([ns, load]) => {
        const key = `${lang}:${ns}`;
        let loading = inFlight.get(key);
        if (!loading) {
          loading = load(lang).then(
            (texts) => {
              i18n.addResourceBundle(lang, ns, texts, true, false);
              inFlight.delete(key);
            },
            (error: unknown) => {
              inFlight.delete(key);
              throw error;
            },
          );
          inFlight.set(key, loading);
        }
        return loading;
      }),
  );
  await Promise.all(loads);
}

let wanted: Lang | null = null;

/** Shows `lang` once its lazy namespaces are in (at once when they are); the last asked wins. */
export async function switchLanguage(lang: Lang): Promise<void> {
  wanted = lang;
  await loadTexts([lang]);
  if (wanted !== lang || i18n.language === lang) return;
  // a part of a rendered page not hydrated yet would keep the old language's attributes
  await hydrateTheRest();
  if (wanted === lang) await i18n.changeLanguage(lang);
}

/**
 * The user's choice: kept on the device (and by the settings on the account) and shown once its
 * texts are in; rejects when they cannot come (no network, never loaded: language-switch.tsx
 * says so), the choice kept for the next start.
 */
export function setLanguage(lang: Lang): Promise<void> {
  setSession({ lang });
  rememberLanguage(lang);
  return switchLanguage(lang);
}

/**
 * A language shown by one screen without becoming the user's choice (spec 001 §2: the employer
 * login opens in English). Leaving that screen brings the chosen one back (restoreLanguage);
 * signing in from it makes it the choice (after-login.ts).
 */
export function showLanguage(lang: Lang) {
  // texts that cannot come (no network) leave the screen in the language it shows
  switchLanguage(lang).catch(() => undefined);
}

export function restoreLanguage() {
  showLanguage(storedLang());
}

export function useLanguage(): Lang {
  const { i18n: instance } = useTranslation();
  return instance.language === 'en' ? 'en' : 'hi';
}
