import { PATHS, ROLE } from '@kaamkaj/domain';
import { feedKey, feedQuery, keptFeedPage } from '../features/jobs-feed/api/feed';
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
  if (wantedCategory()) return;
  void queryClient.prefetchInfiniteQuery(feedQuery(session.user, null));
  void showKeptFeed(session.user);
}

/**
 * issue 16 item 3: "a repeat visit shows the last feed from the cache at once and refreshes it".
 * A repeat visit starts from the worker's shell, and the feed's request waits on the network (two
 * seconds of latency on slow 3G): meanwhile the page the worker kept is shown, stale, and the
 * network's answer replaces it as it comes. Never over an answer already in (a fast network, or
 * the page the server rendered).
 */
async function showKeptFeed(userId: string) {
  const kept = await keptFeedPage(userId);
  const key = feedKey(userId, null);
  if (!kept || queryClient.getQueryState(key)?.dataUpdatedAt) return;
  // updatedAt 0: stale, so the screen's query asks the network as well (or waits on the ask above)
  queryClient.setQueryData(key, { pages: [kept], pageParams: [0] }, { updatedAt: 0 });
}
