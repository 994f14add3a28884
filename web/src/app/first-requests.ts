import { type GuardSession, guardRoute, PATHS, ROLE } from '@kaamkaj/domain';
import { loadDistrictData } from '../components/district-picker/use-district-data';
import { recruiterJobsQuery } from '../features/employer-jobs/api/recruiter-jobs';
import { feedKey, feedQuery, keptFeedPage } from '../features/jobs-feed/api/feed';
import { FIRST_SAARTHI_TAB, saarthiTabQuery } from '../features/saarthi/api/dashboard-tab';
import { appliedQuery } from '../features/seeker-dashboard/api/applied';
import { tabFrom } from '../features/seeker-dashboard/dashboard-tab';
import { employerQuery } from '../lib/api/employer';
import { categoriesAhead } from '../lib/api/job-categories';
import { userQuery } from '../lib/api/user';
import { queryClient } from '../lib/query-client';
import { guardSessionOf, readSession, roleOf } from '../lib/session';
import { wantedCategory } from '../lib/wanted-category';
import { load } from './route-table';
import { preloadPage } from './router';

/**
 * issue 16 item 3: a seeker opening /jobs waited on a chain, each request sent when the one
 * before had answered: the entry, then the shell's and the feed's code, then the user, then the
 * feed's first page. As the entry starts, all of them are asked for at once; the screens find
 * the answers in the query cache, or in flight, under the keys they use themselves. The same
 * for each role's /dashboard, and for an address the guard sends them on from: the installed
 * app opens at `/` (the manifest's start_url), which takes a signed-in user to /dashboard.
 */
export function startFirstRequests(
  address: string = window.location.pathname + window.location.search + window.location.hash,
) {
  const session = readSession();
  if (!session.authToken || !session.user) return;
  const { pathname, search } = shownAddress(address, guardSessionOf(session));
  const at = (page: string) => pathname.toLowerCase() === page.toLowerCase();
  const role = roleOf(session);
  if (role === ROLE.SEEKER && at(PATHS.jobs)) startFeed(session.user);
  else if (role === ROLE.SEEKER && at(PATHS.dashboard)) startSeekerDashboard(session.user, search);
  else if (role === ROLE.EMPLOYER && at(PATHS.dashboard)) startEmployerDashboard(session.user);
  else if (role === ROLE.SAARTHI && at(PATHS.dashboard)) startSaarthiDashboard(session.user);
}

/**
 * The address whose screen shows at `address`: itself, or where the route guard sends the user
 * (following it as the app's router does, a few steps at most).
 */
function shownAddress(address: string, session: GuardSession): URL {
  let url = new URL(address, 'http://app');
  for (let step = 0; step < 3; step++) {
    const decision = guardRoute(url.pathname, url.search, session, url.hash);
    if (!decision) break;
    url = new URL(decision.redirect, url);
  }
  return url;
}

function startFeed(userId: string) {
  void import('./shell/app-shell').catch(() => undefined); // the router retries and says so
  void load.jobsFeed().catch(() => undefined);
  void queryClient.prefetchQuery(userQuery(userId));
  // a category tapped on the landing page filters the first page instead (jobs-screen.tsx)
  if (wantedCategory()) return;
  void queryClient.prefetchInfiniteQuery(feedQuery(userId, null));
  void showKeptFeed(userId);
}

/**
 * A seeker's /dashboard (where the installed app opens): the code, the user (the avatar) and
 * the first page of the tab asked for in the address, else of Applied, whose counts pick the tab
 * to show (seeker-dashboard-screen.tsx).
 */
function startSeekerDashboard(userId: string, search: string) {
  void import('./shell/app-shell').catch(() => undefined);
  void load.seekerDashboard().catch(() => undefined);
  void queryClient.prefetchQuery(userQuery(userId));
  const tab = tabFrom(null, new URLSearchParams(search)) ?? 0;
  void queryClient.prefetchInfiniteQuery(appliedQuery(userId, tab));
}

/**
 * An employer's /dashboard had the same chain on slow 3G: its list of jobs was asked for at
 * 16.7 s, once the screen's code had come, and its district and category names after that
 * (heading at 18.4 s). Now the code, the employer, the jobs' first page, the categories and the
 * district table are asked for with the entry.
 */
function startEmployerDashboard(userId: string) {
  void import('./shell/app-shell').catch(() => undefined);
  void load.employerDashboard().catch(() => undefined);
  void queryClient.prefetchQuery(employerQuery(userId));
  void queryClient.prefetchInfiniteQuery(recruiterJobsQuery);
  void queryClient.prefetchQuery(categoriesAhead);
  void loadDistrictData().catch(() => undefined); // the job cards' places (the screen retries)
}

/** A Saarthi's /dashboard, the same way: the code, the user (the avatar) and the first tab. */
function startSaarthiDashboard(userId: string) {
  void import('./shell/app-shell').catch(() => undefined);
  void load.saarthiDashboard().catch(() => undefined);
  void queryClient.prefetchQuery(userQuery(userId));
  void queryClient.prefetchInfiniteQuery(saarthiTabQuery(FIRST_SAARTHI_TAB));
}

/**
 * issue 16 item 3: "a repeat visit shows the last feed from the cache at once and refreshes it".
 * A repeat visit starts from the worker's shell, and the feed's request waits on the network (two
 * seconds of latency on slow 3G): meanwhile the page the worker kept is shown, stale, and the
 * network's answer replaces it as it comes. Never over an answer already in (a fast network, or
 * the page the server rendered).
 */
async function showKeptFeed(userId: string) {
  const key = feedKey(userId, null);
  const shown = () => Boolean(queryClient.getQueryState(key)?.dataUpdatedAt);
  // the page the server rendered brought it: no read of the worker's cache on the way to hydrating
  if (shown()) return;
  const kept = await keptFeedPage(userId);
  if (!kept || shown()) return;
  // updatedAt 0: stale, so the screen's query asks the network as well (or waits on the ask above)
  queryClient.setQueryData(key, { pages: [kept], pageParams: [0] }, { updatedAt: 0 });
}

/**
 * The installed app opens at `/` (the manifest's start_url), which the guard turns into the
 * user's own first screen (a seeker's, an employer's or a Saarthi's /dashboard): that screen's
 * code, fetched ahead once the app is installed or offered, goes into the worker's cache, so the
 * app's first start asks the network for its data alone.
 */
export function preloadInstalledStart(): Promise<boolean> {
  return preloadPage(shownAddress('/', guardSessionOf(readSession())).pathname);
}
