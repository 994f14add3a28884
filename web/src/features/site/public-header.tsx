import { PATHS } from '@kaamkaj/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MenuIcon } from '../../components/ui/icons';
import { LazyDialog, lazyDialog } from '../../components/ui/lazy-dialog';
import { Logo } from '../../components/ui/logo';
import { LanguageToggle } from '../../lib/i18n/language-switch';

const MenuSheet = lazyDialog(() => import('./menu-sheet').then((m) => ({ default: m.MenuSheet })));

/** spec 000 §2.3: post-job-free link, language switch and menu. */
export function PublicHeader() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="sticky top-(--offline-bar) z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-5xl items-center gap-2 px-3">
        <Link
          to={PATHS.home}
          aria-label={t('nav.logoHome')}
          className="mr-auto inline-flex min-h-12 min-w-12 items-center rounded-lg p-1"
        >
          <Logo narrow />
        </Link>
        <Link
          to={PATHS.recruiterLogin}
          className="inline-flex min-h-12 items-center rounded-full bg-accent px-3 text-sm font-semibold whitespace-nowrap text-slate-900 hover:brightness-95"
        >
          {t('nav.postJobFree')}
        </Link>
        <LanguageToggle />
        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          aria-label={t('nav.menu')}
          aria-expanded={menuOpen}
          className="-mr-1 inline-flex size-12 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
        >
          <MenuIcon />
        </button>
      </div>
      <LazyDialog
        open={menuOpen}
        component={MenuSheet}
        onUnavailable={() => setMenuOpen(false)}
        props={{ open: menuOpen, onOpenChange: setMenuOpen }}
      />
    </header>
  );
}
