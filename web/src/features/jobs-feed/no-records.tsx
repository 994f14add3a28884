import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { SearchIcon } from '../../components/ui/icons';
import { JOBS_FEED_NS } from './jobs-feed-i18n';

type NoRecordsProps = { onClear: () => void; onChange: () => void };

/** spec 000 §8: a filter with no result: "Sorry! No records found / Try Again with another filters". */
export function NoRecords({ onClear, onChange }: NoRecordsProps) {
  const { t } = useTranslation(JOBS_FEED_NS);
  return (
    <section className="space-y-3 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <SearchIcon className="size-7" />
      </div>
      <h2 className="text-lg font-bold text-slate-900">{t('filter.noRecords')}</h2>
      <p className="text-slate-600">{t('filter.tryAgain')}</p>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={onClear}>
          {t('filter.clear')}
        </Button>
        <Button onClick={onChange}>{t('filter.open')}</Button>
      </div>
    </section>
  );
}
