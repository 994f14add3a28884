import { ADMIN_JOB_SEARCH_MAX } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { Spinner } from '../../components/ui/loader';
import { ADMIN_NS } from './admin-i18n';

type JobSearchProps = { value: string; onChange: (text: string) => void; busy: boolean };

/** issue 14 item 12: find a job by its title, its company or its id. */
export function JobSearch({ value, onChange, busy }: JobSearchProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <div className="space-y-2">
      <TextField
        type="search"
        label={t('jobs.search')}
        hint={t('jobs.searchHint')}
        value={value}
        maxLength={ADMIN_JOB_SEARCH_MAX}
        enterKeyHint="search"
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
      <div className="flex items-center justify-between gap-3">
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          {busy && (
            <>
              <Spinner className="size-4" />
              {t('jobs.searching')}
            </>
          )}
        </p>
        {value !== '' && (
          <Button variant="ghost" className="px-3" onClick={() => onChange('')}>
            {t('jobs.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}
