import { useTranslation } from 'react-i18next';

const BAR = 'animate-pulse rounded bg-slate-200';

/** Grey shapes while the profile loads on a slow network. */
export function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className="space-y-4">
      <div className="flex items-center gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
        <div className="size-24 animate-pulse rounded-full bg-slate-200" />
        <div className="flex-1 space-y-2">
          <div className={`${BAR} h-5 w-2/3`} />
          <div className={`${BAR} h-4 w-1/2`} />
          <div className={`${BAR} h-4 w-1/3`} />
        </div>
      </div>
      <div className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
        <div className={`${BAR} h-4 w-1/2`} />
        <div className={`${BAR} h-2.5 w-full rounded-full`} />
      </div>
      <div className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
        {[0, 1, 2, 3, 4].map((n) => (
          <div key={n} className="space-y-1.5">
            <div className={`${BAR} h-3 w-1/4`} />
            <div className={`${BAR} h-4 w-2/3`} />
          </div>
        ))}
      </div>
    </div>
  );
}
