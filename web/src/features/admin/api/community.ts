import type { CommunityVideo, CommunityVideoBody } from '@kaamkaj/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Envelope, request } from '../../../lib/http';
import { ADMIN_KEY } from './paged';

// GET /admin/community: every video, hidden ones too; POST adds, PUT /:id changes (issue 13).
export function useAdminVideos() {
  return useInfiniteQuery({
    queryKey: [ADMIN_KEY, 'community'],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      request<Envelope<CommunityVideo[]>>('/admin/community', {
        query: { page: pageParam },
        toast: false,
        signal,
      }),
    getNextPageParam: (last, pages) => ((last.data?.length ?? 0) === 30 ? pages.length : undefined),
  });
}

export function useSaveVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CommunityVideoBody }) =>
      request<Envelope<CommunityVideo>>(id ? `/admin/community/${id}` : '/admin/community', {
        method: id ? 'PUT' : 'POST',
        body,
        toast: false,
      }).then((res) => res.data),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [ADMIN_KEY, 'community'] });
      void queryClient.invalidateQueries({ queryKey: ['community'] });
    },
  });
}
