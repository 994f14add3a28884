import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { SaarthiLoginScreen } from './saarthi-login-screen';

// The sign-up form's code that could not come (issue 16 item 6): offline before it was ever
// loaded. The first import fails as a browser's does; the next one (back online) loads it.
const load = vi.hoisted(() => ({ fail: true }));
vi.mock('./saarthi-signup-form', async (original) => {
  const real = await original<typeof import('./saarthi-signup-form')>();
  return {
    get SaarthiSignUp() {
      if (load.fail) throw new TypeError('Failed to fetch dynamically imported module: x.js');
      return real.SaarthiSignUp;
    },
  };
});

beforeEach(async () => {
  vi.stubGlobal('fetch', async () => ({ ok: false, status: 404, json: async () => ({}) }));
  await i18n.changeLanguage('hi');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('the Saarthi sign-up offline (issue 16 item 6)', () => {
  it('says in Hindi that it needs the internet, keeps the tab, and opens the form once online', async () => {
    setOnline(false);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/saarthi']}>
          <SaarthiLoginScreen />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'साइन अप' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('इस पेज के लिए इंटरनेट चाहिए');
    expect(screen.getByRole('tab', { name: 'साइन अप' }).getAttribute('aria-selected')).toBe('true');
    load.fail = false;
    await act(async () => setOnline(true));
    expect(await screen.findByLabelText('आपका नाम')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
