import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { registerPreloads } from '../../lib/page-preload';
import { readSession, setSession } from '../../lib/session';
import { notify } from '../../lib/toast';
import { EmployerLoginScreen } from './employer-login-screen';
import { ReferralScreen } from './referral-screen';
import { SaarthiLoginScreen } from './saarthi-login-screen';
import { SeekerLoginScreen } from './seeker-login-screen';
import { SeekerOtpScreen } from './seeker-otp-screen';

vi.mock('../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

type Handler = (body: Record<string, unknown>) => { status: number; body: unknown };
let routes: Record<string, Handler>;
let sent: { url: string; body: Record<string, unknown> }[];

const CONFIG = { version: '12.0.26-rel', otp_length: 4, resend_seconds: 60 };
const ok = (body: unknown) => ({ status: 200, body });
// a code was sent to this number less than a minute ago (the first tap, its answer lost)
const TOO_EARLY = {
  status: 429,
  body: {
    success: false,
    code: 'OTP_RESEND_TOO_EARLY',
    message: 'Please wait 41 seconds before asking for a new OTP',
  },
};

beforeEach(async () => {
  localStorage.clear();
  setSession({}); // drops the cached snapshot of the previous test
  sent = [];
  routes = { '/api/config': () => ok({ success: true, data: CONFIG }) };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = init.body ? JSON.parse(String(init.body)) : {};
    sent.push({ url, body });
    const reply = routes[url]?.(body) ?? {
      status: 404,
      body: { success: false, code: 'NOT_FOUND' },
    };
    return {
      ok: reply.status < 300,
      status: reply.status,
      json: async () => reply.body,
    } as Response;
  });
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderAt(pathname: string, state: unknown = null, search = '') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname, search, state }]}>
        <Routes>
          <Route path="/user" element={<ReferralScreen />} />
          <Route path="/JobSeekerlogin" element={<SeekerLoginScreen />} />
          <Route path="/login/VerifyOTP" element={<SeekerOtpScreen />} />
          <Route path="/recruiter" element={<EmployerLoginScreen />} />
          <Route path="/saarthi" element={<SaarthiLoginScreen />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The seeker's code confirmed: a seeker whose profile is complete. */
const confirmsSeeker = () =>
  ok({
    success: true,
    data: { _id: 'u-1', role: 0, token: 'jwt', profile_status: 2 },
    refresh_token: 'rt',
  });

const sendOtp = () => fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

describe('seeker login (spec 000 §2.4)', () => {
  it('shows the schema message under the field, translated', async () => {
    renderAt('/JobSeekerlogin');
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '12345' } });
    sendOtp();
    expect(await screen.findByText('Please enter 10 digit valid mobile number')).toBeTruthy();
    await act(() => i18n.changeLanguage('hi'));
    expect(screen.getByText('कृपया 10 अंकों का सही मोबाइल नंबर दर्ज करें')).toBeTruthy();
    expect(sent.filter((s) => s.url === '/api/login/user')).toHaveLength(0);
  });

  it('starts with both boxes unticked (DPDP Act) and requires the terms', async () => {
    renderAt('/JobSeekerlogin');
    const terms = screen.getByRole('checkbox', { name: /Terms & Conditions/ }) as HTMLInputElement;
    const whatsapp = screen.getByRole('checkbox', { name: /WhatsApp/ }) as HTMLInputElement;
    expect([terms.checked, whatsapp.checked]).toEqual([false, false]);
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
    sendOtp();
    expect(await screen.findByText('please tick checkbox')).toBeTruthy();
    expect(sent.filter((s) => s.url === '/api/login/user')).toHaveLength(0);
  });

  it('shows ALREADY_REGISTERED as "already registered as employer" for 5 s', async () => {
    routes['/api/login/user'] = () => ({
      status: 400,
      body: { success: false, code: 'ALREADY_REGISTERED', message: 'You have Already registered' },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt('/JobSeekerlogin');
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Terms & Conditions/ }));
    sendOtp();
    expect((await screen.findByRole('alert')).textContent).toBe('already registered as employer');
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("names a Saarthi's number as a Saarthi's, from the server's errors.role (issue 13)", async () => {
    routes['/api/login/user'] = () => ({
      status: 400,
      body: {
        success: false,
        code: 'ALREADY_REGISTERED',
        message: 'already registered as saarthi',
        errors: { role: '1' },
      },
    });
    renderAt('/JobSeekerlogin');
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Terms & Conditions/ }));
    sendOtp();
    expect((await screen.findByRole('alert')).textContent).toBe('already registered as Saarthi');
  });

  it('goes on to the code when one was sent a moment ago (the first tap whose answer was lost)', async () => {
    await i18n.changeLanguage('hi');
    routes['/api/login/user'] = () => TOO_EARLY;
    renderAt('/JobSeekerlogin');
    fireEvent.change(await screen.findByLabelText('मोबाइल नंबर'), {
      target: { value: '9876543210' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /नियम और शर्तों/ }));
    fireEvent.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect(await screen.findByText('+91 9876543210 पर आया OTP डालें')).toBeTruthy();
    expect(vi.mocked(notify.success).mock.calls.at(-1)).toEqual([
      'अभी-अभी एक OTP भेजा गया है। उसे यहाँ डालें।',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(readSession().user_contact).toBe('9876543210');
  });

  it('sends {contact, opt_in, tnc}, keeps the number and passes the route state on to the OTP', async () => {
    routes['/api/login/user'] = () => ok({ success: true, message: 'OTP sent' });
    renderAt('/JobSeekerlogin', { from: '/shared/job?id=9' });
    fireEvent.change(screen.getByLabelText('Mobile number'), {
      target: { value: '+91 98765 43210' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /Terms & Conditions/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /WhatsApp/ }));
    sendOtp();
    expect(await screen.findByText('Enter OTP sent to +91 9876543210')).toBeTruthy();
    expect(sent.find((s) => s.url === '/api/login/user')?.body).toEqual({
      contact: '9876543210',
      opt_in: true,
      tnc: true,
    });
    expect(readSession().user_contact).toBe('9876543210');

    // OTP: a wrong code shows the server's error in an alert (spec 000 §2.5)
    routes['/api/login/confirm'] = ({ otp }) =>
      otp === '1234'
        ? ok({
            success: true,
            message: 'ok',
            data: { _id: 'u-1', role: 0, token: 'jwt', profile_status: 2 },
            refresh_token: 'rt',
          })
        : {
            status: 400,
            body: { success: false, code: 'INVALID_OTP', message: 'Sorry! Invalid OTP' },
          };
    const otp = screen.getByLabelText('OTP');
    fireEvent.change(otp, { target: { value: '9999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry! Invalid OTP');

    fireEvent.change(otp, { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/shared/job?id=9');
    expect(sent.find((s) => s.body.otp === '1234')?.body).toEqual({
      contact: '9876543210',
      otp: '1234',
    });
    expect(readSession()).toMatchObject({ authToken: 'jwt', user: 'u-1', profile_status: '2' });
  });
});

describe("a Saarthi's link /user?ref= (issue 13)", () => {
  it('keeps the code, opens the seeker login and sends the code with the confirmed sign-in', async () => {
    routes['/api/login/user'] = () => ok({ success: true, message: 'OTP sent' });
    routes['/api/login/confirm'] = () =>
      ok({
        success: true,
        message: 'Successfully Registered',
        data: { _id: 'u-1', role: 0, token: 'jwt', profile_status: 0 },
        refresh_token: 'rt',
      });
    renderAt('/user', null, '?ref=sar123456');
    fireEvent.change(await screen.findByLabelText('Mobile number'), {
      target: { value: '9876543210' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /Terms & Conditions/ }));
    sendOtp();
    fireEvent.change(await screen.findByLabelText('OTP'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/user/basicdetail');
    expect(sent.find((s) => s.url === '/api/login/confirm')?.body).toEqual({
      contact: '9876543210',
      otp: '1234',
      ref: 'SAR123456',
    });
    expect(localStorage.getItem('kaamkaj_ref')).toBeNull(); // spent with the sign-in
  });

  it('goes to / and keeps nothing without a code or a user token', async () => {
    renderAt('/user', null, '?ref=<script>');
    expect((await screen.findByTestId('where')).textContent).toBe('/');
    expect(localStorage.getItem('kaamkaj_ref')).toBeNull();
  });
});

describe('seeker OTP screen (spec 000 §2.5)', () => {
  it('sends a direct visit without a number to the login', async () => {
    renderAt('/login/VerifyOTP');
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeTruthy();
  });

  it('asks for exactly the configured number of digits', async () => {
    setSession({ user_contact: '9876543210' });
    renderAt('/login/VerifyOTP');
    await screen.findByText('Enter OTP sent to +91 9876543210');
    fireEvent.change(screen.getByLabelText('OTP'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter minimum 4 digits OTP')).toBeTruthy();
  });

  it('offers Resend after the countdown and asks for a new code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setSession({ user_contact: '9876543210' });
    routes['/api/login/user'] = () => ok({ success: true });
    renderAt('/login/VerifyOTP', { optIn: true });
    expect(await screen.findByText('Resend OTP in 1:00')).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    fireEvent.click(await screen.findByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Resend OTP in 1:00')).toBeTruthy();
    expect(sent.find((s) => s.url === '/api/login/user')?.body).toEqual({
      contact: '9876543210',
      opt_in: true,
      tnc: true,
    });
  });
});

describe('after the code is confirmed', () => {
  afterEach(() => registerPreloads({ page: async () => false, appShell: async () => undefined }));

  it("keeps Verify busy until the next screen's code has come, then opens it", async () => {
    vi.mocked(notify.success).mockClear();
    const asked: string[] = [];
    let release: () => void = () => undefined;
    registerPreloads({
      appShell: async () => {
        asked.push('shell');
      },
      page: (pathname) => {
        asked.push(pathname);
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
    });
    setSession({ user_contact: '9876543210' });
    routes['/api/login/confirm'] = confirmsSeeker;
    renderAt('/login/VerifyOTP', { from: '/job?id=7' });
    await screen.findByText('Enter OTP sent to +91 9876543210');
    expect(asked).toEqual(['shell']); // the app's frame, while the SMS is awaited
    fireEvent.change(screen.getByLabelText('OTP'), { target: { value: '4539' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(asked).toEqual(['shell', '/job']));
    // signed in, still on the OTP screen with Verify busy: no blank page while the code comes
    expect(readSession().authToken).toBe('jwt');
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('where')).toBeNull();
    expect(notify.success).not.toHaveBeenCalled();
    release();
    expect((await screen.findByTestId('where')).textContent).toBe('/job?id=7');
    expect(notify.success).toHaveBeenCalledWith(i18n.t('auth.loginSuccess'));
  });
});

describe('Send OTP', () => {
  afterEach(() => registerPreloads({ page: async () => false, appShell: async () => undefined }));

  it("asks for the code screen's own code as the number is sent, and opens it once both have come", async () => {
    const asked: string[] = [];
    let release: () => void = () => undefined;
    registerPreloads({
      appShell: async () => undefined,
      page: (pathname) => {
        asked.push(pathname);
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
    });
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    routes['/api/login/user'] = () => ok({ success: true, message: 'OTP sent' });
    const answered = new Promise<{ status: number; body: unknown }>((resolve) => {
      answer = resolve;
    });
    const plainFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url === '/api/login/user') {
        const reply = await answered;
        return { ok: true, status: reply.status, json: async () => reply.body } as Response;
      }
      return plainFetch(url, init);
    });
    renderAt('/JobSeekerlogin');
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Terms & Conditions/ }));
    sendOtp();
    // the code screen's code is asked for while the server has not answered yet
    await waitFor(() => expect(asked).toEqual(['/login/VerifyOTP']));
    answer(ok({ success: true, message: 'OTP sent' }));
    // the number is sent; the button stays busy while the screen's code comes
    await waitFor(() => expect(readSession().user_contact).toBe('9876543210'));
    const button = screen.getByRole('button', { name: 'Send OTP' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    release();
    expect(await screen.findByText('Enter OTP sent to +91 9876543210')).toBeTruthy();
  });
});

describe('WebOTP (issue 14): Chrome for Android reads the code from the SMS', () => {
  it('fills the code and signs in by itself', async () => {
    setSession({ user_contact: '9876543210' });
    routes['/api/login/confirm'] = confirmsSeeker;
    const asked: unknown[] = [];
    vi.stubGlobal('OTPCredential', class {});
    vi.stubGlobal('navigator', {
      ...navigator,
      credentials: {
        get: (options: unknown) => {
          asked.push(options);
          return Promise.resolve({ type: 'otp', code: '4539' });
        },
      },
    });
    renderAt('/login/VerifyOTP');
    expect((await screen.findByTestId('where')).textContent).toBe('/jobs');
    expect(sent.find((s) => s.url === '/api/login/confirm')?.body).toEqual({
      contact: '9876543210',
      otp: '4539',
    });
    expect(asked[0]).toMatchObject({ otp: { transport: ['sms'] } });
  });

  it('leaves the field to the user where the browser cannot read SMS', async () => {
    setSession({ user_contact: '9876543210' });
    renderAt('/login/VerifyOTP');
    await screen.findByText('Enter OTP sent to +91 9876543210');
    expect(screen.getByLabelText('OTP').getAttribute('autocomplete')).toBe('one-time-code');
    expect(sent.some((s) => s.url === '/api/login/confirm')).toBe(false);
  });
});

describe('employer login (spec 001 §2, §3 "Login payloads")', () => {
  it('forces English and sends the lower-cased user name with its type and the ticked terms', async () => {
    await i18n.changeLanguage('hi');
    routes['/api/login/v2'] = () => ok({ success: true });
    renderAt('/recruiter');
    const field = await screen.findByLabelText('Email or mobile number');
    expect(i18n.language).toBe('en');
    fireEvent.change(field, { target: { value: 'HR@Sharma.in' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Terms & Conditions/ }));
    sendOtp();
    expect((await screen.findByTestId('where')).textContent).toBe('/recruiter/VerifyOTP');
    expect(sent.find((s) => s.url === '/api/login/v2')?.body).toEqual({
      user_name: 'hr@sharma.in',
      login_type: 'email',
      opt_in: false,
      tnc: true,
    });
    expect(readSession()).toMatchObject({ user_name: 'hr@sharma.in', login_type: 'email' });
    // shown in English, not stored: a seeker who only looked keeps Hindi (issue 14)
    expect(readSession().lang).toBeNull();
  });

  it('goes on to the code when one was sent a moment ago', async () => {
    routes['/api/login/v2'] = () => TOO_EARLY;
    renderAt('/recruiter');
    fireEvent.change(await screen.findByLabelText('Email or mobile number'), {
      target: { value: 'hr@sharma.in' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /Terms & Conditions/ }));
    sendOtp();
    expect((await screen.findByTestId('where')).textContent).toBe('/recruiter/VerifyOTP');
    expect(vi.mocked(notify.success).mock.calls.at(-1)).toEqual([
      'An OTP was sent a moment ago. Enter it here.',
    ]);
  });

  it('shows ALREADY_REGISTERED as "already registered as job seeker"', async () => {
    routes['/api/login/v2'] = () => ({
      status: 400,
      body: { success: false, code: 'ALREADY_REGISTERED', message: 'x' },
    });
    renderAt('/recruiter');
    fireEvent.change(screen.getByLabelText('Email or mobile number'), {
      target: { value: '9876543210' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /Terms & Conditions/ }));
    sendOtp();
    expect((await screen.findByRole('alert')).textContent).toBe('already registered as job seeker');
  });
});

describe('Saarthi sign-in (spec 001 §2 /saarthi)', () => {
  it('sends the number and code, says in Hindi that the OTP was sent and asks for it', async () => {
    await i18n.changeLanguage('hi');
    routes['/api/login/saarthi'] = () => ok({ success: true, message: 'OTP sent successfully' });
    renderAt('/saarthi');
    fireEvent.change(await screen.findByLabelText('मोबाइल नंबर'), {
      target: { value: '9000000002' },
    });
    fireEvent.change(screen.getByLabelText('सारथी कोड'), { target: { value: 'SAR100001' } });
    fireEvent.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect(await screen.findByText('+91 9000000002 पर आया OTP डालें')).toBeTruthy();
    expect(sent.find((s) => s.url === '/api/login/saarthi')?.body).toEqual({
      contact: '9000000002',
      emp_code: 'SAR100001',
    });
    // what happened, not the button's "OTP भेजें" ("Send OTP") again
    expect(vi.mocked(notify.success).mock.calls.at(-1)).toEqual(['OTP भेज दिया गया है']);
  });

  it('goes on to the code step when a code was sent a moment ago', async () => {
    await i18n.changeLanguage('hi');
    routes['/api/login/saarthi'] = () => TOO_EARLY;
    renderAt('/saarthi');
    fireEvent.change(await screen.findByLabelText('मोबाइल नंबर'), {
      target: { value: '9000000002' },
    });
    fireEvent.change(screen.getByLabelText('सारथी कोड'), { target: { value: 'SAR100001' } });
    fireEvent.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect(await screen.findByText('+91 9000000002 पर आया OTP डालें')).toBeTruthy();
    expect(vi.mocked(notify.success).mock.calls.at(-1)).toEqual([
      'अभी-अभी एक OTP भेजा गया है। उसे यहाँ डालें।',
    ]);
  });

  it('comes back from the code step to the number and code that were sent, to correct them', async () => {
    routes['/api/login/saarthi'] = () => ok({ success: true, message: 'OTP sent successfully' });
    renderAt('/saarthi');
    fireEvent.change(await screen.findByLabelText('Mobile number'), {
      target: { value: '9000000002' },
    });
    fireEvent.change(screen.getByLabelText('Saarthi code'), { target: { value: 'sar100001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByText('Enter OTP sent to +91 9000000002');
    // the code is sent as the rules write it: upper case
    expect(sent.find((s) => s.url === '/api/login/saarthi')?.body).toEqual({
      contact: '9000000002',
      emp_code: 'SAR100001',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
    expect((await screen.findByLabelText<HTMLInputElement>('Mobile number')).value).toBe(
      '9000000002',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Saarthi code').value).toBe('SAR100001');
    expect(screen.queryByRole('status')).toBeNull(); // no "Successfully Registered" banner
  });

  it('opens Sign up on its tab (its form loaded then) and checks it when sent, in the field', async () => {
    renderAt('/saarthi');
    await screen.findByLabelText('Mobile number');
    expect(screen.queryByLabelText('Your name')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Sign up' }));
    const name = await screen.findByLabelText('Your name');
    expect(screen.getByRole('tab', { name: 'Sign up' }).getAttribute('aria-selected')).toBe('true');
    // DPDP Act: the terms are never ticked for the agent
    expect(
      (screen.getByRole('checkbox', { name: /Terms & Conditions/ }) as HTMLInputElement).checked,
    ).toBe(false);
    fireEvent.change(name, { target: { value: 'Ravi Kumar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Please enter 10 digit mobile number')).toBeTruthy();
    expect(screen.getByText('Please select district')).toBeTruthy();
    expect(sent.some((s) => s.url === '/api/register/saarthi')).toBe(false);
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Ravi Kumar');
  });
});
