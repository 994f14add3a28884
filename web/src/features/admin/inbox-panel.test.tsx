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
const MESSAGE = {
  _id: 'm1',
  kind: 'contact',
  name: 'Sunita Devi',
  contact_details: '9876543210',
  message: 'Where is my interview?',
  rating: null,
  user_type: null,
  lead_source: 'website',
  created_at: '2026-11-24T06:00:00.000Z',
  handled_at: null,
};

const FEEDBACK = {
  ...MESSAGE,
  _id: 'm2',
  kind: 'feedback',
  name: 'Anil Yadav',
  message: '',
  rating: 8,
  user_type: 'employer',
  lead_source: 'chatbot',
};

beforeEach(async () => {
  vi.clearAllMocks();
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('admin console: inbox (issue 13)', () => {
  it('lists messages to answer with a call link, and marks one handled', async () => {
    setSession({ authToken: 'jwt', user: ME, user_role: 2, profile_status: 2 });
    const calls = fakeServer({
      'GET /api/user/': () => ok({ _id: ME, role: 2, is_superadmin: true }),
      'GET /api/admin/inbox': () => ({
        status: 200,
        body: { success: true, count: 2, data: [MESSAGE, FEEDBACK] },
      }),
      'PUT /api/admin/inbox/m1/handled': (body) =>
        ok({ ...MESSAGE, handled_at: body.handled ? 'x' : null }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/admin?tab=inbox']}>
          <AdminScreen />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const row = (await screen.findByText('Sunita Devi')).closest('li') as HTMLElement;
    expect(within(row).getByText('Contact form')).toBeTruthy();
    const feedback = screen.getByText('Anil Yadav').closest('li') as HTMLElement;
    expect(within(feedback).getByText('Feedback')).toBeTruthy();
    expect(within(feedback).getByText('Rating: 8 / 10')).toBeTruthy();
    expect(within(feedback).getByText('Employer · Sent through the chatbot')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '9876543210' }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    expect(calls.find((c) => c.key === 'GET /api/admin/inbox')?.url).toBe(
      '/api/admin/inbox?handled=false&page=0',
    );
    fireEvent.click(within(row).getByRole('button', { name: 'Mark handled' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Marked handled'));
    expect(calls.find((c) => c.key === 'PUT /api/admin/inbox/m1/handled')?.body).toEqual({
      handled: true,
    });
  });
});
