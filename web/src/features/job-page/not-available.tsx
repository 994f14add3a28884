import { PATHS } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { BriefcaseIcon } from '../../components/ui/icons';
import { CARD } from './card';
import { JOB_PAGE_NS } from './job-page-i18n';

/**
 * Who reads it, and where they go on: a visitor to the landing's jobs, a seeker to the feed; an
 * employer reads it of their own jobs (a link to a job not theirs, or mistyped), with its words.
 */
const READERS = {
  visitor: { key: 'notAvailable', browse: `${PATHS.home}#jobexplorer` },
  seeker: { key: 'notAvailable', browse: PATHS.jobs },
  employer: { key: 'notAvailable.employer', browse: PATHS.dashboard },
} as const;

/** Closed, missing or wrong link (issue 5: a proper "job no longer available" page). */
export function JobNotAvailable({ reader }: { reader: keyof typeof READERS }) {
  const { t } = useTranslation(JOB_PAGE_NS);
  const { key, browse } = READERS[reader];
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 text-center">
      <div className={`${CARD} space-y-4 p-6`}>
        <BriefcaseIcon className="mx-auto size-12 text-slate-400" />
        <h1 className="text-xl font-bold text-slate-900">{t(`${key}.title`)}</h1>
        <p className="text-base text-slate-600">{t(`${key}.body`)}</p>
        <Link to={browse} className={buttonClass('primary', 'w-full')}>
          {t(`${key}.browse`)}
        </Link>
      </div>
    </div>
  );
}
