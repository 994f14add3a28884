import { type DescriptionQueueState, districtLabel } from '@kaamkaj/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaButtons } from '../../components/job/media-buttons';
import { salaryText } from '../../components/job/salary-text';
import { Button } from '../../components/ui/button';
import { nameIn, useJobCategories } from '../../lib/api/job-categories';
import { istDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { ADMIN_NS } from './admin-i18n';
import { useJobDescriptions } from './api/list-job-descriptions';
import type { AdminDescriptionJob } from './api/types';
import { CARD, Detail, Details } from './card';
import { DescriptionsDialog } from './descriptions-dialog';
import { FilteredList, pagedItems } from './list-state';
import { JobStatusBadge } from './status-badges';

const STATES: DescriptionQueueState[] = ['waiting', 'delivered'];

/**
 * Issue 12: "Job descriptions to produce", the jobs whose employer asked for an animated
 * description (spec 001 §1, §9), newest first, 30 a page; and those already delivered.
 */
export function DescriptionsPanel() {
  const { t } = useTranslation(ADMIN_NS);
  const [state, setState] = useState<DescriptionQueueState>('waiting');
  const query = useJobDescriptions(state);
  const { items, total } = pagedItems(query.data);
  return (
    <section aria-labelledby="descriptions-title" className="space-y-4">
      <div>
        <h2 id="descriptions-title" className="text-lg font-bold">
          {t('descriptions.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('descriptions.intro')}</p>
      </div>
      <FilteredList
        filter={{
          legend: t('descriptions.filter'),
          options: STATES.map((value) => ({ value, label: t(`descriptions.state.${value}`) })),
          value: state,
          onChange: setState,
        }}
        query={query}
        paged={query}
        items={items}
        total={total}
        emptyText={t(`descriptions.empty.${state}`)}
        keyOf={(job) => job._id}
      >
        {(job) => <DescriptionCard job={job} />}
      </FilteredList>
    </section>
  );
}

/** One job: what the producer needs to make the film, who to ask, and the upload. */
function DescriptionCard({ job }: { job: AdminDescriptionJob }) {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  const category = useJobCategories().data?.find((c) => c._id === job.category);
  const [uploading, setUploading] = useState(false);
  const delivered = Boolean(job.animated_description);
  const person = [job.contact_person_name, job.contact_person_number].filter(Boolean).join(' · ');
  return (
    <article className={CARD} aria-labelledby={`jd-${job._id}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`jd-${job._id}`} className="text-lg font-bold break-words">
            {job.job_title}
          </h3>
          <p className="text-sm text-slate-600">{job.company_name}</p>
        </div>
        <JobStatusBadge status={job.status} />
      </div>
      <Details>
        <Detail label={t('descriptions.district')}>{districtLabel(job.district, lang)}</Detail>
        <Detail label={t('descriptions.posted')}>{istDate(job.created_at, lang)}</Detail>
        <Detail label={t('descriptions.category')}>
          {category ? nameIn(category, lang) : job.category}
        </Detail>
        <Detail label={t('descriptions.salary')}>
          {salaryText(job.salary_from, job.salary_to, t, 'detail')}
        </Detail>
        {job.job_location && (
          <Detail label={t('descriptions.location')} wide>
            {job.job_location}
          </Detail>
        )}
        <Detail label={t('descriptions.employer')} wide>
          {[job.employer_name, job.employer_email].filter(Boolean).join(' · ')}
        </Detail>
        <Detail label={t('descriptions.mobile')}>
          {job.employer_contact && (
            <a
              href={`tel:${job.employer_contact}`}
              className="font-semibold text-primary underline"
            >
              {job.employer_contact}
            </a>
          )}
        </Detail>
        <Detail label={t('descriptions.language')}>
          {t(`descriptions.lang.${job.employer_lang}`)}
        </Detail>
        {person && (
          <Detail label={t('descriptions.contactPerson')} wide>
            {person}
          </Detail>
        )}
      </Details>
      <h4 className="mt-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {t('descriptions.description')}
      </h4>
      <p className="mt-1 rounded-xl bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-900">
        {job.description}
      </p>
      {(job.audio_description || job.animated_description) && (
        <div className="mt-3">
          <MediaButtons job={job} />
        </div>
      )}
      <Button
        variant={delivered ? 'secondary' : 'primary'}
        block
        className="mt-4 sm:w-auto"
        onClick={() => setUploading(true)}
      >
        {delivered ? t('descriptions.replace') : t('descriptions.upload')}
      </Button>
      <DescriptionsDialog job={job} open={uploading} onClose={() => setUploading(false)} />
    </article>
  );
}
