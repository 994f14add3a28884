import type { SeekerJob } from '@kaamkaj/domain';
import { type ReactNode, type TouchEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ChevronRightIcon } from '../../components/ui/icons';
import { ChevronLeftIcon } from './feed-icons';
import { JobCard } from './job-card';
import { JOBS_FEED_NS } from './jobs-feed-i18n';

/** A horizontal move longer than this (px) counts as a swipe. */
const SWIPE_MIN = 50;

type SwipeViewProps = {
  jobs: readonly SeekerJob[];
  index: number;
  onIndex: (index: number) => void;
  /** Total of the list (more pages may follow); the position line reads it. */
  total: number;
  onOpen: (job: SeekerJob) => void;
  actions: (job: SeekerJob) => ReactNode;
  /** Called on "next" at the last loaded job when more pages exist. */
  onNeedMore?: (() => void) | undefined;
};

/** spec 000 §2.7: one job at a time, with next/previous buttons and a touch swipe. */
export function SwipeView({
  jobs,
  index,
  onIndex,
  total,
  onOpen,
  actions,
  onNeedMore,
}: SwipeViewProps) {
  const { t } = useTranslation(JOBS_FEED_NS);
  const startX = useRef<number | null>(null);
  const current = Math.min(index, jobs.length - 1);
  const job = jobs[current];
  if (!job) return null;
  const hasNext = current < jobs.length - 1 || Boolean(onNeedMore);
  const hasPrevious = current > 0;

  const next = () => {
    if (current < jobs.length - 1) onIndex(current + 1);
    else onNeedMore?.();
  };
  const previous = () => hasPrevious && onIndex(current - 1);

  const onTouchStart = (event: TouchEvent) => {
    startX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const from = startX.current;
    const to = event.changedTouches[0]?.clientX;
    startX.current = null;
    if (from === null || to === undefined) return;
    if (to - from <= -SWIPE_MIN) next();
    else if (to - from >= SWIPE_MIN) previous();
  };

  return (
    <section aria-label={t('view.swipe')} className="space-y-3">
      <p className="text-center text-sm font-semibold text-slate-600" aria-live="polite">
        {t('swipe.position', { current: current + 1, total: Math.max(total, jobs.length) })}
      </p>
      <ul onTouchStart={onTouchStart} onTouchEnd={onTouchEnd} className="touch-pan-y">
        <JobCard job={job} view="card" onOpen={onOpen} actions={actions(job)} />
      </ul>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={previous} disabled={!hasPrevious}>
          <ChevronLeftIcon className="size-5" />
          {t('swipe.previous')}
        </Button>
        <Button variant="secondary" onClick={next} disabled={!hasNext}>
          {t('swipe.next')}
          <ChevronRightIcon className="size-5" />
        </Button>
      </div>
      <p className="text-center text-xs text-slate-500">{t('swipe.hint')}</p>
    </section>
  );
}
