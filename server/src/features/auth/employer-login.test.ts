import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  latestOtp,
  signInSeeker,
  type TestApp,
  uniqueEmail,
  uniqueIp,
  uniqueMobile,
} from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const login = (payload: object, remoteAddress = uniqueIp()) =>
  call(t.app, {
    method: 'POST',
    url: '/api/login/v2',
    payload: { tnc: true, ...payload },
    remoteAddress,
  });
const confirm = (payload: object, remoteAddress = uniqueIp()) =>
  call(t.app, { method: 'POST', url: '/api/login/v2/confirm', payload, remoteAddress });

describe('POST /api/login/v2 and /confirm (spec 001 §2, §3, §7)', () => {
  it('signs an employer in by e-mail, lower-casing the user name', async () => {
    const email = uniqueEmail();
    const mixed = email.toUpperCase();
    const sent = await login({ user_name: mixed, login_type: 'email', opt_in: true });
    expect(sent.body).toEqual({ success: true, message: 'OTP sent successfully' });
    const outbox = await call(t.app, { method: 'GET', url: `/api/dev/outbox?to=${email}` });
    expect(outbox.body.data[0]).toMatchObject({ to: email, channel: 'email' });

    const otp = await latestOtp(t.app, email);
    const res = await confirm({
      user_name: mixed,
      login_type: 'email',
      otp,
      lead_source: 'google',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ role: 2, profile_status: 0 });
    const me = await call(t.app, { method: 'GET', url: '/api/user/', token: res.body.data.token });
    expect(me.body.data).toMatchObject({ role: 2, email, email_verified: true, contact: null });
  });

  it('signs an employer in by phone', async () => {
    const contact = uniqueMobile();
    await login({ user_name: contact, login_type: 'contact' });
    const otp = await latestOtp(t.app, contact);
    const res = await confirm({ user_name: contact, login_type: 'contact', otp });
    expect(res.body.data.role).toBe(2);
  });

  it('refuses a seeker number with "already registered as job seeker"', async () => {
    const { contact } = await signInSeeker(t.app);
    const res = await login({ user_name: contact, login_type: 'contact' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: 'ALREADY_REGISTERED',
      message: 'already registered as job seeker',
      errors: { role: '0' },
    });
  });

  it.each([
    [{ login_type: 'email' }, 'user_name', 'Please enter email or mobile number'],
    [
      { user_name: 'someone@', login_type: 'email' },
      'user_name',
      'Please enter valid email or mobile number',
    ],
    [
      { user_name: '12345', login_type: 'contact' },
      'user_name',
      'Please enter valid email or mobile number',
    ],
    [
      { user_name: 'a@b.co', login_type: 'sms' },
      'login_type',
      'Login type must be contact or email',
    ],
    [
      { user_name: 'a@b.co', login_type: 'contact' },
      'login_type',
      'Login type does not match the email or mobile number given',
    ],
  ])('rejects %j', async (payload, field, message) => {
    const res = await login(payload);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors[field]).toBe(message);
  });

  it('refuses a wrong code', async () => {
    const email = uniqueEmail();
    await login({ user_name: email, login_type: 'email' });
    const otp = await latestOtp(t.app, email);
    const res = await confirm({
      user_name: email,
      login_type: 'email',
      otp: otp === '9999' ? '8888' : '9999',
    });
    expect(res.body).toEqual({
      success: false,
      code: 'INVALID_OTP',
      message: 'Sorry! Invalid OTP',
    });
  });
});
