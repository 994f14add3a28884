import { useTranslation } from 'react-i18next';
import { notify } from '../toast';
import { i18n, LANGS, type Lang, setLanguage, useLanguage } from './index';

/**
 * Shows `lang`, or says in the language shown that it could not (its texts load on the first
 * switch: issue 16 item 1; offline before the service worker has kept them, they cannot).
 */
function choose(lang: Lang) {
  setLanguage(lang).catch(() => notify.error(i18n.t('errors.languageNotLoaded')));
}

type LanguageSwitchProps = {
  /** Called after a new language is chosen (the settings save it on the account too). */
  onChange?: (lang: Lang) => void;
};

/** The Hindi / English switch of the logins and the settings (spec 000 §2.4, §2.13). */
export function LanguageSwitch({ onChange }: LanguageSwitchProps = {}) {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <fieldset className="inline-flex rounded-full border border-slate-300 bg-white p-0.5">
      <legend className="sr-only">{t('common.language')}</legend>
      {LANGS.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={current === lang}
          onClick={() => {
            choose(lang);
            if (lang !== current) onChange?.(lang);
          }}
          className={`min-h-12 min-w-12 rounded-full px-3 text-sm font-semibold transition-colors ${
            current === lang ? 'bg-primary text-white' : 'text-slate-700 hover:bg-slate-100'
          }`}
        >
          {t(`lang.${lang}`)}
        </button>
      ))}
    </fieldset>
  );
}

/** One button showing the other language, for the narrow public header (spec 000 §2.3). */
export function LanguageToggle() {
  const { t } = useTranslation();
  const other = useLanguage() === 'hi' ? 'en' : 'hi';
  return (
    <button
      type="button"
      lang={other}
      onClick={() => choose(other)}
      aria-label={t('common.switchTo', { lang: t(`lang.${other}`) })}
      className="min-h-12 min-w-12 rounded-full border border-slate-300 px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100"
    >
      {t(`lang.${other}`)}
    </button>
  );
}
