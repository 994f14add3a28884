import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { setSession } from '../../lib/session';
import { fakeServer } from '../../test/fake-server';
import { renderWithApp } from '../../test/render';
import { SaarthiDashboardScreen } from './saarthi-dashboard-screen';

const COUNTS = { location: 1, self: 0, enrolled: 1, employed: 0 };
const person = (over: Record<string, unknown>) => ({
  _id: 'p1',
  name: 'Mohan Lal',
  contact: '9876500011',
  contact_masked: false,
  address_home: 'up-lucknow',
  address_home_name: { en: 'Lucknow, Uttar Pradesh', hi: 'लखनऊ, उत्तर प्रदेश' },
  profile_status: 1,
  profile_completed_status: 30,
  created_at: '2026-11-24T10:00:00.000Z',
  hired_job_title: null,
  enrolled_by_me: true,
  help_sent: false,
  ...over,
});

beforeEach(async () => {
  setSession({ authToken: 'jwt', user: 'agent', user_role: 1, profile_status: 2 });
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('the Saarthi dashboard (spec 001 §6)', () => {
  it('shows the four tabs with counts, their own people with call and WhatsApp, and hides leads’ numbers', async () => {
    fakeServer({
      'GET /api/saarthi/dashboard': () => ({
        status: 200,
        body: { success: true, count: 1, counts: COUNTS, data: [person({})] },
      }),
    });
    renderWithApp(<SaarthiDashboardScreen />);
    const tabs = await screen.findByRole('tablist', { name: 'Your people' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((t) => t.textContent),
      ).toEqual([
        'Location Leads (1)',
        'Self Leads (0)',
        'New User Enrolled (1)',
        'Existing User Employed (0)',
      ]),
    );
    expect(screen.getByRole('link', { name: 'Create New User' }).getAttribute('href')).toBe(
      '/sarthi/newUser',
    );
    const card = screen.getByText('Mohan Lal').closest('li') as HTMLElement;
    expect(within(card).getByRole('link', { name: '9876500011' }).getAttribute('href')).toBe(
      'tel:+919876500011',
    );
    expect(within(card).getByText('Job interests not chosen yet')).toBeTruthy();
    // the name the server sent: the dashboard loads no district list
    expect(within(card).getByText('Lucknow, Uttar Pradesh')).toBeTruthy();

    cleanup();
    const seen = fakeServer({
      'GET /api/saarthi/dashboard': () => ({
        status: 200,
        body: {
          success: true,
          count: 1,
          counts: COUNTS,
          data: [person({ name: 'Ekta Singh', contact: 'xxx-xxx-xxxx', contact_masked: true })],
        },
      }),
    });
    renderWithApp(<SaarthiDashboardScreen />);
    fireEvent.click(await screen.findByRole('tab', { name: /Location Leads/ }));
    await screen.findByText('xxx-xxx-xxxx');
    expect(screen.getByText(/Their numbers stay hidden until they choose you/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /xxx/ })).toBeNull();
    expect(seen.at(-1)?.url).toBe('/api/saarthi/dashboard?tab=location&page=0');
  });

  it('sends the agent’s number to a Location Lead after asking, once (issue 13)', async () => {
    cleanup();
    let sent = false;
    const seen = fakeServer({
      'GET /api/saarthi/dashboard': () => ({
        status: 200,
        body: {
          success: true,
          count: 1,
          counts: COUNTS,
          data: [
            person({
              _id: 'lead1',
              name: 'Ekta Singh',
              contact: 'xxx-xxx-xxxx',
              contact_masked: true,
              help_sent: sent,
            }),
          ],
        },
      }),
      'POST /api/saarthi/leads/lead1/help': () => {
        sent = true;
        return {
          status: 200,
          body: { success: true, data: { user_id: 'lead1', already_sent: false } },
        };
      },
    });
    renderWithApp(<SaarthiDashboardScreen />);
    fireEvent.click(await screen.findByRole('tab', { name: /Location Leads/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send my number: Ekta Singh' }));
    const ask = await screen.findByRole('dialog', { name: 'Send your number to Ekta Singh?' });
    expect(
      within(ask).getByText(
        'Ekta Singh gets a message that you can help finish their profile for free, with your mobile number. You can send it once.',
      ),
    ).toBeTruthy();
    expect(seen.some((c) => c.key.startsWith('POST'))).toBe(false);
    fireEvent.click(within(ask).getByRole('button', { name: 'Send' }));
    const done = await screen.findByRole('button', { name: 'Your number was sent: Ekta Singh' });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(seen.filter((c) => c.key === 'POST /api/saarthi/leads/lead1/help')).toHaveLength(1);
  });
});
