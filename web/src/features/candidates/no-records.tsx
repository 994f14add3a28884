import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { SearchIcon } from '../../components/ui/icons';
import { CANDIDATES_NS } from './candidates-i18n';

/** spec 001 §8 "Search": 'Sorry! No records found' with 'Try Again with another filters'. */
export function NoRecords({ onChange }: { onChange: () => void }) {
  const { t } = useTranslation(CANDIDATES_NS);
  return (
    <section className="space-y-3 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <SearchIcon className="size-7" />
      </div>
      <h2 className="text-lg font-bold text-slate-900">{t('noRecords')}</h2>
      <p className="text-slate-600">{t('tryAgain')}</p>
      <Button block onClick={onChange}>
        {t('changeFilters')}
      </Button>
    </section>
  );
}
