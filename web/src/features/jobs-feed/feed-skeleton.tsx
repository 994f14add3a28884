import { useTranslation } from 'react-i18next';

const BAR = 'animate-pulse rounded bg-slate-200';
const SLOTS = ['a', 'b', 'c', 'd', 'e'] as const;

/** Grey job cards while the feed loads on a slow network. */
export function FeedSkeleton({ cards = 3 }: { cards?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className="space-y-3">
      {SLOTS.slice(0, cards).map((slot) => (
        <div key={slot} className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
          <div className="flex gap-3">
            <div className="size-14 animate-pulse rounded-xl bg-slate-200" />
            <div className="flex-1 space-y-2">
              <div className={`${BAR} h-5 w-3/4`} />
              <div className={`${BAR} h-4 w-1/2`} />
              <div className={`${BAR} h-4 w-2/3`} />
            </div>
          </div>
          <div className={`${BAR} h-4 w-1/3`} />
          <div className={`${BAR} h-8 w-full rounded-xl`} />
        </div>
      ))}
    </div>
  );
}
