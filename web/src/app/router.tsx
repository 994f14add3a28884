import { normalisePath } from '@kaamkaj/domain';
import { type ComponentProps, isValidElement, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { type LazyScreen, lazyScreen } from '../components/lazy-screen';
import { registerPreloads } from '../lib/page-preload';
import { readSession, roleOf } from '../lib/session';
import { ByRole, screenFor } from './by-role';
import { RouteGuard } from './route-guard';
import { type Layout, SCREENS } from './route-table';

const PublicLayout = lazyScreen(() => import('../features/site/public-layout'), 'PublicLayout');
const AuthLayout = lazyScreen(() => import('../features/auth/auth-layout'), 'AuthLayout');
const AppShell = lazyScreen(() => import('./shell/app-shell'), 'AppShell');

const LAYOUTS: Partial<Record<Layout, LazyScreen<object>>> = {
  public: PublicLayout,
  auth: AuthLayout,
  app: AppShell,
};

function routesOf(layout: Layout) {
  return SCREENS.filter((screen) => screen.layout === layout).map(({ path, element }) => (
    <Route key={path} path={path} element={element} />
  ));
}

/**
 * Loads the layout and the screen of a path, so that they render without suspending (a
 * prerendered page hydrates with its text in place, issue 16 item 2). A path with a screen per
 * role loads the signed-in role's (issue 16 item 3). False for a path that has no screen.
 */
export async function preloadPage(pathname: string): Promise<boolean> {
  const wanted = normalisePath(pathname);
  const screen = SCREENS.find((s) => normalisePath(s.path) === wanted);
  const element = shownElement(screen?.element);
  const type = isValidElement(element) ? element.type : null;
  const preload = typeof type === 'function' && 'preload' in type ? type.preload : null;
  if (!screen || typeof preload !== 'function') return false;
  await Promise.all([preload(), LAYOUTS[screen.layout]?.preload()]);
  return true;
}

registerPreloads({ page: preloadPage, appShell: () => AppShell.preload() });

/** A path's element as the signed-in role sees it: the screen a ByRole picks for that role
 * (none when signed out: the guard sends a guest elsewhere). */
function shownElement(element: ReactNode): ReactNode {
  if (!isValidElement(element) || element.type !== ByRole) return element;
  const role = roleOf(readSession());
  return role === null ? null : screenFor(element.props as ComponentProps<typeof ByRole>, role);
}

// Declarative routes: the data router would add ~16 KB gzip to every first load for features
// (loaders, actions) this app does not use. Paths match case-insensitively, the router's default.
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RouteGuard />}>
        <Route element={<PublicLayout />}>{routesOf('public')}</Route>
        <Route element={<AuthLayout />}>{routesOf('auth')}</Route>
        <Route element={<AppShell />}>{routesOf('app')}</Route>
        {routesOf('bare')}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
