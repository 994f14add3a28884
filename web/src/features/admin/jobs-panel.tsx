import { ADMIN_REASON_MAX, districtLabel, JOB_STATUS, label } from '@kaamkaj/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextArea } from '../../components/ui/field';
import { istDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { ADMIN_NS } from './admin-i18n';
import { useDeactivateJob } from './api/deactivate-job';
import { type JobFilter, useAdminJobs } from './api/list-jobs';
import type { AdminJob } from './api/types';
import { CARD, Detail, Details } from './card';
import { CommonReasons } from './common-reasons';
import { DescriptionsDialog } from './descriptions-dialog';
import { errorMessage } from './format';
import { JobSearch } from './job-search';
import { FilteredList, pagedItems } from './list-state';
import { JobStatusBadge } from './status-badges';
import { useDebounced } from './use-debounced';

const FILTERS: JobFilter[] = [null, 0, 3, 2, 4];
// A search goes out once typing pauses this long (one request per word on a slow phone).
const SEARCH_PAUSE_MS = 400;
const DEACTIVATED = 4; // JOB_STATUS

/** The dialog open over the list, and for which job. */
type Open = { job: AdminJob; dialog: 'deactivate' | 'descriptions' } | null;

/**
 * Every job on Kaamkaj, newest first, 30 a page (GET /admin/jobs), by status and by a search
 * (issue 14 item 12); the audit log links here with ?q={job id}.
 */
export function JobsPanel() {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  const [status, setStatus] = useState<JobFilter>(null);
  const [params] = useSearchParams();
  const [text, setText] = useState(() => params.get('q') ?? '');
  const q = useDebounced(text.trim(), SEARCH_PAUSE_MS);
  const query = useAdminJobs(status, q);
  const { items, total } = pagedItems(query.data);
  const options = FILTERS.map((code) => ({
    value: code,
    label: code === null ? t('jobs.all') : label(JOB_STATUS, code, lang),
  }));
  const searching = text.trim() !== q || (query.isFetching && !query.isFetchingNextPage);
  // Held here, not in the card: a search that lands while a dialog is open replaces the list,
  // and the dialog (with the reason typed in it) must stay open over the new one.
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <>
      <JobSearch value={text} onChange={setText} busy={searching} />
      <FilteredList
        filter={{ legend: t('jobs.filter'), options, value: status, onChange: setStatus }}
        query={query}
        paged={query}
        items={items}
        total={total}
        emptyText={q ? t('jobs.noMatch', { q }) : t('jobs.empty')}
        keyOf={(job) => job._id}
      >
        {(job) => <JobCard job={job} onOpen={(dialog) => setOpen({ job, dialog })} />}
      </FilteredList>
      {open?.dialog === 'deactivate' && <DeactivateDialog job={open.job} open onClose={close} />}
      {open?.dialog === 'descriptions' && (
        <DescriptionsDialog job={open.job} open onClose={close} />
      )}
    </>
  );
}

type JobCardProps = {
  job: AdminJob;
  onOpen: (dialog: NonNullable<Open>['dialog']) => void;
};

function JobCard({ job, onOpen }: JobCardProps) {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  return (
    <article className={CARD} aria-labelledby={`job-${job._id}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`job-${job._id}`} className="text-lg font-bold break-words">
            {job.job_title}
          </h3>
          <p className="text-sm text-slate-600">{job.company_name}</p>
        </div>
        <JobStatusBadge status={job.status} />
      </div>
      <Details>
        <Detail label={t('jobs.employer')} wide>
          {[job.employer_name, job.employer_email].filter(Boolean).join(' · ')}
        </Detail>
        <Detail label={t('jobs.district')}>{districtLabel(job.district, lang)}</Detail>
        <Detail label={t('jobs.created')}>{istDate(job.created_at, lang)}</Detail>
      </Details>
      <div className="mt-4 grid gap-3 sm:flex">
        {/* issue 12: any job may get a spoken (or animated) description */}
        <Button
          variant="secondary"
          block
          className="sm:w-auto"
          onClick={() => onOpen('descriptions')}
        >
          {t('descriptions.add')}
        </Button>
        {job.status !== DEACTIVATED && (
          <Button variant="danger" block className="sm:w-auto" onClick={() => onOpen('deactivate')}>
            {t('jobs.deactivate')}
          </Button>
        )}
      </div>
    </article>
  );
}

type DeactivateDialogProps = { job: AdminJob; open: boolean; onClose: () => void };

/** spec 001 §4 "Job status 4": the employer is told to post a new job; the reason is optional. */
function DeactivateDialog({ job, open, onClose }: DeactivateDialogProps) {
  const { t } = useTranslation(ADMIN_NS);
  const deactivate = useDeactivateJob();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    try {
      await deactivate.mutateAsync({ id: job._id, reason });
      void notify.success(t('jobs.deactivated'));
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('jobs.deactivateTitle', { title: job.job_title })}
    >
      <div className="space-y-4">
        <p className="text-slate-700">{t('jobs.deactivateText')}</p>
        <CommonReasons target="job" reason={reason} onPick={setReason} />
        <TextArea
          label={t('jobs.reason')}
          value={reason}
          maxLength={ADMIN_REASON_MAX}
          onChange={(event) => setReason(event.target.value)}
        />
        <ErrorAlert>{error}</ErrorAlert>
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('decision.cancel')}
          </Button>
          <Button variant="danger" busy={deactivate.isPending} onClick={() => void submit()}>
            {t('jobs.deactivate')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
