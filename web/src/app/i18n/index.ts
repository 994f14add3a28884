import { MESSAGES } from '@kaamkaj/domain';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { getItem, setSession } from '../session';
import en from './en.json';
import hi from './hi.json';

export const LANGS = ['hi', 'en'] as const;
export type Lang = (typeof LANGS)[number];

// Validation texts in English come from domain MESSAGES: one source for server and web.
export const resources = {
  en: { translation: { ...en, validation: MESSAGES } },
  hi: { translation: hi },
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

export function setLanguage(lang: Lang) {
  setSession({ lang });
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
}

export function useLanguage(): Lang {
  const { i18n: instance } = useTranslation();
  return instance.language === 'en' ? 'en' : 'hi';
}
