import type { InboxItem } from '@kaamkaj/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { LoadMore } from '../../components/ui/load-more';
import { istDateTime } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { ADMIN_NS } from './admin-i18n';
import { type InboxFilter, useInbox, useMarkHandled } from './api/inbox';
import { Badge, LIST_CARD } from './card';
import { FilterChips } from './filter-chips';
import { errorMessage } from './format';
import { ListState } from './list-state';

/** Issue 13 part 6: messages from the contact form (and the chatbot), with a handled mark. */
export function InboxPanel() {
  const { t } = useTranslation(ADMIN_NS);
  const [filter, setFilter] = useState<InboxFilter>('open');
  const query = useInbox(filter);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <FilterChips
        legend={t('inbox.filter')}
        options={[
          { value: 'open', label: t('inbox.open') },
          { value: 'handled', label: t('inbox.handled') },
        ]}
        value={filter}
        onChange={setFilter}
      />
      <ListState query={query} empty={items.length === 0} emptyText={t(`inbox.empty.${filter}`)}>
        <ul className={LIST_CARD}>
          {items.map((item) => (
            <InboxRow key={item._id} item={item} />
          ))}
        </ul>
      </ListState>
      <LoadMore query={query} label={t('list.loadMore')} />
    </>
  );
}

function InboxRow({ item }: { item: InboxItem }) {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  const mark = useMarkHandled();
  const handled = item.handled_at !== null;
  const toggle = async () => {
    try {
      await mark.mutateAsync({ id: item._id, handled: !handled });
      void notify.success(t(handled ? 'inbox.reopened' : 'inbox.markedHandled'));
    } catch (error) {
      void notify.error(errorMessage(error));
    }
  };
  const contact = item.contact_details;
  const href = contact.includes('@') ? `mailto:${contact}` : `tel:+91${contact}`;
  return (
    <li className="space-y-2 px-4 py-3">
      <div className="flex items-start justify-between gap-2">
        <p className="font-semibold">{item.name}</p>
        <Badge tone="blue">{t(`inbox.kind.${item.kind}`)}</Badge>
      </div>
      <a
        href={href}
        className="inline-flex min-h-12 items-center font-medium text-primary underline"
      >
        {contact}
      </a>
      {item.rating !== null && (
        <p className="font-semibold text-slate-900">{t('inbox.rating', { value: item.rating })}</p>
      )}
      {item.message && (
        <p className="text-sm break-words whitespace-pre-line text-slate-800">{item.message}</p>
      )}
      {(item.user_type === 'seeker' || item.user_type === 'employer') && (
        <p className="text-sm text-slate-600">
          {t(`inbox.userType.${item.user_type}`)}
          {item.lead_source === 'chatbot' && ` · ${t('inbox.viaChatbot')}`}
        </p>
      )}
      <p className="text-xs text-slate-500">{istDateTime(item.created_at, lang)}</p>
      <Button
        variant={handled ? 'secondary' : 'primary'}
        block
        busy={mark.isPending}
        onClick={() => void toggle()}
      >
        {t(handled ? 'inbox.reopen' : 'inbox.markHandled')}
      </Button>
    </li>
  );
}
