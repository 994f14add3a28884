import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { setSession } from '../../lib/session';
import { SettingScreen } from './setting-screen';

vi.mock('../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

const ID = '01a1ff19-3ae5-7030-abae-8a102074de20';
const CONFIG = { support_phone: '9876543210', support_email: 'help@kaamkaj.in' };
let sent: { key: string; body: unknown }[];

function start(user: Record<string, unknown>, role = 0) {
  setSession({ authToken: 'jwt', user: ID, user_role: role, profile_status: 2 });
  sent = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
    const body = init.body ? JSON.parse(String(init.body)) : null;
    sent.push({ key, body });
    const data =
      key === 'GET /api/config'
        ? CONFIG
        : key === `PUT /api/user/whatsapp/opt/${ID}`
          ? { opt_in: body.opt_in }
          : { _id: ID, role, opt_in: true, is_premium: false, ...user, ...body };
    return { ok: true, status: 200, json: async () => ({ success: true, data }) } as Response;
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SettingScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('settings (spec 000 §2.13)', () => {
  it('links to the plans, and has no e-mail row for a seeker', async () => {
    start({});
    const plan = await screen.findByRole('link', { name: 'Upgrade to Premium Membership' });
    expect(plan.getAttribute('href')).toBe('/chooseplan');
    expect(screen.queryByRole('link', { name: 'Update e-mail address' })).toBeNull();
  });

  it('congratulates a premium member', async () => {
    start({ is_premium: true, premium_until: '2027-01-15T18:29:59.999Z' });
    fireEvent.click(await screen.findByRole('button', { name: 'Already a Premium Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    // the plan page's own words, with the last day of the plan in India
    expect(dialog.textContent).toContain('You are a Premium Member until 15 Jan 2027');
  });

  it('offers employers Choose Plan and the e-mail change (spec 001 §2 /setting)', async () => {
    start({ is_premium: true }, 2); // a plan running does not stop an employer buying more
    const link = await screen.findByRole('link', { name: 'Update e-mail address' });
    expect(link.getAttribute('href')).toBe('/update-email');
    const plan = screen.getByRole('link', { name: 'Choose Plan' });
    expect(plan.getAttribute('href')).toBe('/chooseplan');
    expect(screen.queryByRole('link', { name: 'Upgrade to Premium Membership' })).toBeNull();
  });

  it('links a superadmin, and nobody else, to the admin console', async () => {
    start({ is_superadmin: true }, 2);
    const link = await screen.findByRole('link', { name: 'Admin console' });
    expect(link.getAttribute('href')).toBe('/admin');
    cleanup();
    start({ is_superadmin: false }, 2);
    await screen.findByRole('link', { name: 'Update e-mail address' });
    expect(screen.queryByRole('link', { name: 'Admin console' })).toBeNull();
  });

  it('saves the language on the account too', async () => {
    start({});
    await screen.findByRole('link', { name: 'Upgrade to Premium Membership' });
    fireEvent.click(screen.getByRole('button', { name: 'हिंदी' }));
    await waitFor(() =>
      expect(sent.find((s) => s.key === 'PUT /api/user/v2/profile')?.body).toEqual({
        _id: ID,
        lang: 'hi',
      }),
    );
    expect(localStorage.getItem('kaamkaj_lang')).toBe('hi');
  });

  it('turns WhatsApp updates off and on', async () => {
    start({ opt_in: true });
    const row = await screen.findByRole('button', { name: 'WhatsApp notifications' });
    await waitFor(() => expect((row as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(row);
    const toggle = await screen.findByRole('switch', { name: 'Send me updates on WhatsApp' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(sent.find((s) => s.key === `PUT /api/user/whatsapp/opt/${ID}`)?.body).toEqual({
      opt_in: false,
    });
  });

  it('lists the support contacts from the configuration', async () => {
    start({});
    fireEvent.click(await screen.findByRole('button', { name: 'Customer support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customer support' });
    // the dialog (loaded once the settings show) reads the configuration when it opens
    const call = await within(dialog).findByRole('link', { name: 'Call 9876543210' });
    expect(call.getAttribute('href')).toBe('tel:9876543210');
    expect(
      within(dialog).getByRole('link', { name: 'Chat on WhatsApp' }).getAttribute('href'),
    ).toBe('https://wa.me/919876543210');
    expect(
      within(dialog).getByRole('link', { name: 'E-mail help@kaamkaj.in' }).getAttribute('href'),
    ).toBe('mailto:help@kaamkaj.in');
  });
});
