import { Navigate, Route, Routes } from 'react-router';
import { lazyScreen } from '../lib/lazy-screen';
import { RouteGuard } from './route-guard';
import { type Layout, SCREENS } from './route-table';

const PublicLayout = lazyScreen(() => import('../features/site/public-layout'), 'PublicLayout');
const AuthLayout = lazyScreen(() => import('../features/auth/auth-layout'), 'AuthLayout');
const AppShell = lazyScreen(() => import('./shell/app-shell'), 'AppShell');

function routesOf(layout: Layout) {
  return SCREENS.filter((screen) => screen.layout === layout).map(({ path, element }) => (
    <Route key={path} path={path} element={element} />
  ));
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
