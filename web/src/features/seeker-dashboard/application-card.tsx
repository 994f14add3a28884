import type { SeekerApplication } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { jobHeading } from '../../components/job/job-heading';
import { JobLogo } from '../../components/job/job-logo';
import { applicationStatusText } from '../../components/job/job-status';
import { ResponseButtons } from '../../components/job/response-buttons';
import { Button } from '../../components/ui/button';
import { MapPinIcon, PhoneIcon } from '../../components/ui/icons';
import { useLanguage } from '../../lib/i18n';
import { SEEKER_DASHBOARD_NS } from './seeker-dashboard-i18n';

const STATUS_COLOURS: Record<string, string> = {
  Applied: 'bg-primary-soft text-primary',
  Saved: 'bg-amber-100 text-amber-900',
  Selected: 'bg-violet-100 text-violet-900',
  Shortlisted: 'bg-green-100 text-green-800',
  Hired: 'bg-green-100 text-green-800',
  Rejected: 'bg-slate-100 text-slate-700',
};

type ApplicationCardProps = { item: SeekerApplication; onDetail: () => void };

/**
 * A row of the seeker dashboard (spec 000 §2.8): logo, title, company, location, status, the
 * employer's number when Shortlisted (the server gives it only then), View Detail; a saved job
 * also offers Apply Now and Not Apply.
 */
export function ApplicationCard({ item, onDetail }: ApplicationCardProps) {
  const { t } = useTranslation(SEEKER_DASHBOARD_NS);
  const lang = useLanguage();
  // the server names the district (its list is not loaded for this)
  const place = [item.job_location, item.district_name?.[lang] ?? item.district]
    .filter(Boolean)
    .join(', ');
  const { lead, follow } = jobHeading(item, lang); // as on the feed's card
  return (
    <article
      aria-labelledby={`application-${item._id}`}
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex gap-3">
        <JobLogo src={item.company_logo} alt={t('logoAlt', { company: item.company_name })} />
        <div className="min-w-0 flex-1">
          <h2
            id={`application-${item._id}`}
            className="text-lg leading-snug font-bold text-slate-900"
          >
            {lead}
            {follow && <span className="sr-only">{` (${follow})`}</span>}
          </h2>
          {follow && (
            <p aria-hidden="true" className="truncate text-slate-700">
              {follow}
            </p>
          )}
          <p className="truncate text-sm text-slate-600">{item.company_name}</p>
          <p className="mt-1 flex items-start gap-1 text-sm text-slate-600">
            <MapPinIcon className="mt-0.5 size-4 shrink-0" />
            <span>{place}</span>
          </p>
        </div>
      </div>
      <div className="flex items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm">
          <span className="sr-only">{t('status')}:</span>
          <span
            className={`inline-flex min-h-8 items-center rounded-full px-3 font-semibold ${STATUS_COLOURS[item.status] ?? 'bg-slate-100 text-slate-700'}`}
          >
            {applicationStatusText(item.status, lang, t)}
          </span>
        </p>
        <Button variant="secondary" className="min-h-12 px-4 text-sm" onClick={onDetail}>
          {t('viewDetail')}
        </Button>
      </div>
      {item.status === 'Shortlisted' && item.company_contact && (
        <a
          href={`tel:${item.company_contact}`}
          className="flex min-h-12 items-center justify-center gap-2 rounded-xl bg-green-600 px-4 font-semibold text-white hover:bg-green-700"
        >
          <PhoneIcon className="size-5" />
          {t('contact')} · {item.company_contact}
        </a>
      )}
      {item.status === 'Saved' && (
        <ResponseButtons jobId={item._id} jobTitle={item.job_title} status="Saved" />
      )}
    </article>
  );
}
