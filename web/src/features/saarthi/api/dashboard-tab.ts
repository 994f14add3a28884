import { PAGE_SIZE, type SaarthiLead, type SaarthiTab } from '@kaamkaj/domain';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { type Envelope, request } from '../../../lib/http';

export type SaarthiCounts = Record<SaarthiTab, number>;
export type SaarthiPage = Envelope<SaarthiLead[]> & { counts: SaarthiCounts };

/** The tab the dashboard opens on: New User Enrolled, with its "Create New User" (spec 001 §6). */
export const FIRST_SAARTHI_TAB: SaarthiTab = 'enrolled';

// GET /saarthi/dashboard?tab=&page=: one tab, 30 a page, with every tab's count. On its own, so
// that the entry's first requests (app/first-requests.ts) take this and not the screen's code.
export const saarthiTabQuery = (tab: SaarthiTab) =>
  infiniteQueryOptions({
    queryKey: ['saarthi', 'dashboard', tab],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      request<SaarthiPage>('/saarthi/dashboard', {
        query: { tab, page: pageParam },
        toast: false,
        signal,
      }),
    getNextPageParam: (last, pages) =>
      (last.data?.length ?? 0) === PAGE_SIZE ? pages.length : undefined,
  });
