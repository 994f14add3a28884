import { normalisePath, PATHS } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SettingsIcon } from '../../components/ui/icons';
import { Logo } from '../../components/ui/logo';

// spec 000 §2.3: the settings icon shows on these pages only.
const WITH_SETTINGS = [
  PATHS.dashboard,
  PATHS.community,
  PATHS.profile,
  PATHS.notification,
  PATHS.jobs,
].map(normalisePath);

export function TopBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const showSettings = WITH_SETTINGS.includes(normalisePath(pathname));
  return (
    <header className="sticky top-(--offline-bar) z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-2xl items-center justify-between px-4">
        <Link to={PATHS.dashboard} aria-label={t('nav.logoHome')} className="-ml-1 rounded-lg p-1">
          <Logo />
        </Link>
        {showSettings && (
          <Link
            to={PATHS.setting}
            aria-label={t('nav.settings')}
            className="-mr-2 inline-flex size-12 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
          >
            <SettingsIcon />
          </Link>
        )}
      </div>
    </header>
  );
}
