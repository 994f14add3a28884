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
