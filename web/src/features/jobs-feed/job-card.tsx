import type { SeekerJob } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { useDistrictName } from '../../components/district-picker/use-district-name';
import { jobHeading } from '../../components/job/job-heading';
import { JobLogo } from '../../components/job/job-logo';
import { SalaryText } from '../../components/job/salary-text';
import { ChevronRightIcon, ClockIcon, MapPinIcon } from '../../components/ui/icons';
import { istDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { JOBS_FEED_NS } from './jobs-feed-i18n';
import { MatchReasons } from './match-reasons';

export type FeedView = 'card' | 'list';

type JobCardProps = {
  job: SeekerJob;
  view: FeedView;
  onOpen: (job: SeekerJob) => void;
  /** The response buttons under a card (not in the compact list). */
  actions?: React.ReactNode;
};

/**
 * One matched job (spec 000 §2.7): logo or default, title, company, district and location,
 * salary, posted date (IST) and "Why this job". Tapping it opens the job detail.
 */
export function JobCard({ job, view, onOpen, actions }: JobCardProps) {
  const { t } = useTranslation(JOBS_FEED_NS);
  const lang = useLanguage();
  // the answer names the district in both languages; the list only for an answer that does not
  // (one cached before it did): the feed's first load needs no district list (issue 16 item 4)
  const districtName = useDistrictName(!job.district_name);
  const district = job.district_name?.[lang] ?? districtName(job.district);
  const place = [job.job_location, district].filter(Boolean).join(', ');
  const posted = t('card.posted', { date: istDate(job.created_at, lang) });
  const titleId = `job-${job._id}`;
  const { lead, follow } = jobHeading(job, lang);

  if (view === 'list') {
    return (
      <li>
        <button
          type="button"
          onClick={() => onOpen(job)}
          className="flex min-h-16 w-full items-center gap-3 bg-white px-3 py-2.5 text-left hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-primary/40"
        >
          <JobLogo src={job.company_logo} alt="" className="size-10" />
          <span className="min-w-0 flex-1">
            {/* the name a voice command says is the text shown (WCAG 2.5.3), after what it does */}
            <span className="sr-only">{t('card.open')} </span>
            {/* named as the card names it (issue 14): a Hindi reader's row led with "Driver" */}
            <span className="block truncate text-slate-900">
              <span className="font-bold">{lead}</span>
              {follow && <span className="sr-only">{` (${follow})`}</span>}
              {follow && (
                <span aria-hidden="true" className="text-slate-700">{` · ${follow}`}</span>
              )}
            </span>
            <span className="block truncate text-sm text-slate-600">
              {job.company_name}
              {place && ` · ${place}`}
            </span>
            <SalaryText
              from={job.salary_from}
              to={job.salary_to}
              className="block text-sm font-semibold text-slate-800"
            />
          </span>
          <ChevronRightIcon className="size-5 shrink-0 text-slate-400" />
        </button>
      </li>
    );
  }

  return (
    // issue 16 item 4: a card off screen is not laid out or painted until it scrolls near (30
    // cards a page, two fit a phone's screen); `auto` keeps its last real height once drawn
    <li className="[contain-intrinsic-size:auto_22rem] [content-visibility:auto]">
      <article
        aria-labelledby={titleId}
        className="space-y-2 rounded-2xl bg-white p-4 text-base shadow-sm ring-1 ring-slate-200"
      >
        <button
          type="button"
          onClick={() => onOpen(job)}
          className="-m-1 flex w-[calc(100%+0.5rem)] gap-3 rounded-xl p-1 text-left hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-primary/40"
        >
          <JobLogo
            src={job.company_logo}
            alt={t('card.logoAlt', { company: job.company_name })}
            className="size-12"
          />
          <span className="min-w-0 flex-1">
            <span id={titleId} className="block text-lg leading-snug font-bold text-slate-900">
              {lead}
              {follow && <span className="sr-only">{` (${follow})`}</span>}
            </span>
            {follow && (
              <span aria-hidden="true" className="block truncate text-slate-700">
                {follow}
              </span>
            )}
            <span className="block truncate text-slate-600">{job.company_name}</span>
          </span>
        </button>
        {place && (
          <p className="flex items-start gap-1 text-slate-600">
            <MapPinIcon className="mt-1 size-4 shrink-0" />
            <span className="min-w-0 truncate">{place}</span>
          </p>
        )}
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <SalaryText
            from={job.salary_from}
            to={job.salary_to}
            className="font-semibold text-slate-900"
          />
          <span className="flex items-center gap-1 text-slate-500">
            <ClockIcon className="size-4" />
            {posted}
          </span>
        </div>
        <MatchReasons reasons={job.match_reasons} top />
        {actions}
      </article>
    </li>
  );
}
