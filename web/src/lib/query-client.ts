import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

// Slow networks: only a dropped connection is worth retrying; a 4xx answer will not change.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => count < 2 && isApiError(error) && error.status === 0,
    },
    // issue 16 item 6: offline a save must not wait, paused, for the network: it runs, and the
    // HTTP client answers at once that it needs the internet (or the outbox keeps an answer)
    mutations: { retry: false, networkMode: 'always' },
  },
});

/** The meta of a query nobody waits on (the version check, the badge's count): no loader for it. */
export const BACKGROUND = { background: true } as const;

/** A query a reader waits on: the request loader shows while it fetches (components/ui/loader). */
export const waitedOn = (query: { meta?: Record<string, unknown> }) =>
  query.meta?.background !== true;
