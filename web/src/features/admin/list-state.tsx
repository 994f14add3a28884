import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/loader';
import { ADMIN_NS } from './admin-i18n';
import { errorMessage } from './format';

type ListStateProps = {
  pending: boolean;
  error: unknown;
  onRetry: () => void;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
};

/** Loading, failed (with the server's message), empty, or the list itself. */
export function ListState({ pending, error, onRetry, empty, emptyText, children }: ListStateProps) {
  const { t } = useTranslation(ADMIN_NS);
  if (pending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-10 text-primary">
        <Spinner className="size-7" />
        <span className="text-sm font-medium text-slate-600">{t('list.loading')}</span>
      </div>
    );
  }
  if (error) return <LoadError error={error} onRetry={onRetry} />;
  if (empty) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-600">
        {emptyText}
      </p>
    );
  }
  return <>{children}</>;
}

/** A failed load: the server's message and a way to try again (slow networks drop requests). */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <div className="space-y-3">
      <ErrorAlert>{errorMessage(error)}</ErrorAlert>
      <Button variant="secondary" block onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </div>
  );
}

type LoadMoreProps = { hasMore: boolean; loading: boolean; onClick: () => void };

/** Pages are 30 long: a full page may have more behind it. */
export function LoadMore({ hasMore, loading, onClick }: LoadMoreProps) {
  const { t } = useTranslation(ADMIN_NS);
  if (!hasMore) return null;
  return (
    <Button variant="secondary" block busy={loading} onClick={onClick}>
      {t('list.loadMore')}
    </Button>
  );
}
