import { SEED_PLANS } from '@kaamkaj/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { setSession } from '../../lib/session';
import { fakeServer, ok, type Reply } from '../../test/fake-server';
import { renderRoute } from '../../test/render';
import type { CheckoutOutcome } from './checkout';
import { SeekerPlansScreen } from './seeker-plans-screen';

const checkout = vi.hoisted(() => ({
  outcome: null as CheckoutOutcome | null,
  opened: [] as unknown[],
}));
vi.mock('./checkout', () => ({
  openCheckout: async (order: unknown) => {
    checkout.opened.push(order);
    return checkout.outcome;
  },
}));

const ID = '01a1ff19-3ae5-7030-abae-8a102074de20';
const PREMIUM = SEED_PLANS.filter((p) => p.audience === 'seeker');
const ORDER = {
  success: true,
  order_id: 'order_ABCDEFGHIJKLMN',
  transaction_id: 'tx-1',
  key_id: 'rzp_test_kaamkajlocal',
  description: 'Kaamkaj Premium plan',
  amount: 500,
  currency: 'INR',
  checkout_script: '/api/payment/simulated/checkout.js',
  prefill: { name: 'Ravi', email: '', contact: '9876543210' },
};
const PAID = {
  _id: 'tx-1',
  order_id: ORDER.order_id,
  plan_code: 'HLJ-JS-101',
  plan_name_en: 'Premium',
  plan_name_hi: 'प्रीमियम',
  amount: 500,
  status: 'paid',
  receipt: 'KK-20261124-ABCDEF',
  created_at: '2026-11-24T10:00:00.000Z',
  paid_at: '2026-11-24T10:01:00.000Z',
  valid_until: '2027-11-24T10:01:00.000Z',
};

function start(
  user: Record<string, unknown> = {},
  routes: Record<string, (b: Record<string, unknown>) => Reply> = {},
) {
  setSession({ authToken: 'jwt', user: ID, user_role: 0, profile_status: 2 });
  const calls = fakeServer({
    'GET /api/plans': () => ok(PREMIUM),
    'GET /api/user/': () =>
      ok({ _id: ID, role: 0, is_premium: false, premium_until: null, ...user }),
    ...routes,
  });
  renderRoute('/chooseplan', <SeekerPlansScreen />);
  return calls;
}

beforeEach(async () => {
  localStorage.clear();
  checkout.outcome = null;
  checkout.opened = [];
  await i18n.changeLanguage('hi');
});
afterEach(cleanup);

const buyButton = () => screen.findByRole('button', { name: 'अभी खरीदें' });

describe('/chooseplan for a job seeker (spec 000 §2.11)', () => {
  it('compares Basic and Premium from the plan record, in Hindi', async () => {
    const calls = start();
    const table = await screen.findByRole('table', { name: 'प्लान की तुलना' });
    expect(within(table).getByRole('columnheader', { name: 'प्रीमियम' })).toBeTruthy();
    expect(within(table).getByText('₹500')).toBeTruthy();
    expect(within(table).getByText('12 महीने के लिए')).toBeTruthy();
    expect(
      within(table).getByRole('rowheader', { name: 'नौकरी लगने तक सारथी की मदद' }),
    ).toBeTruthy();
    expect(calls.find((c) => c.key === 'GET /api/plans')?.url).toBe('/api/plans?audience=seeker');
    expect(((await buyButton()) as HTMLButtonElement).disabled).toBe(false);
  });

  it('disables Buy Now for a premium member and congratulates them', async () => {
    start({ is_premium: true, premium_until: '2027-03-01T00:00:00.000Z' });
    const button = await screen.findByRole('button', { name: 'आप पहले से प्रीमियम सदस्य हैं' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByText('1 मार्च 2027 तक प्रीमियम'));
    const dialog = await screen.findByRole('dialog', { name: 'बधाई हो!' });
    expect(within(dialog).getByText(/1 मार्च 2027 तक प्रीमियम सदस्य हैं/)).toBeTruthy();
  });

  it('asks for the Saarthi code: required, then INVALID_SAARTHI_CODE keeps the dialog open', async () => {
    const calls = start(
      {},
      {
        'POST /api/payment/order': () => ({
          status: 400,
          body: {
            success: false,
            code: 'INVALID_SAARTHI_CODE',
            message: 'Please enter valid code',
            errors: { saarthi_code: 'Please enter valid code' },
          },
        }),
      },
    );
    fireEvent.click(await buyButton());
    const dialog = await screen.findByRole('dialog', { name: 'सारथी कोड' });
    const field = within(dialog).getByLabelText('सारथी कोड') as HTMLInputElement;
    expect(field.value).toBe('SAARTHI001');
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '₹500 चुकाने के लिए आगे बढ़ें' }));
    expect(await within(dialog).findByText('कृपया सारथी कोड दर्ज करें')).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST /api/payment/order')).toBe(false);

    fireEvent.change(field, { target: { value: 'sar777' } });
    expect(field.value).toBe('SAR777');
    fireEvent.click(within(dialog).getByRole('button', { name: '₹500 चुकाने के लिए आगे बढ़ें' }));
    expect(await within(dialog).findByText('कृपया सही कोड दर्ज करें')).toBeTruthy();
    expect(calls.find((c) => c.key === 'POST /api/payment/order')?.body).toEqual({
      plan_code: 'HLJ-JS-101',
      saarthi_code: 'SAR777',
    });
    expect(screen.getByRole('dialog', { name: 'सारथी कोड' })).toBeTruthy();
  });

  it('shows the plan as theirs when the order is refused as already premium (bought elsewhere)', async () => {
    let premium = false;
    start(
      {},
      {
        'GET /api/user/': () =>
          ok({
            _id: ID,
            role: 0,
            is_premium: premium,
            premium_until: premium ? '2027-03-01T00:00:00.000Z' : null,
          }),
        'POST /api/payment/order': () => {
          premium = true;
          return {
            status: 400,
            body: {
              success: false,
              code: 'ALREADY_PREMIUM',
              message: 'आप पहले से प्रीमियम सदस्य हैं',
            },
          };
        },
      },
    );
    fireEvent.click(await buyButton());
    const dialog = await screen.findByRole('dialog', { name: 'सारथी कोड' });
    fireEvent.click(within(dialog).getByRole('button', { name: '₹500 चुकाने के लिए आगे बढ़ें' }));
    expect(await within(dialog).findByText('आप पहले से प्रीमियम सदस्य हैं।')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'रद्द करें' }));
    const owned = await screen.findByRole('button', { name: 'आप पहले से प्रीमियम सदस्य हैं' });
    expect((owned as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('1 मार्च 2027 तक प्रीमियम')).toBeTruthy();
  });

  it('verifies a paid checkout, says "Payment Successful!" and goes to /profile after 3 s', async () => {
    checkout.outcome = {
      kind: 'paid',
      result: { order_id: ORDER.order_id, payment_id: 'pay_1', payment_signature: 'ab'.repeat(32) },
    };
    const calls = start(
      {},
      {
        'POST /api/payment/order': () => ({ status: 200, body: ORDER }),
        'POST /api/payment/tx-1/verify': () => ok(PAID, 'Payment Successful!'),
      },
    );
    fireEvent.click(await buyButton());
    fireEvent.click(await screen.findByRole('button', { name: '₹500 चुकाने के लिए आगे बढ़ें' }));
    const dialog = await screen.findByRole('dialog', { name: 'भुगतान सफल!' });
    expect(within(dialog).getByText('अब आप 24 नव॰ 2027 तक प्रीमियम सदस्य हैं।')).toBeTruthy();
    expect(checkout.opened).toEqual([ORDER]);
    expect(calls.find((c) => c.key === 'POST /api/payment/tx-1/verify')?.body).toEqual({
      order_id: ORDER.order_id,
      payment_id: 'pay_1',
      payment_signature: 'ab'.repeat(32),
    });
    expect(screen.queryByRole('dialog', { name: 'सारथी कोड' })).toBeNull();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/profile'), {
      timeout: 4000,
    });
  });

  it('shows "Payment Failed!" with the refund sentence, records the failure and grants nothing', async () => {
    checkout.outcome = { kind: 'failed', reason: 'Payment failed' };
    await i18n.changeLanguage('en');
    const calls = start(
      {},
      {
        'POST /api/payment/order': () => ({ status: 200, body: ORDER }),
        'POST /api/payment/tx-1/fail': () => ok({ ...PAID, status: 'failed' }),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Buy Now' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to pay ₹500' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Failed!' });
    expect(
      within(dialog).getByText(
        'If any amount deducted it will be refunded in the next 5-7 working days.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/payment/tx-1/fail')?.body).toEqual({
        reason: 'Payment failed',
      }),
    );
    expect(calls.some((c) => c.key.endsWith('/verify'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'GOT IT' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says a paid checkout whose confirmation got no answer is waiting, not failed, and checks again', async () => {
    checkout.outcome = {
      kind: 'paid',
      result: { order_id: ORDER.order_id, payment_id: 'pay_1', payment_signature: 'ab'.repeat(32) },
    };
    let answering = false;
    const calls = start(
      {},
      {
        'POST /api/payment/order': () => ({ status: 200, body: ORDER }),
        'POST /api/payment/tx-1/verify': () => {
          if (!answering) throw new TypeError('Failed to fetch'); // the signal dropped
          return ok(PAID, 'Payment Successful!');
        },
      },
    );
    fireEvent.click(await buyButton());
    fireEvent.click(await screen.findByRole('button', { name: '₹500 चुकाने के लिए आगे बढ़ें' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'भुगतान की पुष्टि बाकी है' },
      { timeout: 5000 },
    );
    expect(
      within(dialog).getByText(
        'आपका भुगतान हो गया है, पर काम-काज अभी उसकी पुष्टि नहीं कर पाया (शायद इंटरनेट कमज़ोर है)। कृपया दोबारा भुगतान न करें। पुष्टि होते ही आपका प्लान शुरू हो जाएगा और "मेरे भुगतान" में दिखेगा। इंटरनेट लौटते ही यह स्क्रीन अपने-आप फिर से जाँचेगी।',
      ),
    ).toBeTruthy();
    // sent twice (once more after 2 s), never reported as a failure
    const verifies = () => calls.filter((c) => c.key === 'POST /api/payment/tx-1/verify');
    expect(verifies()).toHaveLength(2);
    expect(calls.some((c) => c.key.endsWith('/fail'))).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'भुगतान नहीं हुआ!' })).toBeNull();

    // "Check again" still without an answer says so, and stays
    fireEvent.click(within(dialog).getByRole('button', { name: 'फिर से जाँचें' }));
    expect(
      await screen.findByText(
        'अभी भी जवाब नहीं आया। अपना इंटरनेट जाँचें और थोड़ी देर बाद फिर कोशिश करें।',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(verifies()).toHaveLength(4);

    // the network returns: checked by itself, no tap needed
    answering = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    const paid = await screen.findByRole('dialog', { name: 'भुगतान सफल!' });
    expect(verifies()).toHaveLength(5);
    expect(within(paid).getByText('अब आप 24 नव॰ 2027 तक प्रीमियम सदस्य हैं।')).toBeTruthy();
    expect(verifies().at(-1)?.body).toEqual({
      order_id: ORDER.order_id,
      payment_id: 'pay_1',
      payment_signature: 'ab'.repeat(32),
    });
  }, 15_000);

  it('says "Payment Failed!" when the server refused the confirmation (spec 000 §8)', async () => {
    checkout.outcome = {
      kind: 'paid',
      result: { order_id: ORDER.order_id, payment_id: 'pay_1', payment_signature: 'cd'.repeat(32) },
    };
    const calls = start(
      {},
      {
        'POST /api/payment/order': () => ({ status: 200, body: ORDER }),
        'POST /api/payment/tx-1/verify': () => ({
          status: 400,
          body: {
            success: false,
            code: 'INVALID_SIGNATURE',
            message: 'Payment could not be verified',
          },
        }),
      },
    );
    fireEvent.click(await buyButton());
    fireEvent.click(await screen.findByRole('button', { name: '₹500 चुकाने के लिए आगे बढ़ें' }));
    await screen.findByRole('dialog', { name: 'भुगतान नहीं हुआ!' });
    expect(calls.filter((c) => c.key === 'POST /api/payment/tx-1/verify')).toHaveLength(1);
  });

  it('stays on the plan page when the checkout is closed', async () => {
    checkout.outcome = { kind: 'dismissed' };
    const calls = start({}, { 'POST /api/payment/order': () => ({ status: 200, body: ORDER }) });
    fireEvent.click(await buyButton());
    fireEvent.click(await screen.findByRole('button', { name: '₹500 चुकाने के लिए आगे बढ़ें' }));
    await waitFor(() => expect(checkout.opened).toHaveLength(1));
    await waitFor(() =>
      expect(
        (screen.getAllByRole('button', { name: 'अभी खरीदें' })[0] as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.key.endsWith('/verify') || c.key.endsWith('/fail'))).toBe(false);
  });
});
