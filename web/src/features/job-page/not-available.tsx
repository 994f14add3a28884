import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { BriefcaseIcon } from '../../components/ui/icons';
import { CARD } from './card';
import { JOB_PAGE_NS } from './job-page-i18n';

/** Closed, missing or wrong link (issue 5: a proper "job no longer available" page). */
export function JobNotAvailable({ browse }: { browse: string }) {
  const { t } = useTranslation(JOB_PAGE_NS);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 text-center">
      <div className={`${CARD} space-y-4 p-6`}>
        <BriefcaseIcon className="mx-auto size-12 text-slate-400" />
        <h1 className="text-xl font-bold text-slate-900">{t('notAvailable.title')}</h1>
        <p className="text-base text-slate-600">{t('notAvailable.body')}</p>
        <Link to={browse} className={buttonClass('primary', 'w-full')}>
          {t('notAvailable.browse')}
        </Link>
      </div>
    </div>
  );
}
