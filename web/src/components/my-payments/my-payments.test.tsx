import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { setSession } from '../../lib/session';
import { fakeServer, ok } from '../../test/fake-server';
import { renderWithApp } from '../../test/render';
import { MyPayments } from './my-payments';

const row = (over: Record<string, unknown>) => ({
  _id: 'tx-1',
  order_id: 'order_1',
  plan_code: 'HLJ-EMP-102',
  plan_name_en: 'Diamond',
  plan_name_hi: 'डायमंड',
  amount: 1000,
  status: 'paid',
  receipt: 'KK-20261104-DEMO02',
  created_at: '2026-11-04T06:00:00.000Z',
  paid_at: '2026-11-04T06:01:00.000Z',
  valid_until: '2027-02-02T06:01:00.000Z',
  ...over,
});

beforeEach(async () => {
  setSession({ authToken: 'jwt', user: 'u1', user_role: 2, profile_status: 2 });
  await i18n.changeLanguage('hi');
});
afterEach(cleanup);

describe('My payments (issue 12)', () => {
  it('lists each order in Hindi with its status, and a receipt for the paid one', async () => {
    const calls = fakeServer({
      'GET /api/payment/orders': () => ({
        status: 200,
        body: {
          success: true,
          count: 2,
          data: [row({}), row({ _id: 'tx-0', status: 'failed', receipt: 'KK-20261104-DEMO01' })],
        },
      }),
      'GET /api/payment/orders/tx-1/receipt': () => ({
        status: 200,
        body: '%PDF',
        file: { type: 'application/pdf', name: 'Kaamkaj-receipt-KK-20261104-DEMO02.pdf' },
      }),
    });
    const save = vi.fn();
    vi.stubGlobal('URL', { ...URL, createObjectURL: () => 'blob:1', revokeObjectURL: save });
    renderWithApp(<MyPayments />);
    const section = await screen.findByRole('region', { name: 'मेरे भुगतान' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('डायमंड प्लान')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('₹1,000 · 4 नव॰ 2026')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('भुगतान हुआ')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('असफल')).toBeTruthy();
    expect(within(items[1] as HTMLElement).queryByRole('button')).toBeNull();
    fireEvent.click(
      within(items[0] as HTMLElement).getByRole('button', {
        name: 'KK-20261104-DEMO02 की रसीद डाउनलोड करें',
      }),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.key === 'GET /api/payment/orders/tx-1/receipt')).toBe(true),
    );
    vi.unstubAllGlobals();
  });

  it('says so when there is nothing yet', async () => {
    fakeServer({ 'GET /api/payment/orders': () => ok([]) });
    renderWithApp(<MyPayments />);
    expect(await screen.findByText('अभी तक कोई भुगतान नहीं।')).toBeTruthy();
  });
});
