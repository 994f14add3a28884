import { useTranslation } from 'react-i18next';
import { LANGS, type Lang, setLanguage, useLanguage } from './index';

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
            setLanguage(lang);
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
      onClick={() => setLanguage(other)}
      aria-label={t('common.switchTo', { lang: t(`lang.${other}`) })}
      className="min-h-12 min-w-12 rounded-full border border-slate-300 px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100"
    >
      {t(`lang.${other}`)}
    </button>
  );
}
