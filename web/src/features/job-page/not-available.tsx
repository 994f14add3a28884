import { PATHS } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { BriefcaseIcon } from '../../components/ui/icons';
import { CARD } from './card';
import { JOB_PAGE_NS } from './job-page-i18n';

/**
 * Closed, missing or wrong link (issue 5: a proper "job no longer available" page). An employer
 * reads it of their own jobs (a link to a job that is not theirs, or mistyped), and is sent to
 * the dashboard; anyone else to `browse`.
 */
export function JobNotAvailable({
  browse,
  employer = false,
}: {
  browse: string;
  employer?: boolean;
}) {
  const { t } = useTranslation(JOB_PAGE_NS);
  const key = employer ? 'notAvailable.employer' : 'notAvailable';
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 text-center">
      <div className={`${CARD} space-y-4 p-6`}>
        <BriefcaseIcon className="mx-auto size-12 text-slate-400" />
        <h1 className="text-xl font-bold text-slate-900">{t(`${key}.title`)}</h1>
        <p className="text-base text-slate-600">{t(`${key}.body`)}</p>
        <Link to={employer ? PATHS.dashboard : browse} className={buttonClass('primary', 'w-full')}>
          {t(`${key}.browse`)}
        </Link>
      </div>
    </div>
  );
}
