import { useTranslation } from 'react-i18next';
import { istDateTime } from '../../app/dates';
import { useLanguage } from '../../app/i18n';
import { ADMIN_NS } from './admin-i18n';
import { useAudit } from './api/list-audit';
import type { AuditEntry } from './api/types';
import { LIST_CARD } from './card';
import { ListState, LoadMore, pagedItems } from './list-state';

/** The audit detail is free-form: text as it is, an object as "key: value" pairs. */
function detailText(detail: unknown): string {
  if (detail === null || detail === undefined) return '';
  if (typeof detail !== 'object') return String(detail);
  if (Array.isArray(detail)) return detail.map(detailText).join(', ');
  return Object.entries(detail)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(
      ([key, value]) =>
        `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
    )
    .join(' · ');
}

/** What admins did, newest first (DESIGN.md §5 audit_log). */
export function AuditPanel() {
  const { t } = useTranslation(ADMIN_NS);
  const query = useAudit();
  const entries = pagedItems(query.data).items;
  return (
    <ListState query={query} empty={entries.length === 0} emptyText={t('audit.empty')}>
      <ol className={LIST_CARD}>
        {entries.map((entry) => (
          <AuditRow key={entry.id} entry={entry} />
        ))}
      </ol>
      <LoadMore query={query} />
    </ListState>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  const detail = detailText(entry.detail);
  return (
    <li className="space-y-1 px-4 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-mono text-sm font-semibold text-slate-900">{entry.action}</span>
        <time dateTime={entry.created_at} className="text-xs text-slate-500">
          {istDateTime(entry.created_at, lang)}
        </time>
      </div>
      <p className="text-sm text-slate-700">
        {t('audit.by', { name: entry.actor_name ?? entry.actor_id })}
      </p>
      {entry.subject_id && (
        <p className="text-xs break-all text-slate-500">
          {t('audit.subject')}: <span className="font-mono">{entry.subject_id}</span>
        </p>
      )}
      {detail && <p className="text-xs break-words text-slate-600">{detail}</p>}
    </li>
  );
}
