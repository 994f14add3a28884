import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { LoadMore, type PagedQuery } from '../../components/ui/load-more';
import { Spinner } from '../../components/ui/loader';
import { countText } from '../../lib/counts';
import { ADMIN_NS } from './admin-i18n';
import { FilterChips, type FilterChipsProps } from './filter-chips';
import { errorMessage } from './format';

/** What a list reads of its query (a useQuery or a useInfiniteQuery result). */
type ListQuery = { isPending: boolean; error: unknown; refetch: () => unknown };
type ListStateProps = { query: ListQuery; empty: boolean; emptyText: string; children: ReactNode };

/** Loading, failed (with the server's message), empty, or the list itself. */
export function ListState({ query, empty, emptyText, children }: ListStateProps) {
  const { t } = useTranslation(ADMIN_NS);
  if (query.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-10 text-primary">
        <Spinner className="size-7" />
        <span className="text-sm font-medium text-slate-600">{t('list.loading')}</span>
      </div>
    );
  }
  if (query.error) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
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

type Paged<T> = { pages: { items: T[]; count: number; capped?: boolean }[] };

/**
 * The rows of every page fetched so far, and the total the server counts as shown: exact, or
 * "1,000+" when it stopped counting (issue 17 item 2).
 */
export function pagedItems<T>(data: Paged<T> | undefined): { items: T[]; total: string } {
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  const first = data?.pages[0];
  return { items, total: first ? countText(first.count, first.capped) : String(items.length) };
}

type FilteredListProps<V, T> = {
  filter: FilterChipsProps<V>;
  query: ListQuery;
  /** The same query when it is an infinite one: "Load more" under the list. */
  paged?: PagedQuery | undefined;
  items: readonly T[];
  /** The server's count as shown ("1,000+" when capped), above the list when given. */
  total?: string | undefined;
  emptyText: string;
  keyOf: (item: T) => string;
  children: (item: T) => ReactNode;
};

/** A filter row over a list of cards, with its loading, error and empty states and paging. */
export function FilteredList<V, T>(props: FilteredListProps<V, T>) {
  const { filter, query, paged, items, total, emptyText, keyOf, children } = props;
  const { t } = useTranslation(ADMIN_NS);
  return (
    <>
      <FilterChips {...filter} />
      <ListState query={query} empty={items.length === 0} emptyText={emptyText}>
        {total !== undefined && (
          <p className="text-sm text-slate-600">{t('list.count', { n: total })}</p>
        )}
        <ul className="space-y-4">
          {items.map((item) => (
            <li key={keyOf(item)}>{children(item)}</li>
          ))}
        </ul>
        {paged && <LoadMore query={paged} label={t('list.loadMore')} />}
      </ListState>
    </>
  );
}
