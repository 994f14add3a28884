import { guardRoute, normalisePath, PRERENDERED_PAGES, ROLE, ROUTES } from '@kaamkaj/domain';
import { type ComponentProps, isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { LazyScreen } from '../components/lazy-screen';
import { clearSession, setSession } from '../lib/session';
import { ByRole, screenFor } from './by-role';
import { SIGNED_IN_MODULES } from './page-modules';
import { SCREENS } from './route-table';
import { preloadPage } from './router';

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

  // issue 16 item 2: a prerendered page hydrates once its layout and screen are loaded
  it('loads the layout and the screen of every prerendered page before it hydrates', async () => {
    for (const { path } of PRERENDERED_PAGES) expect(await preloadPage(path), path).toBe(true);
    expect(await preloadPage('/JOBSEEKERLOGIN/')).toBe(true);
  });

  it('has nothing to preload for a screen chosen by role when signed out, or an unknown path', async () => {
    expect(await preloadPage('/jobs')).toBe(false);
    expect(await preloadPage('/nope')).toBe(false);
  });

  // issue 16 item 3: the server renders a seeker's /jobs, and the browser hydrates it
  it("preloads the signed-in role's screen of a path chosen by role", async () => {
    setSession({ authToken: 't', user: 'u1', user_role: ROLE.SEEKER, profile_status: 2 });
    try {
      expect(await preloadPage('/jobs')).toBe(true);
    } finally {
      clearSession();
    }
  });

  // issue 16 item 4: the server names these modules' chunks in the shell of a signed-in deep link
  it('lists, for every role, the module the route table shows it at each app path', async () => {
    const ROLES = [ROLE.SEEKER, ROLE.SAARTHI, ROLE.EMPLOYER];
    let checked = 0;
    for (const route of ROUTES.filter((r) => r.access === 'private')) {
      const screen = SCREENS.find((s) => normalisePath(s.path) === normalisePath(route.path));
      for (const role of route.roles ?? ROLES) {
        const element =
          isValidElement(screen?.element) && screen.element.type === ByRole
            ? screenFor(screen.element.props as ComponentProps<typeof ByRole>, role)
            : screen?.element;
        const shown = isValidElement(element) ? (element.type as LazyScreen<object>) : null;
        const modules = SIGNED_IN_MODULES[role][route.path];
        expect(modules?.[0], `${role} ${route.path}`).toBe('src/app/shell/app-shell.tsx');
        const listed = await import(/* @vite-ignore */ `../../${modules?.[1]}`);
        expect(await shown?.load(), `${role} ${route.path}`).toBe(listed);
        checked++;
      }
    }
    expect(checked).toBe(Object.values(SIGNED_IN_MODULES).flatMap(Object.keys).length);
  });
});
