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
    mutations: { retry: false },
  },
});
