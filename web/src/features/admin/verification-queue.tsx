import { label, VERIFICATION_STATUS, type VerificationStatus } from '@kaamkaj/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/i18n';
import { ADMIN_NS } from './admin-i18n';
import { useCompanies } from './api/list-companies';
import { CompanyCard } from './company-card';
import { FilterChips } from './filter-chips';
import { ListState, LoadMore } from './list-state';

// The queue opens on what needs a decision; the other states are for look-ups.
const ORDER: VerificationStatus[] = ['In Progress', 'Declined', 'Approved', 'Not Initiated'];

/** Companies waiting for a verification decision (GET /admin/companies). */
export function VerificationQueue() {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  const [status, setStatus] = useState<VerificationStatus>('In Progress');
  const query = useCompanies(status);
  const companies = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.count ?? companies.length;
  const options = ORDER.map((code) => ({
    value: code,
    label: label(VERIFICATION_STATUS, code, lang),
  }));
  return (
    <>
      <FilterChips
        legend={t('queue.filter')}
        options={options}
        value={status}
        onChange={setStatus}
      />
      <ListState
        pending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={companies.length === 0}
        emptyText={t('queue.empty')}
      >
        <p className="text-sm text-slate-600">{t('list.count', { n: total })}</p>
        <ul className="space-y-4">
          {companies.map((company) => (
            <li key={company._id}>
              <CompanyCard company={company} />
            </li>
          ))}
        </ul>
        <LoadMore
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        />
      </ListState>
    </>
  );
}
