import { badgeLabel, PATHS, ROLE } from '@kaamkaj/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { BellIcon, BriefcaseIcon, DashboardIcon, UsersIcon } from '../../components/ui/icons';
import { useUnreadCount } from '../../features/notifications/api/get-notifications';
import { roleOf, useSession } from '../../lib/session';
import { Avatar } from './avatar';

type Tab = { to: string; label: string; icon: ReactNode; badge?: string };

/** spec 000 §2.3, spec 001 §2: the bottom tab bar of the signed-in pages. */
export function TabBar() {
  const { t } = useTranslation();
  const session = useSession();
  const isSeeker = roleOf(session) === ROLE.SEEKER;
  const isSaarthi = roleOf(session) === ROLE.SAARTHI;
  const unread = badgeLabel(useUnreadCount(Boolean(session.authToken)));

  const tabs: Tab[] = [
    { to: PATHS.dashboard, label: t('nav.dashboard'), icon: <DashboardIcon /> },
    { to: PATHS.community, label: t('nav.community'), icon: <UsersIcon /> },
    // a Saarthi posts no jobs: their third tab registers a job seeker (issue 13)
    isSaarthi
      ? { to: PATHS.saarthiNewUser, label: t('nav.newUser'), icon: <BriefcaseIcon /> }
      : {
          to: PATHS.jobs,
          label: isSeeker ? t('nav.jobs') : t('nav.jobPost'),
          icon: <BriefcaseIcon />,
        },
    { to: PATHS.notification, label: t('nav.notifications'), icon: <BellIcon />, badge: unread },
    { to: PATHS.profile, label: t('nav.profile'), icon: <Avatar userId={session.user} /> },
  ];

  return (
    <nav
      aria-label={t('nav.main')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="mx-auto grid max-w-2xl grid-cols-5">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              className={({ isActive }) =>
                `flex min-h-16 flex-col items-center justify-center gap-0.5 text-[10.5px] leading-tight font-semibold tracking-tight ${
                  isActive ? 'text-primary' : 'text-slate-500'
                }`
              }
            >
              <span className="relative">
                {tab.icon}
                {/* not `badge && …`: an empty label would be an empty text the server's HTML lacks */}
                {tab.badge ? (
                  <span className="absolute -top-1.5 -right-2.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 text-white">
                    {tab.badge}
                    <span className="sr-only"> {t('nav.unread')}</span>
                  </span>
                ) : null}
              </span>
              <span className="max-w-full truncate">{tab.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
