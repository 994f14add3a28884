import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './alert';
import { Button } from './button';

/** What LoadMore reads of an infinite query (TanStack Query's useInfiniteQuery answer). */
export type PagedQuery = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last request for the next page failed (the pages already shown stay). */
  isFetchNextPageError: boolean;
  /** Offline: the request waits for the network and is sent when it returns. */
  isPaused: boolean;
  fetchNextPage: () => unknown;
};

const failed = (query: PagedQuery) =>
  query.isFetchNextPageError && !query.isFetchingNextPage && !query.isPaused;

/**
 * What became of the last request for a next page, when the reader should know: it failed
 * (the pages shown stay; asking again may work), or it waits offline for the network (the query
 * sends it then by itself), instead of a tap that seems to do nothing. For a list paged without
 * LoadMore's button (the feed's swipe view asks as the reader reaches its last job).
 */
export function NextPageState({ query }: { query: PagedQuery }) {
  const { t } = useTranslation();
  if (query.isPaused) {
    return (
      <p role="status" className="text-center text-sm text-slate-600">
        {t('errors.moreWhenOnline')}
      </p>
    );
  }
  return failed(query) ? <ErrorAlert>{t('errors.moreNotLoaded')}</ErrorAlert> : null;
}

/**
 * The button under a paged list (pages are 30 long: a full page may have more behind it),
 * labelled by the list (`label`, in the screen's words), with NextPageState above it; after a
 * failure it offers to try again.
 */
export function LoadMore({ query, label }: { query: PagedQuery; label: string }) {
  const { t } = useTranslation();
  if (!query.hasNextPage) return null;
  return (
    <div className="space-y-2">
      <NextPageState query={query} />
      <Button
        variant="secondary"
        block
        busy={query.isFetchingNextPage || query.isPaused}
        onClick={() => void query.fetchNextPage()}
      >
        {failed(query) ? t('errors.tryAgain') : label}
      </Button>
    </div>
  );
}
