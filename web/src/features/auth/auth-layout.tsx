import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { PageLoader } from '../../components/ui/loader';
import { Logo } from '../../components/ui/logo';
import { LanguageSwitch } from '../../lib/i18n/language-switch';

/** The sign-in pages: logo, language switch, one card in the middle. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-primary-soft to-slate-50">
      <header className="mx-auto flex h-16 w-full max-w-md items-center justify-between px-4">
        <Link to="/" aria-label={t('nav.logoHome')} className="rounded-lg p-1">
          <Logo />
        </Link>
        <LanguageSwitch />
      </header>
      <main className="mx-auto w-full max-w-md flex-1 px-4 pt-2 pb-10">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
        <p className="mt-6 px-4 text-center text-sm text-slate-500">{t('app.tagline')}</p>
      </main>
    </div>
  );
}
