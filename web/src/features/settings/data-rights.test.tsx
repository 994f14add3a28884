import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { saveBlob } from '../../lib/save-blob';
import { getItem, setSession } from '../../lib/session';
import { notify } from '../../lib/toast';
import { fakeServer, ok, type Reply } from '../../test/fake-server';
import { renderRoute } from '../../test/render';
import { SettingScreen } from './setting-screen';

vi.mock('../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));
vi.mock('../../lib/save-blob', () => ({ saveBlob: vi.fn() }));

// issue 15 item 9 (DPDP Act): "Download my data" and "Delete my account" in Settings.
const ID = '01a1ff19-3ae5-7030-abae-8a102074de20';
const WRONG: Reply = {
  status: 400,
  body: {
    success: false,
    code: 'INVALID_OTP',
    message: 'Sorry! Invalid OTP',
    errors: { code: 'Sorry! Invalid OTP' },
  },
};

function start(routes: Record<string, () => Reply> = {}, role = 0) {
  setSession({ authToken: 'jwt', user: ID, user_role: role, profile_status: 2 });
  const calls = fakeServer({
    'GET /api/config': () => ok({ otp_length: 4, resend_seconds: 60 }),
    'GET /api/user/': () => ok({ _id: ID, role, opt_in: false, is_premium: false }),
    'POST /api/user/v2/delete-account/code': () => ok({ channel: 'sms', to: '******3210' }),
    ...routes,
  });
  renderRoute('/setting', <SettingScreen />);
  return calls;
}

async function openDelete(name = 'Delete my account') {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

beforeEach(async () => {
  localStorage.clear();
  vi.mocked(notify.success).mockClear();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Download my data', () => {
  it('fetches the JSON with the sign-in and saves it under the name the server gives', async () => {
    const calls = start({
      'GET /api/user/v2/my-data': () => ({
        status: 200,
        body: '{"account":{"name":"Ravi Kumar"}}',
        file: { type: 'application/json; charset=utf-8', name: 'kaamkaj-my-data-2026-11-25.json' },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
    const call = calls.find((c) => c.key === 'GET /api/user/v2/my-data');
    expect(new Headers(call?.init.headers).get('authorization')).toBe('Bearer jwt');
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0] ?? [];
    expect(name).toBe('kaamkaj-my-data-2026-11-25.json');
    expect(await (blob as Blob).text()).toContain('Ravi Kumar');
    expect(notify.success).toHaveBeenCalledWith('Your data is downloaded');
  });
});

describe('Delete my account', () => {
  it('says what goes and what stays, sends a code, and deletes with the right one', async () => {
    const calls = start({
      'POST /api/user/v2/delete-account': () => ok(null, 'Your account has been deleted'),
    });
    const dialog = await openDelete();
    expect(
      within(dialog).getByText(/Payment records .* tax law requires us to keep them/),
    ).toBeTruthy();
    expect(within(dialog).getByText(/see “Account deleted” instead of your name/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));

    const code = await within(dialog).findByLabelText('Code');
    expect(within(dialog).getByText('Enter the code we sent to ******3210')).toBeTruthy();
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText('You must enter OTP')).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST /api/user/v2/delete-account')).toBe(false);

    fireEvent.change(code, { target: { value: '12a34' } });
    expect((code as HTMLInputElement).value).toBe('1234');
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    expect(calls.find((c) => c.key === 'POST /api/user/v2/delete-account')?.body).toEqual({
      code: '1234',
    });
    expect(getItem('authToken')).toBeNull();
    expect(notify.success).toHaveBeenCalledWith(
      'Your account has been deleted. You can sign up again at any time.',
    );
  });

  it('shows a wrong code under the field, and keeps the account', async () => {
    start({ 'POST /api/user/v2/delete-account': () => WRONG });
    const dialog = await openDelete();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    fireEvent.change(await within(dialog).findByLabelText('Code'), { target: { value: '9999' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    const field = await within(dialog).findByLabelText('Code');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Sorry! Invalid OTP')).toBeTruthy();
    expect(getItem('authToken')).toBe('jwt');
    expect(screen.getByRole('dialog', { name: 'Delete my account' })).toBeTruthy();
  });

  it('speaks Hindi, and shows the server message when the code cannot be sent', async () => {
    await i18n.changeLanguage('hi');
    start(
      {
        'POST /api/user/v2/delete-account/code': () => ({
          status: 429,
          body: {
            success: false,
            code: 'OTP_RESEND_TOO_EARLY',
            message: 'नया OTP मँगाने से पहले कृपया थोड़ा रुकें',
          },
        }),
      },
      2,
    );
    expect(await screen.findByRole('button', { name: 'मेरा डेटा डाउनलोड करें' })).toBeTruthy();
    const dialog = await openDelete('मेरा खाता हटाएं');
    expect(within(dialog).getByText(/आपकी खुली नौकरियाँ बंद होंगी/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'कोड भेजें' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'नया OTP मँगाने से पहले कृपया थोड़ा रुकें',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'रद्द करें' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
