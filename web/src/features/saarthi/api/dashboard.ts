import {
  PAGE_SIZE,
  type SaarthiHelpResult,
  type SaarthiLead,
  type SaarthiTab,
} from '@kaamkaj/domain';
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type Envelope, request } from '../../../lib/http';

export type SaarthiCounts = Record<SaarthiTab, number>;
export type SaarthiMe = {
  _id: string;
  name: string | null;
  saarthi_code: string;
  home_district: string;
  counts: SaarthiCounts;
};

// GET /saarthi/me: the agent's details, code and totals (issue 13).
export const saarthiMeQuery = queryOptions({
  queryKey: ['saarthi', 'me'],
  queryFn: ({ signal }) =>
    request<Envelope<SaarthiMe>>('/saarthi/me', { toast: false, signal }).then((b) => b.data),
});

export function useSaarthiMe() {
  return useQuery(saarthiMeQuery);
}

type Page = Envelope<SaarthiLead[]> & { counts: SaarthiCounts };

// GET /saarthi/dashboard?tab=&page=: one tab, 30 a page, with every tab's count.
export function useSaarthiTab(tab: SaarthiTab) {
  return useInfiniteQuery({
    queryKey: ['saarthi', 'dashboard', tab],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      request<Page>('/saarthi/dashboard', {
        query: { tab, page: pageParam },
        toast: false,
        signal,
      }),
    getNextPageParam: (last, pages) =>
      (last.data?.length ?? 0) === PAGE_SIZE ? pages.length : undefined,
  });
}

/**
 * POST /saarthi/leads/{id}/help (issue 13): a Location Lead is sent this agent's number, since
 * theirs stays hidden; once per lead. The dialog shows a failure itself, so no toast.
 */
export function useSendHelp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (seekerId: string) =>
      request<Envelope<SaarthiHelpResult>>(`/saarthi/leads/${encodeURIComponent(seekerId)}/help`, {
        method: 'POST',
        toast: false,
      }).then((body) => body.data),
    onSuccess: () => client.invalidateQueries({ queryKey: ['saarthi', 'dashboard', 'location'] }),
  });
}
