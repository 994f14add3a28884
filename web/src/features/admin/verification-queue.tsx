import { label, VERIFICATION_STATUS, type VerificationStatus } from '@kaamkaj/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';
import { ADMIN_NS } from './admin-i18n';
import { useCompanies } from './api/list-companies';
import { CompanyCard } from './company-card';
import { FilteredList, pagedItems } from './list-state';

// The queue opens on what needs a decision; the other states are for look-ups.
const ORDER: VerificationStatus[] = ['In Progress', 'Declined', 'Approved', 'Not Initiated'];

/** Companies waiting for a verification decision (GET /admin/companies). */
export function VerificationQueue() {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  const [status, setStatus] = useState<VerificationStatus>('In Progress');
  const query = useCompanies(status);
  const { items, total } = pagedItems(query.data);
  const options = ORDER.map((code) => ({
    value: code,
    label: label(VERIFICATION_STATUS, code, lang),
  }));
  return (
    <FilteredList
      filter={{ legend: t('queue.filter'), options, value: status, onChange: setStatus }}
      query={query}
      paged={query}
      items={items}
      total={total}
      emptyText={t('queue.empty')}
      keyOf={(company) => company._id}
    >
      {(company) => <CompanyCard company={company} />}
    </FilteredList>
  );
}
