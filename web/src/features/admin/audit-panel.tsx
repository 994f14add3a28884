import type { AuditSubject } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadMore } from '../../components/ui/load-more';
import { istDateTime } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { ADMIN_NS } from './admin-i18n';
import { useAudit } from './api/list-audit';
import type { AuditEntry } from './api/types';
import { LIST_CARD } from './card';
import { ListState, pagedItems } from './list-state';

/**
 * The audit detail is free-form: text as it is, an object as "key: value" pairs. Ids are left
 * out: the subject line names them (issue 14 item 12).
 */
function detailText(detail: unknown): string {
  if (detail === null || detail === undefined) return '';
  if (typeof detail !== 'object') return String(detail);
  if (Array.isArray(detail)) return detail.map(detailText).join(', ');
  return Object.entries(detail)
    .filter(([key, value]) => !/(^|_)id$/.test(key) && value !== null && value !== undefined)
    .filter(([, value]) => value !== '')
    .map(
      ([key, value]) =>
        `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
    )
    .join(' · ');
}

/**
 * Where the console shows the subject (issue 14 item 12): a job in the jobs tab, searched by its
 * id; a company, a Saarthi, an e-mail change, a video or a message in its tab.
 */
export function placeOf(action: string, subject: AuditSubject): string | null {
  if (subject.job_id) return `?${new URLSearchParams({ tab: 'jobs', q: subject.job_id })}`;
  const tab =
    subject.kind === 'company'
      ? 'queue'
      : subject.kind === 'video'
        ? 'community'
        : subject.kind === 'message'
          ? 'inbox'
          : action.startsWith('saarthi.')
            ? 'saarthi'
            : action.startsWith('email_change.')
              ? 'email'
              : null;
  return tab ? `?tab=${tab}` : null;
}

/** What admins and users did, newest first (DESIGN.md §5 audit_log), named, not by id. */
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
      <LoadMore query={query} label={t('list.loadMore')} />
    </ListState>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  const detail = detailText(entry.detail);
  const by = entry.actor_name
    ? t('audit.by', { name: entry.actor_name })
    : entry.actor_id
      ? t('audit.unknown')
      : t('audit.system');
  return (
    <li className="space-y-1 px-4 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold text-slate-900">
          {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
        </span>
        <time dateTime={entry.created_at} className="text-xs text-slate-500">
          {istDateTime(entry.created_at, lang)}
        </time>
      </div>
      <p className="text-sm text-slate-700">{by}</p>
      {entry.subject ? (
        <Subject action={entry.action} subject={entry.subject} />
      ) : (
        entry.subject_id && (
          <p className="text-xs break-all text-slate-500">
            {t('audit.subject')}: <span className="font-mono">{entry.subject_id}</span>
          </p>
        )
      )}
      {detail && <p className="text-xs break-words text-slate-600">{detail}</p>}
    </li>
  );
}

/** "Job: Store Keeper · Gupta Stores", the name a link to its place in the console. */
function Subject({ action, subject }: { action: string; subject: AuditSubject }) {
  const { t } = useTranslation(ADMIN_NS);
  const place = placeOf(action, subject);
  const name = subject.name ?? t(subject.context ? 'audit.unnamed' : 'audit.gone');
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-slate-700">
      <span className="text-slate-500">{t(`audit.kinds.${subject.kind}`)}:</span>
      {place ? (
        <Link
          to={place}
          className="inline-flex min-h-12 items-center font-semibold text-primary-dark underline"
        >
          {name}
        </Link>
      ) : (
        <span className="font-semibold">{name}</span>
      )}
      {subject.context && <span className="text-slate-600">· {subject.context}</span>}
    </p>
  );
}
