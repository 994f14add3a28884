import { MESSAGES, MESSAGES_HI, SERVER_ERRORS_EN, SERVER_ERRORS_HI } from '@kaamkaj/domain';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { getItem, setSession } from '../session';
import en from './en.json';
import hi from './hi.json';

export const LANGS = ['hi', 'en'] as const;
export type Lang = (typeof LANGS)[number];

// Validation and error texts come from domain (MESSAGES, MESSAGES_HI, SERVER_ERRORS_*): one
// source for the server, which answers in the reader's language, and the web app.
export const resources = {
  en: { translation: { ...en, validation: MESSAGES, serverErrors: SERVER_ERRORS_EN } },
  hi: { translation: { ...hi, validation: MESSAGES_HI, serverErrors: SERVER_ERRORS_HI } },
};

export const i18n = i18next.createInstance();

// DESIGN.md §4: the stored language wins; with none, Hindi.
export function storedLang(): Lang {
  return getItem('lang') === 'en' ? 'en' : 'hi';
}

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLang(),
  fallbackLng: 'en',
  initAsync: false,
  showSupportNotice: false,
  interpolation: { escapeValue: false }, // React escapes
  react: { useSuspense: false },
});

function applyToDocument(lang: string) {
  document.documentElement.lang = lang;
  document.title = i18n.t('app.title');
}
applyToDocument(i18n.language);
i18n.on('languageChanged', applyToDocument);

/** The user's choice: shown now, kept on the device (and by the settings on the account). */
export function setLanguage(lang: Lang) {
  setSession({ lang });
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
}

/**
 * A language shown by one screen without becoming the user's choice (spec 001 §2: the employer
 * login opens in English). Leaving that screen brings the chosen one back (restoreLanguage);
 * signing in from it makes it the choice (after-login.ts).
 */
export function showLanguage(lang: Lang) {
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
}

export function restoreLanguage() {
  showLanguage(storedLang());
}

export function useLanguage(): Lang {
  const { i18n: instance } = useTranslation();
  return instance.language === 'en' ? 'en' : 'hi';
}
