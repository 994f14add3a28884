import {
  canAnswerInterview,
  clockText,
  type Interview,
  type InterviewAnswer,
  interviewExpired,
} from '@kaamkaj/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ClockIcon, MapPinIcon } from '../../components/ui/icons';
import { LazyConfirmDialog, useConfirmDialogAhead } from '../../components/ui/lazy-confirm-dialog';
import { LazyDialog } from '../../components/ui/lazy-dialog';
import { calendarDay } from '../../lib/dates';
import { serverErrorText } from '../../lib/forms/server-error';
import { useLanguage } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { useAnswerInterview } from './api/interviews';
import { SEEKER_DASHBOARD_NS } from './seeker-dashboard-i18n';

type ChipKey = 'pending' | 'accepted' | 'notAccepted' | 'expired';

const CHIP_COLOURS: Record<ChipKey, string> = {
  pending: 'bg-amber-100 text-amber-900',
  accepted: 'bg-green-100 text-green-800',
  notAccepted: 'bg-red-50 text-red-800',
  expired: 'bg-slate-100 text-slate-700',
};

/** spec 000 §4: Expired once the end time has passed, whatever the answer was. */
export function isExpired(item: Interview): boolean {
  return item.expired || interviewExpired(item);
}

function chipOf(item: Interview): ChipKey {
  if (isExpired(item)) return 'expired';
  if (item.status === 'Accept') return 'accepted';
  if (item.status === 'Not Accept') return 'notAccepted';
  return 'pending';
}

type InterviewCardProps = { item: Interview; userId: string; onDetails: () => void };

/**
 * An Interview tab card (spec 000 §2.8): title, company, date, start and end time, location,
 * status; View Details, and Accept / Not Accept while pending (disabled once answered). An
 * expired card shows Expired and offers nothing. Either answer is final (spec 000 §4) and the
 * employer is told at once, so both ask first, naming the interview (issue 14).
 */
export function InterviewCard({ item, userId, onDetails }: InterviewCardProps) {
  const { t } = useTranslation(SEEKER_DASHBOARD_NS);
  const lang = useLanguage();
  const answer = useAnswerInterview(userId);
  const chip = chipOf(item);
  const expired = chip === 'expired';
  const open = !item.expired && canAnswerInterview(item) && !answer.isSuccess;
  const [asking, setAsking] = useState<InterviewAnswer | null>(null);
  useConfirmDialogAhead();
  const when = {
    title: item.title,
    company: item.company_name || t('interview.confirm.employer'),
    date: calendarDay(item.date, lang),
    start: clockText(item.start_time, lang),
    end: clockText(item.end_time, lang),
  };
  const ask = (status: InterviewAnswer) => {
    answer.reset();
    setAsking(status);
  };

  const send = (status: InterviewAnswer) =>
    answer.mutate(
      { id: item._id, status },
      // our own text, in the seeker's language (the server's message is English)
      {
        onSuccess: () => {
          setAsking(null);
          void notify.success(
            t(status === 'Accept' ? 'interview.acceptedToast' : 'interview.declinedToast'),
          );
        },
      },
    );
  const confirmKey = asking === 'Accept' ? 'accept' : 'decline';

  return (
    <article
      aria-labelledby={`interview-${item._id}`}
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id={`interview-${item._id}`}
            className="text-lg leading-snug font-bold text-slate-900"
          >
            {item.title}
          </h2>
          <p className="truncate text-sm text-slate-600">{item.company_name}</p>
        </div>
        <p className="shrink-0 text-sm">
          <span className="sr-only">{t('status')}:</span>
          <span
            className={`inline-flex min-h-8 items-center rounded-full px-3 font-semibold ${CHIP_COLOURS[chip]}`}
          >
            {t(`interview.chip.${chip}`)}
          </span>
        </p>
      </div>
      <div className="space-y-1 text-sm text-slate-700">
        <p className="flex items-start gap-1.5">
          <ClockIcon className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <span>
            {calendarDay(item.date, lang)},{' '}
            {t('interview.timeRange', {
              start: clockText(item.start_time, lang),
              end: clockText(item.end_time, lang),
            })}
          </span>
        </p>
        <p className="flex items-start gap-1.5">
          <MapPinIcon className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <span>{item.location}</span>
        </p>
      </div>
      {!expired && (
        <div className="grid grid-cols-2 gap-2">
          <Button
            variant="danger"
            className="min-h-12 px-3 text-sm"
            disabled={!open || answer.isPending}
            busy={answer.isPending && answer.variables?.status === 'Not Accept'}
            onClick={() => ask('Not Accept')}
          >
            {t('interview.notAccept')}
          </Button>
          <Button
            className="min-h-12 px-3 text-sm"
            disabled={!open || answer.isPending}
            busy={answer.isPending && answer.variables?.status === 'Accept'}
            onClick={() => ask('Accept')}
          >
            {t('interview.accept')}
          </Button>
          <Button variant="secondary" className="col-span-2 min-h-12 text-sm" onClick={onDetails}>
            {t('interview.viewDetails')}
          </Button>
        </div>
      )}
      <LazyDialog
        open={asking !== null}
        component={LazyConfirmDialog}
        onUnavailable={() => setAsking(null)}
        props={{
          open: asking !== null,
          onOpenChange: (next: boolean) => !next && setAsking(null),
          title: t(`interview.confirm.${confirmKey}Title`, when),
          message: t(`interview.confirm.${confirmKey}Body`, when),
          confirmLabel: t(`interview.confirm.${confirmKey}Yes`),
          cancelLabel: t('interview.confirm.cancel'),
          danger: asking === 'Not Accept',
          busy: answer.isPending,
          error: answer.isError ? serverErrorText(answer.error) : null,
          onConfirm: () => asking && send(asking),
        }}
      />
    </article>
  );
}
