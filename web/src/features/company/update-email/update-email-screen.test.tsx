import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { signedInEmployerPerTest } from '../../../test/employer-session';
import { fakeServer, ok } from '../../../test/fake-server';
import { EMPLOYER_ID, makeCompany } from '../../../test/make-employer';
import { renderRoute } from '../../../test/render';
import { UpdateEmailScreen } from './update-email-screen';

vi.mock('../../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

const renderScreen = () => renderRoute('/update-email', <UpdateEmailScreen />);

const OPEN = {
  status: 'Open' as const,
  new_email: 'new@sharma.in',
  reason: null,
  created_at: '2025-02-01T00:00:00.000Z',
};

signedInEmployerPerTest();

const field = () => screen.getByLabelText('New e-mail address') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

describe('/update-email (spec 001 §4 "E-mail change", §5)', () => {
  it('checks the new address on blur, in both languages', async () => {
    fakeServer({ 'GET /api/user/': () => ok(makeCompany()) });
    renderScreen();
    expect(await screen.findByText('hr@sharmalogistics.in')).toBeTruthy();
    fireEvent.blur(field());
    expect(await screen.findByText('enter email address')).toBeTruthy();
    fireEvent.change(field(), { target: { value: 'not-an-email' } });
    fireEvent.blur(field());
    expect(await screen.findByText('email valid')).toBeTruthy();
    await act(() => i18n.changeLanguage('hi'));
    expect(await screen.findByText('सही ईमेल दर्ज करें')).toBeTruthy();
  });

  it('sends an Open request, toasts, and after 2 s goes to /profile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = fakeServer({
      'GET /api/user/': () => ok(makeCompany()),
      'PUT /api/user/v2/profile': () =>
        ok(makeCompany({ email_change: OPEN }), 'Email change request submitted'),
    });
    renderScreen();
    await screen.findByText('hr@sharmalogistics.in');
    fireEvent.change(field(), { target: { value: 'New@Sharma.IN' } });
    submit();
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Email change request submitted'),
    );
    expect(calls.at(-1)?.body).toEqual({
      _id: EMPLOYER_ID,
      update_email_request: 'Open',
      new_email: 'new@sharma.in',
    });
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.queryByTestId('where')).toBeNull();
    act(() => vi.advanceTimersByTime(600));
    expect((await screen.findByTestId('where')).textContent).toBe('/profile');
  });

  it('shows an open request and offers nothing new until it is decided', async () => {
    fakeServer({ 'GET /api/user/': () => ok(makeCompany({ email_change: OPEN })) });
    renderScreen();
    expect(await screen.findByText('Waiting for approval: new@sharma.in')).toBeTruthy();
    expect(screen.queryByLabelText('New e-mail address')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull();
  });

  it("shows a declined request's common reason in the reader's language, and takes a new one", async () => {
    const declined = { ...OPEN, status: 'Declined' as const, reason: 'कंपनी से अलग ई-मेल डोमेन' };
    fakeServer({ 'GET /api/user/': () => ok(makeCompany({ email_change: declined })) });
    renderScreen();
    expect(
      await screen.findByText("Reason: an e-mail domain that is not the company's"),
    ).toBeTruthy();
    expect(field().value).toBe('');
  });

  it('shows a server refusal in an alert, translated by its code', async () => {
    fakeServer({
      'GET /api/user/': () => ok(makeCompany()),
      'PUT /api/user/v2/profile': () => ({
        status: 400,
        body: {
          success: false,
          code: 'EMAIL_REQUEST_OPEN',
          message: 'An e-mail change request is already open',
        },
      }),
    });
    renderScreen();
    await screen.findByText('hr@sharmalogistics.in');
    fireEvent.change(field(), { target: { value: 'new@sharma.in' } });
    await act(() => i18n.changeLanguage('hi'));
    fireEvent.click(screen.getByRole('button', { name: 'अनुरोध भेजें' }));
    expect((await screen.findByRole('alert')).textContent).toBe('ईमेल बदलने का एक अनुरोध पहले से खुला है');
  });
});
