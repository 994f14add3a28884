import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteGuard } from '../../../app/route-guard';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { pressBack } from '../../../test/back';
import { signedInEmployerPerTest } from '../../../test/employer-session';
import { fakeServer, ok, type Reply } from '../../../test/fake-server';
import { makeCompany, makeEmployer } from '../../../test/make-employer';
import { renderWithApp, Where } from '../../../test/render';
import { CompanyDetailScreen } from './company-detail-screen';

vi.mock('../../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

// issue 15 item 6: the mobile an e-mail employer gives is proven by a code sent to it before the
// company details keep it: "Send code", the code in a dialog, then "Save & Post Job".
const renderScreen = () =>
  renderWithApp(
    <Routes>
      <Route element={<RouteGuard />}>
        <Route path="/companydetail" element={<CompanyDetailScreen />} />
        <Route path="*" element={<Where />} />
      </Route>
    </Routes>,
    '/companydetail',
  );

signedInEmployerPerTest({ profileStatus: 0 });
afterEach(() => {
  vi.mocked(notify.success).mockClear();
});

const USER_ROUTE = 'GET /api/user/';
const CODE_ROUTE = 'POST /api/user/v2/contact/code';
const VERIFY_ROUTE = 'POST /api/user/v2/contact/verify';
const PUT_ROUTE = 'PUT /api/user/v2/profile';
const NUMBER = '9876543210';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const failure = (status: number, code: string, message: string, errors?: object): Reply => ({
  status,
  body: { success: false, code, message, ...(errors ? { errors } : {}) },
});

async function fillCompany() {
  type('Your name', 'Ravi Sharma');
  fireEvent.click(screen.getByRole('radio', { name: 'My Company' }));
  fireEvent.click(screen.getByRole('radio', { name: 'Company' }));
  type('Company name', 'Sharma Logistics');
  fireEvent.change(screen.getByLabelText('Industry'), { target: { value: 'logistics' } });
  type('Company address', '12, Transport Nagar');
  fireEvent.change(screen.getByRole('combobox', { name: 'District' }), {
    target: { value: 'lucknow' },
  });
  fireEvent.click(await screen.findByRole('option', { name: /Lucknow/ }));
  type('Pincode', '226012');
}

/** The server of an e-mail employer; `verify` answers the code check. */
function server(verify: (body: Record<string, unknown>) => Reply = () => ok(proven())) {
  return fakeServer({
    [USER_ROUTE]: () => ok(makeEmployer()),
    [CODE_ROUTE]: () => ok(undefined, 'We have sent a code to this mobile number'),
    [VERIFY_ROUTE]: verify,
    [PUT_ROUTE]: () => ok(makeCompany(), 'Your profile created successfully.'),
  });
}
const proven = () => makeEmployer({ contact: NUMBER, contact_verified: true });

describe('proving the mobile number on /companydetail (issue 15 item 6)', () => {
  it('does not save a number that was not proven, and says so under the field', async () => {
    const calls = server();
    renderScreen();
    await screen.findByLabelText('Your name');
    type('Mobile number', NUMBER);
    click('Save & Post Job');
    // with the other fields' messages
    expect(await screen.findByText('Please enter your name')).toBeTruthy();
    expect(
      screen.getByText('Please verify this mobile number with the code we send to it'),
    ).toBeTruthy();
    await fillCompany();
    click('Save & Post Job');
    await waitFor(() => expect(screen.queryByText('Please enter your name')).toBeNull());
    expect(
      await screen.findByText('Please verify this mobile number with the code we send to it'),
    ).toBeTruthy();
    expect(calls.some((c) => c.key === PUT_ROUTE)).toBe(false);
  });

  it('checks the number before sending a code', async () => {
    const calls = server();
    renderScreen();
    await screen.findByLabelText('Mobile number');
    type('Mobile number', '12345');
    click('Send code');
    expect(await screen.findByText('Please enter 10 digit valid mobile number')).toBeTruthy();
    expect(calls.some((c) => c.key === CODE_ROUTE)).toBe(false);
  });

  it('sends the code, refuses a wrong one, takes the right one, then saves', async () => {
    let tries = 0;
    const calls = server(() => {
      tries += 1;
      return tries === 1 ? failure(400, 'INVALID_OTP', 'Sorry! Invalid OTP') : ok(proven());
    });
    renderScreen();
    await screen.findByLabelText('Your name');
    await fillCompany();
    type('Mobile number', NUMBER);
    click('Send code');
    const dialog = await screen.findByRole('dialog', { name: 'Enter the code' });
    expect(dialog.textContent).toContain('We have sent a 4-digit code by SMS to +91 9876543210.');
    expect(calls.find((c) => c.key === CODE_ROUTE)?.body).toEqual({ contact: NUMBER });
    expect(screen.getByText('Send again in 1:00')).toBeTruthy();
    const code = screen.getByLabelText('Code') as HTMLInputElement;
    expect(code.inputMode).toBe('numeric');
    expect(code.autocomplete).toBe('one-time-code');
    // an empty code is caught here; letters are dropped as they are typed
    click('Verify');
    expect(await screen.findByText('You must enter OTP')).toBeTruthy();
    type('Code', '12a34');
    expect(code.value).toBe('1234');
    click('Verify');
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry! Invalid OTP');
    type('Code', '4321');
    click('Verify');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.key === VERIFY_ROUTE).at(-1)?.body).toEqual({
      contact: NUMBER,
      otp: '4321',
    });
    expect(notify.success).toHaveBeenCalledWith('Mobile number verified');
    const field = (await screen.findByLabelText('Mobile number')) as HTMLInputElement;
    expect(field.disabled).toBe(true);
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
    click('Save & Post Job');
    await waitFor(() => expect(calls.at(-1)?.key).toBe(PUT_ROUTE));
    expect(calls.at(-1)?.body).toMatchObject({ contact: NUMBER });
  });

  it("shows a number taken by another account under the field, and a cap's message below the button", async () => {
    const taken = 'This mobile number is already registered';
    let answer: Reply = failure(400, 'CONTACT_TAKEN', taken, { contact: taken });
    fakeServer({
      [USER_ROUTE]: () => ok(makeEmployer()),
      [CODE_ROUTE]: () => answer,
    });
    renderScreen();
    await screen.findByLabelText('Mobile number');
    type('Mobile number', NUMBER);
    click('Send code');
    expect(await screen.findByText(taken)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const wait = 'Please wait 42 seconds before asking for a new OTP';
    answer = failure(429, 'OTP_RESEND_TOO_EARLY', wait);
    click('Send code');
    expect((await screen.findByRole('alert')).textContent).toBe(wait);
  });

  it('closes on Android back and on "Change number", keeping what was typed', async () => {
    server();
    renderScreen();
    await screen.findByLabelText('Mobile number');
    type('Mobile number', NUMBER);
    click('Send code');
    await screen.findByRole('dialog', { name: 'Enter the code' });
    await pressBack(); // the phone's back button
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // only the code dialog closed: the page did not ask to exit
    expect(
      screen.queryByText('Are you sure, you want to exit without creating profile?'),
    ).toBeNull();
    click('Send code');
    await screen.findByRole('dialog');
    click('Change number');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe(NUMBER);
  });

  it('speaks Hindi on a Hindi screen', async () => {
    server();
    renderScreen();
    await screen.findByLabelText('Mobile number');
    await act(() => i18n.changeLanguage('hi'));
    await screen.findByLabelText('मोबाइल नंबर');
    type('मोबाइल नंबर', NUMBER);
    fireEvent.click(screen.getByRole('button', { name: 'कोड भेजें' }));
    const dialog = await screen.findByRole('dialog', { name: 'कोड डालें' });
    expect(dialog.textContent).toContain('हमने +91 9876543210 पर SMS से 4 अंकों का कोड भेजा है।');
    expect(screen.getByRole('button', { name: 'सत्यापित करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'नंबर बदलें' })).toBeTruthy();
  });
});
