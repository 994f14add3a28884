import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { setSession } from '../../lib/session';
import { notify } from '../../lib/toast';
import { fakeServer, ok } from '../../test/fake-server';
import { AdminScreen } from './admin-screen';

vi.mock('../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

const ME = '01a1ff19-3ae5-7030-abae-8a102074de20';
const AGENT = {
  _id: 'agent-1',
  name: 'Rekha Devi',
  contact: '9876500001',
  email: null,
  saarthi_code: 'SAR123456',
  home_district: 'up-lucknow',
  active: true,
  created_at: '2026-11-24T10:00:00.000Z',
};

beforeEach(async () => {
  vi.clearAllMocks();
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('admin console: Saarthi agents (issue 13)', () => {
  it('asks before deactivating an agent, then sends it', async () => {
    setSession({ authToken: 'jwt', user: ME, user_role: 2, profile_status: 2 });
    const calls = fakeServer({
      'GET /api/user/': () => ok({ _id: ME, role: 2, is_superadmin: true }),
      'GET /api/admin/saarthi': () => ({
        status: 200,
        body: { success: true, count: 1, data: [AGENT] },
      }),
      'PUT /api/admin/saarthi/agent-1/active': (body) => ok({ ...AGENT, ...body }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/admin?tab=saarthi']}>
          <AdminScreen />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const row = (await screen.findByText('Rekha Devi')).closest('li') as HTMLElement;
    expect(within(row).getByText('SAR123456')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Rekha Devi?' });
    expect(calls.some((c) => c.key.startsWith('PUT'))).toBe(false); // nothing until confirmed
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Saarthi deactivated'));
    expect(calls.find((c) => c.key === 'PUT /api/admin/saarthi/agent-1/active')?.body).toEqual({
      active: false,
    });
  });
});
