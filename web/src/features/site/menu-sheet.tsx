import { PATHS } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../components/ui/dialog';

// spec 000 §2.1 anchors of the landing page, and the two ways in.
const MENU = [
  { to: PATHS.home, label: 'nav.home' },
  { to: PATHS.about, label: 'nav.about' },
  { to: '/#blogs', label: 'nav.blogs' },
  { to: '/#faq', label: 'nav.faq' },
  { to: '/#contact', label: 'nav.contact' },
  { to: PATHS.seekerLogin, label: 'nav.wantJob' },
  { to: PATHS.recruiterLogin, label: 'nav.needStaff' },
] as const;

type MenuSheetProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The hamburger menu of the public header (spec 001 §2), a side sheet. */
export function MenuSheet({ open, onOpenChange }: MenuSheetProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('nav.menu')} variant="sheet">
      <nav aria-label={t('nav.menu')}>
        <ul className="-mx-2 space-y-1">
          {MENU.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                onClick={() => onOpenChange(false)}
                className="flex min-h-12 items-center rounded-xl px-3 text-base font-semibold text-slate-800 hover:bg-primary-soft"
              >
                {t(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Dialog>
  );
}
