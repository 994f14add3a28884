import { type Plan, SEED_PLANS } from '@kaamkaj/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { setSession } from '../../lib/session';
import { notify } from '../../lib/toast';
import { fakeServer, ok, type Reply } from '../../test/fake-server';
import { AdminScreen } from './admin-screen';

vi.mock('../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

const ME = '01a1ff19-3ae5-7030-abae-8a102074de20';

function start(routes: Record<string, (body: Record<string, unknown>) => Reply> = {}) {
  setSession({ authToken: 'jwt', user: ME, user_role: 2, profile_status: 2 });
  const calls = fakeServer({
    'GET /api/user/': () => ok({ _id: ME, role: 2, is_superadmin: true }),
    'GET /api/admin/plans': () => ok(SEED_PLANS),
    ...routes,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin?tab=plans']}>
        <AdminScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

beforeEach(async () => {
  localStorage.clear();
  vi.clearAllMocks();
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label) as HTMLInputElement;

describe('admin console: plans (issue 12)', () => {
  it('lists every plan with its price, struck original price and limits', async () => {
    start();
    const row = (await screen.findByText('Diamond')).closest('li') as HTMLElement;
    expect(within(row).getByText('₹1,000')).toBeTruthy();
    expect(within(row).getByText('₹3,500').tagName).toBe('S');
    expect(within(row).getByText('90 days')).toBeTruthy();
    expect(within(row).getByText('Employer')).toBeTruthy();
    expect(within(row).getByText('On sale')).toBeTruthy();
    const premium = screen.getByText('Premium').closest('li') as HTMLElement;
    expect(within(premium).getByText('₹500')).toBeTruthy();
    expect(within(premium).queryByText('Job posts')).toBeNull();
  });

  it('saves a new price in paise and new limits', async () => {
    const calls = start({
      'PUT /api/admin/plans/HLJ-EMP-102': (body) =>
        ok({ ...(SEED_PLANS[2] as Plan), ...body }, 'Plan saved'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit plan Diamond' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Diamond (HLJ-EMP-102)' });
    expect(field(dialog, 'Price (₹)').value).toBe('1000');
    fireEvent.change(field(dialog, 'Price (₹)'), { target: { value: '1200' } });
    fireEvent.change(field(dialog, 'Job posts'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Plan saved'));
    const put = calls.find((c) => c.key === 'PUT /api/admin/plans/HLJ-EMP-102');
    expect(put?.body).toEqual({
      price_paise: 120_000,
      original_price_paise: 350_000,
      duration_days: 90,
      job_posts: 5,
      audio_jds: 4,
      animated_jds: 1,
      active: true,
    });
  });

  it('names the wrong field in Hindi and sends nothing', async () => {
    await i18n.changeLanguage('hi');
    const calls = start();
    fireEvent.click(await screen.findByRole('button', { name: 'प्लान डायमंड बदलें' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(field(dialog, 'कीमत (₹)'), { target: { value: '4000' } });
    fireEvent.change(field(dialog, 'अवधि (दिन)'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'प्लान सेव करें' }));
    expect(await within(dialog).findByText('असली कीमत, कीमत से कम नहीं हो सकती')).toBeTruthy();
    expect(within(dialog).getByText('अवधि 1 से 730 दिन होनी चाहिए')).toBeTruthy();
    expect(calls.some((c) => c.key.startsWith('PUT'))).toBe(false);
  });
});
