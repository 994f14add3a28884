import { type CommunityVideo, PAGE_SIZE } from '@kaamkaj/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type Envelope, request } from '../../../lib/http';

// spec 000 §7 "GET community/video-list" (30 a page) and "GET community/video/{id}"; public.
export function useVideos() {
  return useInfiniteQuery({
    queryKey: ['community', 'videos'],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      request<Envelope<CommunityVideo[]>>('/community/video-list', {
        query: { page: pageParam },
        auth: false,
        toast: false,
        signal,
      }),
    getNextPageParam: (last, pages) =>
      (last.data?.length ?? 0) === PAGE_SIZE ? pages.length : undefined,
  });
}

export function useVideo(id: string) {
  return useQuery({
    queryKey: ['community', 'video', id],
    queryFn: ({ signal }) =>
      request<Envelope<CommunityVideo>>(`/community/video/${encodeURIComponent(id)}`, {
        auth: false,
        toast: false,
        signal,
      }).then((b) => b.data),
    enabled: Boolean(id),
    retry: false,
  });
}
