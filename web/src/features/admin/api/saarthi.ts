import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Envelope, request } from '../../../lib/http';
import { ADMIN_KEY } from './paged';

export type AdminSaarthi = {
  _id: string;
  name: string | null;
  contact: string | null;
  email: string | null;
  saarthi_code: string;
  home_district: string;
  active: boolean;
  created_at: string;
};

// GET /admin/saarthi: the agents, newest first, 30 a page (issue 13).
export function useAdminSaarthis() {
  return useInfiniteQuery({
    queryKey: [ADMIN_KEY, 'saarthi'],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      request<Envelope<AdminSaarthi[]>>('/admin/saarthi', {
        query: { page: pageParam },
        toast: false,
        signal,
      }),
    getNextPageParam: (last, pages) => ((last.data?.length ?? 0) === 30 ? pages.length : undefined),
  });
}

// PUT /admin/saarthi/:id/active: deactivate (signed out at once) or reactivate, audited.
export function useSetSaarthiActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      request(`/admin/saarthi/${encodeURIComponent(id)}/active`, {
        method: 'PUT',
        body: { active },
        toast: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_KEY, 'saarthi'] }),
  });
}
