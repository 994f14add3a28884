import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../lib/session';
import { RouteGuard } from './route-guard';

function renderAt(path: string) {
  const page = (name: string) => <p data-testid="page">{name}</p>;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<RouteGuard />}>
          <Route path="/homepage" element={page('homepage')} />
          <Route path="/dashboard" element={page('dashboard')} />
          <Route path="/jobs" element={page('jobs')} />
          <Route path="/user/basicdetail" element={page('basicdetail')} />
          <Route path="/Notification" element={page('notification')} />
          <Route path="/JobSeekerlogin" element={page('seeker login')} />
          <Route path="/recruiter" element={page('employer login')} />
          <Route path="/recruiter/VerifyOTP" element={page('employer otp')} />
          <Route path="/about" element={page('about')} />
          <Route path="/blogs/new-jobs" element={page('blog')} />
          <Route path="/shared/job" element={page('shared job')} />
          <Route path="/job" element={page('job')} />
          <Route path="/" element={page('home')} />
          <Route path="*" element={page('unknown')} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  setSession({});
  window.dataLayer = [];
  window.scrollTo = vi.fn();
});
afterEach(cleanup);

describe('RouteGuard (spec 000 §2.2 with domain guardRoute)', () => {
  it('sends a visitor without token from a signed-in page to /homepage', () => {
    renderAt('/dashboard');
    expect(screen.getByTestId('page').textContent).toBe('homepage');
  });

  it('sends a new seeker to basic details, a complete one off the guest pages', () => {
    setSession({ authToken: 't', user_role: 0, profile_status: 0 });
    renderAt('/jobs');
    expect(screen.getByTestId('page').textContent).toBe('basicdetail');
    cleanup();
    setSession({ profile_status: 2 });
    renderAt('/');
    expect(screen.getByTestId('page').textContent).toBe('dashboard');
  });

  it('matches paths case-insensitively and sends unknown ones to /', () => {
    setSession({ authToken: 't', user_role: 0, profile_status: 2 });
    renderAt('/notification');
    expect(screen.getByTestId('page').textContent).toBe('notification');
    cleanup();
    renderAt('/no-such-page');
    expect(screen.getByTestId('page').textContent).toBe('dashboard'); // / then /dashboard
  });

  it('re-checks when the session changes (logout from another tab)', () => {
    setSession({ authToken: 't', user_role: 0, profile_status: 2 });
    renderAt('/jobs');
    expect(screen.getByTestId('page').textContent).toBe('jobs');
    act(() => setSession({ authToken: null }));
    expect(screen.getByTestId('page').textContent).toBe('homepage');
  });

  // spec 001 §2 "Guards", issue 14 item 17
  it('sends a signed-in user from the landing or a login page to /dashboard', () => {
    setSession({ authToken: 't', user_role: 2, profile_status: 2 });
    for (const path of ['/', '/homepage', '/JobSeekerlogin', '/recruiter', '/#work']) {
      renderAt(path);
      expect(screen.getByTestId('page').textContent, path).toBe('dashboard');
      cleanup();
    }
  });

  it('leaves the OTP page and the shared job to their own rules when signed in', () => {
    setSession({ authToken: 't', user_role: 2, profile_status: 2 });
    renderAt('/recruiter/VerifyOTP');
    expect(screen.getByTestId('page').textContent).toBe('employer otp');
    cleanup();
    renderAt('/shared/job?id=42');
    expect(screen.getByTestId('page').textContent).toBe('job');
  });

  it('keeps the information pages and the landing FAQ, blogs and contact readable', () => {
    setSession({ authToken: 't', user_role: 0, profile_status: 2 });
    const shown: [string, string][] = [
      ['/about', 'about'],
      ['/blogs/new-jobs', 'blog'],
      ['/#faq', 'home'],
      ['/#blogs', 'home'],
      ['/homepage#contact', 'homepage'],
    ];
    for (const [path, name] of shown) {
      renderAt(path);
      expect(screen.getByTestId('page').textContent, path).toBe(name);
      cleanup();
    }
  });

  it('pushes a page view of the shown path and scrolls to top (spec 000 §2.1)', () => {
    renderAt('/dashboard');
    expect(window.dataLayer).toEqual([{ event: 'pageview', page: '/homepage' }]);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
