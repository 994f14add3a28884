import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { istDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { ADMIN_NS } from './admin-i18n';
import { useEmailRequests } from './api/list-email-requests';
import {
  type AdminEmailRequest,
  EMAIL_REQUEST_STATUSES,
  type EmailRequestStatus,
} from './api/types';
import { Badge, type BadgeTone, CARD, Detail, Details } from './card';
import { type Decision, DecisionButtons, DecisionDialog } from './decision';
import { FilteredList } from './list-state';

const TONE: Record<EmailRequestStatus, BadgeTone> = {
  Open: 'amber',
  Approved: 'green',
  Declined: 'red',
};

/** Employers' requests to change their sign-in e-mail (spec 001 §4 "E-mail change"). */
export function EmailRequests() {
  const { t } = useTranslation(ADMIN_NS);
  const [status, setStatus] = useState<EmailRequestStatus>('Open');
  const query = useEmailRequests(status);
  const options = EMAIL_REQUEST_STATUSES.map((code) => ({
    value: code,
    label: t(`email.status.${code}`),
  }));
  return (
    <FilteredList
      filter={{ legend: t('email.filter'), options, value: status, onChange: setStatus }}
      query={query}
      items={query.data?.items ?? []}
      emptyText={t('email.empty')}
      keyOf={(item) => item.id}
    >
      {(item) => <EmailRequestCard item={item} />}
    </FilteredList>
  );
}

function EmailRequestCard({ item }: { item: AdminEmailRequest }) {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  const [decision, setDecision] = useState<Decision | null>(null);
  const name = item.name ?? item.email ?? '';
  return (
    <article className={CARD} aria-labelledby={`email-${item.id}`}>
      <div className="flex items-start justify-between gap-3">
        <h3 id={`email-${item.id}`} className="min-w-0 text-lg font-bold break-words">
          {name}
        </h3>
        <Badge tone={TONE[item.status] ?? 'slate'}>{t(`email.status.${item.status}`)}</Badge>
      </div>
      <Details>
        <Detail label={t('email.current')} wide>
          {item.email}
        </Detail>
        <Detail label={t('email.next')} wide>
          <span className="font-semibold">{item.new_email}</span>
        </Detail>
        <Detail label={t('email.requested')}>{istDate(item.created_at, lang)}</Detail>
      </Details>
      {item.status === 'Open' && <DecisionButtons onDecide={setDecision} />}
      <DecisionDialog
        target="email"
        id={item.id}
        decision={decision}
        title={t(decision === 'decline' ? 'email.declineTitle' : 'email.approveTitle')}
        approveText={t('email.approveText', { name, email: item.new_email })}
        onClose={() => setDecision(null)}
      />
    </article>
  );
}
