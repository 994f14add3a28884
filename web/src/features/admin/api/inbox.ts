import type { InboxItem } from '@kaamkaj/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { ADMIN_KEY, fetchPage, nextPageOf } from './paged';

export type InboxFilter = 'open' | 'handled';

// GET /admin/inbox?handled=: what people wrote in, newest first (issue 13 part 6).
export function useInbox(filter: InboxFilter) {
  return useInfiniteQuery({
    queryKey: [ADMIN_KEY, 'inbox', filter],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      fetchPage<InboxItem>(
        '/admin/inbox',
        { handled: filter === 'handled' ? 'true' : 'false', page: pageParam },
        signal,
      ),
    getNextPageParam: nextPageOf,
  });
}

export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      request(`/admin/inbox/${encodeURIComponent(id)}/handled`, {
        method: 'PUT',
        body: { handled },
        toast: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_KEY, 'inbox'] }),
  });
}
