import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteGuard } from '../../../app/route-guard';
import { logout } from '../../../lib/api/logout';
import { i18n } from '../../../lib/i18n';
import { readSession, setSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { signedInEmployerPerTest } from '../../../test/employer-session';
import { fakeServer, ok } from '../../../test/fake-server';
import { EMPLOYER_ID, makeCompany, makeEmployer } from '../../../test/make-employer';
import { renderWithApp, Where } from '../../../test/render';
import { CompanyDetailScreen } from './company-detail-screen';

vi.mock('../../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));
vi.mock('../../../lib/api/logout', () => ({ logout: vi.fn() }));

// The real route guard: profile_status 2 on /companydetail would bounce to /dashboard.
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

const USER_ROUTE = 'GET /api/user/';

signedInEmployerPerTest({ profileStatus: 0 });
afterEach(() => {
  vi.mocked(notify.success).mockClear();
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const radio = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save & Post Job' }));

async function fillCompany() {
  type('Your name', 'Ravi  Sharma');
  radio('My Company');
  radio('Company');
  type('Company name', 'Sharma Logistics');
  fireEvent.change(screen.getByLabelText('Industry'), { target: { value: 'logistics' } });
  type('Company address', '12, Transport Nagar');
  fireEvent.change(screen.getByRole('combobox', { name: 'District' }), {
    target: { value: 'lucknow' },
  });
  fireEvent.click(await screen.findByRole('option', { name: /Lucknow/ }));
  type('Pincode', '226012');
}

describe('/companydetail "Save & Post Job" (spec 001 §2, §5)', () => {
  it('shows every schema message, translated, and counts what is left of 500', async () => {
    fakeServer({ [USER_ROUTE]: () => ok(makeEmployer()) });
    renderScreen();
    await screen.findByLabelText('Your name');
    type('About company (optional)', 'We move goods.');
    expect(screen.getByText('486 characters left')).toBeTruthy();
    submit();
    expect(await screen.findByText('Please enter your name')).toBeTruthy();
    expect(screen.getByText('Please select organisation type')).toBeTruthy();
    expect(screen.getByText('Please enter company name')).toBeTruthy();
    expect(screen.getByText('Please enter company address')).toBeTruthy();
    expect(screen.getByText('Please enter pincode')).toBeTruthy();
    expect(screen.getByText('Please select district')).toBeTruthy();
    expect(screen.getAllByText('This field is required')).toHaveLength(2); // hiring for, industry
    type('Pincode', '0123');
    type('Contact person number (optional)', '12345');
    submit();
    expect(await screen.findByText('Please enter 6 digit pincode')).toBeTruthy();
    expect(screen.getByText('Please enter 10 digit valid mobile number')).toBeTruthy();
    await act(() => i18n.changeLanguage('hi'));
    expect(await screen.findByText('कृपया अपना नाम दर्ज करें')).toBeTruthy();
  });

  it('keeps the e-mail on file read only, and prefills the mobile signed in with', async () => {
    setSession({ login_type: 'contact', user_name: '9876543210' });
    fakeServer({ [USER_ROUTE]: () => ok(makeEmployer()) });
    renderScreen();
    const email = (await screen.findByLabelText('E-mail')) as HTMLInputElement;
    expect(email.value).toBe('hr@sharmalogistics.in');
    expect(email.readOnly).toBe(true);
    const mobile = screen.getByLabelText('Mobile number') as HTMLInputElement;
    expect(mobile.value).toBe('9876543210');
    expect(mobile.disabled).toBe(false);
  });

  it('disables a mobile on file and lets an e-mail be typed, proven by its code, lower-cased', async () => {
    setSession({ login_type: 'contact', user_name: '9876543210' });
    const phoneEmployer = { email: null, contact: '9876543210', contact_verified: true };
    const calls = fakeServer({
      [USER_ROUTE]: () => ok(makeEmployer(phoneEmployer)),
      'POST /api/user/v2/contact/code': () => ok(undefined),
      'POST /api/user/v2/contact/verify': (body) =>
        ok(makeEmployer({ ...phoneEmployer, email: String(body.email), email_verified: true })),
      'PUT /api/user/v2/profile': () => ok(makeCompany()),
    });
    renderScreen();
    const mobile = (await screen.findByLabelText('Mobile number')) as HTMLInputElement;
    expect(mobile.disabled).toBe(true);
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).readOnly).toBe(false);
    await fillCompany();
    type('E-mail', 'HR@Sharma.IN');
    // issue 15 item 6: the e-mail is proven by the code sent to it before it is saved
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('dialog', { name: 'Enter the code' });
    const sent = calls.find((c) => c.key === 'POST /api/user/v2/contact/code');
    expect(sent?.body).toEqual({ email: 'hr@sharma.in' });
    type('Code', '1234');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).readOnly).toBe(true);
    submit();
    await waitFor(() => expect(calls.at(-1)?.key).toBe('PUT /api/user/v2/profile'));
    expect(calls.at(-1)?.body).toMatchObject({ email: 'hr@sharma.in', contact: '9876543210' });
  });

  it('takes an employer whose details were saved on another phone to the dashboard, saying why', async () => {
    fakeServer({ [USER_ROUTE]: () => ok(makeEmployer({ profile_status: 2 })) });
    renderScreen();
    expect((await screen.findByTestId('where')).textContent).toBe('/dashboard');
    expect(readSession().profile_status).toBe('2');
    expect(notify.success).toHaveBeenCalledWith('Your company details are already saved.');
  });

  it('saves, toasts, and goes to /jobs 1.5 s later with profile status 2', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = fakeServer({
      [USER_ROUTE]: () => ok(makeEmployer({ contact: '9876543210' })),
      'PUT /api/user/v2/profile': () => ok(makeCompany(), 'Your profile created successfully.'),
    });
    renderScreen();
    await screen.findByLabelText('Your name');
    await fillCompany();
    submit();
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Your profile created successfully.'),
    );
    expect(calls.at(-1)?.body).toEqual({
      _id: EMPLOYER_ID,
      name: 'Ravi Sharma',
      email: 'hr@sharmalogistics.in',
      contact: '9876543210',
      hiring_for: 'my_company',
      organization_type: 'company',
      company_name: 'Sharma Logistics',
      address: '12, Transport Nagar',
      pincode: '226012',
      industry: 'logistics',
      district: 'up-lucknow',
      profile_status: 2,
    });
    expect(screen.getByRole('button', { name: 'Save & Post Job' })).toHaveProperty(
      'disabled',
      true,
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('where')).toBeNull();
    expect(readSession().profile_status).toBe('0');
    act(() => vi.advanceTimersByTime(600));
    expect((await screen.findByTestId('where')).textContent).toBe('/jobs');
    expect(readSession().profile_status).toBe('2');
  });

  it('shows the server message in an alert and keeps what was typed', async () => {
    fakeServer({
      [USER_ROUTE]: () => ok(makeEmployer({ contact: '9876543210' })),
      'PUT /api/user/v2/profile': () => ({
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'This field cannot be changed',
          errors: { email: 'This field cannot be changed' },
        },
      }),
    });
    renderScreen();
    await screen.findByLabelText('Your name');
    await fillCompany();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('This field cannot be changed');
    expect(screen.getAllByText('This field cannot be changed')).toHaveLength(2);
    expect((screen.getByLabelText('Company name') as HTMLInputElement).value).toBe(
      'Sharma Logistics',
    );
    expect(readSession().profile_status).toBe('0');
  });

  it('asks before changing the organisation type once it is set', async () => {
    fakeServer({ [USER_ROUTE]: () => ok(makeEmployer()) });
    renderScreen();
    await screen.findByLabelText('Your name');
    radio('Company');
    radio('Consultancy');
    expect(await screen.findByRole('dialog', { name: 'Change organisation type?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No, keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('radio', { name: 'Company' })).toHaveProperty('checked', true);
    radio('Consultancy');
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, change' }));
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Consultancy' })).toHaveProperty('checked', true),
    );
  });

  it('asks before leaving; yes logs out', async () => {
    fakeServer({ [USER_ROUTE]: () => ok(makeEmployer()) });
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      await screen.findByText('Are you sure, you want to exit without creating profile?'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No, stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(logout).not.toHaveBeenCalled();
    window.dispatchEvent(new PopStateEvent('popstate')); // the browser's back button
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, exit' }));
    expect(logout).toHaveBeenCalled();
  });
});
