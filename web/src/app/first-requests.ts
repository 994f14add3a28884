import { PATHS, ROLE } from '@kaamkaj/domain';
import { feedQuery } from '../features/jobs-feed/api/feed';
import { userQuery } from '../lib/api/user';
import { queryClient } from '../lib/query-client';
import { readSession, roleOf } from '../lib/session';
import { wantedCategory } from '../lib/wanted-category';
import { load } from './route-table';

/**
 * issue 16 item 3: a seeker opening /jobs waited on a chain, each request sent when the one
 * before had answered: the entry, then the shell's and the feed's code, then the user, then the
 * feed's first page. As the entry starts, all of them are asked for at once; the screens find
 * the answers in the query cache, or in flight, under the keys they use themselves.
 */
export function startFirstRequests(path: string = window.location.pathname) {
  const session = readSession();
  if (!session.authToken || !session.user || roleOf(session) !== ROLE.SEEKER) return;
  if (path.toLowerCase() !== PATHS.jobs.toLowerCase()) return;
  void import('./shell/app-shell').catch(() => undefined); // the router retries and says so
  void load.jobsFeed().catch(() => undefined);
  void queryClient.prefetchQuery(userQuery(session.user));
  // a category tapped on the landing page filters the first page instead (jobs-screen.tsx)
  if (!wantedCategory()) void queryClient.prefetchInfiniteQuery(feedQuery(session.user, null));
}
