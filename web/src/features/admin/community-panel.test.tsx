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

beforeEach(async () => {
  vi.clearAllMocks();
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('admin console: community videos (issue 13)', () => {
  it('adds a video, refusing a link that is not YouTube first', async () => {
    setSession({ authToken: 'jwt', user: ME, user_role: 2, profile_status: 2 });
    const calls = fakeServer({
      'GET /api/user/': () => ok({ _id: ME, role: 2, is_superadmin: true }),
      'GET /api/admin/community': () => ({
        status: 200,
        body: { success: true, count: 0, data: [] },
      }),
      'POST /api/admin/community': (body) => ok({ _id: 'v1', ...body, youtube_id: 'AbCdEfGhIj1' }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/admin?tab=community']}>
          <AdminScreen />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('No videos yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add video' });
    fireEvent.change(within(dialog).getByLabelText('Title'), {
      target: { value: 'Interview tips' },
    });
    fireEvent.change(within(dialog).getByLabelText('YouTube link'), {
      target: { value: 'https://vimeo.com/1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save video' }));
    expect(await within(dialog).findByText('Please enter a YouTube video link')).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST /api/admin/community')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('YouTube link'), {
      target: { value: 'https://youtu.be/AbCdEfGhIj1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save video' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Video saved'));
    expect(calls.find((c) => c.key === 'POST /api/admin/community')?.body).toEqual({
      title: 'Interview tips',
      description: '',
      video_url: 'https://youtu.be/AbCdEfGhIj1',
      hidden: false,
    });
  });
});
