import { type Plan, SEED_PLANS } from '@kaamkaj/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { setSession } from '../../lib/session';
import { fakeServer, ok, type Reply } from '../../test/fake-server';
import { renderRoute } from '../../test/render';
import type { CheckoutOutcome } from './checkout';
import { EmployerPlansScreen } from './employer-plans-screen';

const checkout = vi.hoisted(() => ({ outcome: null as CheckoutOutcome | null }));
vi.mock('./checkout', () => ({ openCheckout: async () => checkout.outcome }));

const ID = '01a1ff19-3ae5-7030-abae-8a102074de20';
const SUB = {
  plan_code: null,
  plan_name_en: null,
  plan_name_hi: null,
  job_post_usage: 0,
  animated_jd_usage: 0,
  audio_jd_usage: 0,
  valid_until: null,
};

const EMPLOYER_PLANS = SEED_PLANS.filter((p) => p.audience === 'employer');

function start(
  routes: Record<string, (b: Record<string, unknown>) => Reply> = {},
  plans: Plan[] = EMPLOYER_PLANS,
) {
  setSession({ authToken: 'jwt', user: ID, user_role: 2, profile_status: 2 });
  const calls = fakeServer({
    'GET /api/plans': () => ok(plans),
    'GET /api/user/subscription': () => ok(SUB),
    ...routes,
  });
  renderRoute('/chooseplan', <EmployerPlansScreen />);
  return calls;
}

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  checkout.outcome = null;
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('/chooseplan for an employer (spec 001 §2 "Plan page")', () => {
  it('shows what is left and compares Gold, Diamond and Platinum', async () => {
    start();
    expect(await screen.findByText('Free starter allowance')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Compare plans' });
    const header = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(header).toEqual(['What you get', 'Gold', 'Diamond', 'Platinum']);
    const posts = within(table)
      .getByRole('rowheader', { name: 'Job posts' })
      .closest('tr') as HTMLElement;
    expect(
      within(posts)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '4', '15']);
    const animated = within(table)
      .getByRole('rowheader', { name: 'Animated job descriptions' })
      .closest('tr') as HTMLElement;
    expect(
      within(animated)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['None', '1', '3']);
    expect(within(table).getByText('Was ₹12,000')).toBeTruthy();
  });

  it("lists each plan's features from its record, in the reader's language", async () => {
    await i18n.changeLanguage('hi');
    const [gold, diamond, platinum] = EMPLOYER_PLANS as [Plan, Plan, Plan];
    const extra = { en: 'Featured listing', hi: 'सबसे ऊपर दिखे' };
    start({}, [gold, diamond, { ...platinum, features: [...platinum.features, extra] }]);
    const table = await screen.findByRole('table', { name: 'प्लान की तुलना' });
    const cells = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent || c.querySelector('[aria-label]')?.getAttribute('aria-label'));
    expect(cells('आवेदकों के वीडियो रिज़्यूमे')).toEqual(['हाँ', 'हाँ', 'हाँ']);
    expect(cells('असीमित आवेदन')).toEqual(['हाँ', 'हाँ', 'हाँ']);
    expect(cells('सबसे ऊपर दिखे')).toEqual(['नहीं', 'नहीं', 'हाँ']);
    expect(cells('अवधि')).toEqual(['90 दिन', '90 दिन', '90 दिन']);
    expect(within(table).queryByText('Unlimited applications')).toBeNull();
  });

  const payGold = (routes: Record<string, (b: Record<string, unknown>) => Reply> = {}) => {
    checkout.outcome = {
      kind: 'paid',
      result: { order_id: 'order_G', payment_id: 'pay_G', payment_signature: 'cd'.repeat(32) },
    };
    return start({
      'POST /api/payment/order': () => ({
        status: 200,
        body: { success: true, order_id: 'order_G', transaction_id: 'tx-g', amount: 600 },
      }),
      'POST /api/payment/tx-g/verify': () =>
        ok({
          _id: 'tx-g',
          plan_code: 'HLJ-EMP-101',
          plan_name_en: 'Gold',
          plan_name_hi: 'गोल्ड',
          status: 'paid',
          valid_until: '2027-02-22T10:00:00.000Z',
        }),
      ...routes,
    });
  };

  it('buys Gold without a Saarthi code and goes to /profile (spec 001 "Payment")', async () => {
    const calls = payGold();
    const buttons = await screen.findAllByRole('button', { name: /^Buy Now: / });
    expect(buttons.map((b) => [b.getAttribute('aria-label'), b.textContent])).toEqual([
      ['Buy Now: Gold', 'Buy Now'],
      ['Buy Now: Diamond', 'Buy Now'],
      ['Buy Now: Platinum', 'Buy Now'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Buy Now: Gold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Successful!' });
    expect(within(dialog).getByText(/Your Gold plan is active until 22 Feb 2027/)).toBeTruthy();
    expect(within(dialog).getByText('Taking you to your company profile…')).toBeTruthy();
    expect(calls.find((c) => c.key === 'POST /api/payment/order')?.body).toEqual({
      plan_code: 'HLJ-EMP-101',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'GOT IT' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/profile'));
  });

  it('goes back to the post form after 3 s when a refused post waits as a draft (issue 12)', async () => {
    sessionStorage.setItem('kaamkaj_job_draft', JSON.stringify({ job_title: 'Packer' }));
    payGold();
    fireEvent.click(await screen.findByRole('button', { name: 'Buy Now: Gold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Successful!' });
    expect(within(dialog).getByText('Taking you back to your job post…')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/jobs'), {
      timeout: 4000,
    });
  });

  it('says in Hindi why the payment could not start', async () => {
    await i18n.changeLanguage('hi');
    start({
      'POST /api/payment/order': () => ({
        status: 502,
        body: {
          success: false,
          code: 'PAYMENT_PROVIDER_UNAVAILABLE',
          message: 'Payment service is not reachable, please try again',
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'अभी खरीदें: डायमंड' }));
    expect(await screen.findByText('भुगतान सेवा से जुड़ नहीं पाए। कृपया फिर से कोशिश करें।')).toBeTruthy();
  });
});
