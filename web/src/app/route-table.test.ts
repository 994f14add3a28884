import { guardRoute, normalisePath, ROUTES } from '@kaamkaj/domain';
import { describe, expect, it } from 'vitest';
import { SCREENS } from './route-table';

describe('route table (spec 000 §2.1, spec 001 §2)', () => {
  const screenPaths = SCREENS.map((screen) => normalisePath(screen.path));

  it('registers a screen for every route of domain ROUTES, and no other', () => {
    const routePaths = ROUTES.map((route) => normalisePath(route.path));
    expect([...screenPaths].sort()).toEqual([...routePaths].sort());
    expect(new Set(screenPaths).size).toBe(screenPaths.length);
  });

  it('shows guest and OTP pages without the signed-in shell', () => {
    for (const route of ROUTES) {
      const screen = SCREENS.find((s) => normalisePath(s.path) === normalisePath(route.path));
      if (route.access === 'guest' || route.access === 'otp')
        expect(screen?.layout).not.toBe('app');
      if (route.access === 'private') expect(screen?.layout, route.path).toBe('app');
    }
  });

  it('lets the guard send unknown paths to /', () => {
    const guest = { token: null, role: null, profileStatus: null };
    expect(guardRoute('/nope', '', guest)).toEqual({ redirect: '/' });
  });
});
