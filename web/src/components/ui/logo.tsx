import { useTranslation } from 'react-i18next';

export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#0678C1" />
      <path
        d="M9 8v16M9 16l9-8M12.5 13.5 19 24"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      <circle cx="23.5" cy="10" r="2.5" fill="#FFB020" />
    </svg>
  );
}

/**
 * Text logo: "काम-काज" in Hindi, "Kaamkaj" in English, beside the mark. `narrow` keeps only the
 * mark on phones under 380 px, where the public header has three more controls to fit.
 */
export function Logo({ narrow = false }: { narrow?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-2">
      <LogoMark />
      <span
        className={`text-xl font-bold tracking-tight whitespace-nowrap text-slate-900 ${
          narrow ? 'max-[379px]:sr-only' : ''
        }`}
      >
        {t('app.name')}
      </span>
    </span>
  );
}
