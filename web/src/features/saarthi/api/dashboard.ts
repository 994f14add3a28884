import type { SaarthiHelpResult, SaarthiLead, SaarthiTab } from '@kaamkaj/domain';
import {
  type InfiniteData,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type Envelope, request } from '../../../lib/http';
import { type SaarthiCounts, type SaarthiPage, saarthiTabQuery } from './dashboard-tab';

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

export function useSaarthiTab(tab: SaarthiTab) {
  return useInfiniteQuery(saarthiTabQuery(tab));
}

/**
 * A seeker the agent has just registered shows in New User Enrolled at once, counted in every
 * tab's totals. The dashboard the agent is sent back to kept the list from before: on a slow
 * network it said "You have not added anyone yet" for seconds under the "registered" toast,
 * until its refetch (the caller invalidates) came back with the server's own list.
 */
export function addEnrolled(client: QueryClient, lead: SaarthiLead) {
  const cached = client.getQueriesData<InfiniteData<SaarthiPage>>({
    queryKey: ['saarthi', 'dashboard'],
  });
  for (const [key, data] of cached) {
    if (!data) continue;
    const tab = key[2] as SaarthiTab;
    client.setQueryData<InfiniteData<SaarthiPage>>(key, {
      ...data,
      pages: data.pages.map((page, i) => ({
        ...page,
        counts: { ...page.counts, enrolled: page.counts.enrolled + 1 },
        data: tab === 'enrolled' && i === 0 ? [lead, ...(page.data ?? [])] : page.data,
      })),
    });
  }
  client.setQueryData<SaarthiMe>(
    saarthiMeQuery.queryKey,
    (me) => me && { ...me, counts: { ...me.counts, enrolled: me.counts.enrolled + 1 } },
  );
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
