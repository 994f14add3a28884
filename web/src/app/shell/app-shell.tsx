import { normalisePath, PATHS } from '@kaamkaj/domain';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/ui/loader';
import { InTurn } from '../../lib/hydration-turns';
import { TabBar } from './tab-bar';
import { TopBar } from './top-bar';

// spec 000 §2.3: no tab bar on the onboarding pages; spec 001 §2: nor on /companydetail.
const NO_TAB_BAR = [PATHS.basicDetail, PATHS.jobInterested, PATHS.companyDetail].map(normalisePath);

/**
 * The signed-in shell: top bar, the page, the bottom tab bar. On a page the server rendered (a
 * seeker's /jobs) each bar is hydrated in a task of its own, not with the page (issue 16 item 4).
 */
export function AppShell() {
  const { pathname } = useLocation();
  const showTabs = !NO_TAB_BAR.includes(normalisePath(pathname));
  return (
    <div className="flex min-h-dvh flex-col">
      <InTurn>
        <TopBar />
      </InTurn>
      <main className={`mx-auto w-full max-w-2xl flex-1 px-4 py-5 ${showTabs ? 'pb-24' : ''}`}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      {showTabs && (
        <InTurn>
          <TabBar />
        </InTurn>
      )}
    </div>
  );
}
