import { PATHS } from '@kaamkaj/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { CheckCircleIcon, SearchIcon } from '../../components/ui/icons';
import { JOBS_FEED_NS } from './jobs-feed-i18n';

/** spec 000 §2.7, §9: the empty list sends the seeker on after 15 s (DESIGN.md §4: 15 s both). */
export const EMPTY_REDIRECT_SECONDS = 15;

/** 'visited': the seeker has acted on jobs (-> /dashboard); 'profile': none yet (-> /profile). */
export type EmptyKind = 'visited' | 'profile';

/** The two empty-list outcomes of spec 000 §2.7 with a visible countdown. */
export function EmptyOutcome({ kind }: { kind: EmptyKind }) {
  const { t } = useTranslation(JOBS_FEED_NS);
  const navigate = useNavigate();
  const [left, setLeft] = useState(EMPTY_REDIRECT_SECONDS);
  const target = kind === 'visited' ? PATHS.dashboard : PATHS.profile;

  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = EMPTY_REDIRECT_SECONDS - Math.floor((Date.now() - started) / 1000);
      setLeft(Math.max(0, remaining));
    }, 1000);
    const go = window.setTimeout(
      () => navigate(target, { replace: true }),
      EMPTY_REDIRECT_SECONDS * 1000,
    );
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(go);
    };
  }, [navigate, target]);

  const Icon = kind === 'visited' ? CheckCircleIcon : SearchIcon;
  return (
    <section
      aria-live="polite"
      className="space-y-3 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
    >
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Icon className="size-7" />
      </div>
      <h2 className="text-lg font-bold text-slate-900">
        {t(kind === 'visited' ? 'empty.visitedTitle' : 'empty.profileTitle')}
      </h2>
      {kind === 'visited' && <p className="text-slate-700">{t('empty.visitedBody')}</p>}
      <p className="text-sm text-slate-500" role="timer">
        {t(kind === 'visited' ? 'empty.visitedRedirect' : 'empty.profileRedirect', {
          count: left,
        })}
      </p>
      <Link to={target} replace className={buttonClass('secondary', 'w-full')}>
        {t(kind === 'visited' ? 'empty.goDashboard' : 'empty.goProfile')}
      </Link>
    </section>
  );
}
