import { CONSENT_VERSION } from '@kaamkaj/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  latestOtp,
  signInEmployer,
  type TestApp,
  uniqueIp,
  uniqueMobile,
} from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const login = (payload: unknown, remoteAddress = uniqueIp()) =>
  call(t.app, {
    method: 'POST',
    url: '/api/login/user',
    // the terms box, ticked: every login call carries it (issue 14, DPDP)
    payload: (payload && typeof payload === 'object' && !Array.isArray(payload)
      ? { tnc: true, ...payload }
      : payload) as object,
    remoteAddress,
  });
const confirm = (payload: unknown, remoteAddress = uniqueIp()) =>
  call(t.app, {
    method: 'POST',
    url: '/api/login/confirm',
    payload: payload as object,
    remoteAddress,
  });

describe('POST /api/login/user (spec 000 §2.4)', () => {
  it('sends a 4 digit code to the number through the SMS adapter', async () => {
    const contact = uniqueMobile();
    const res = await login({ contact, opt_in: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'OTP sent successfully' });
    const outbox = await call(t.app, { method: 'GET', url: `/api/dev/outbox?to=${contact}` });
    expect(outbox.body.data).toHaveLength(1);
    const [item] = outbox.body.data;
    expect(item).toMatchObject({ to: contact, channel: 'sms' });
    expect(item.otp).toMatch(/^\d{4}$/);
    expect(item.text).toContain(item.otp);
    expect(item.text).toContain('valid for 5 minutes');
  });

  it('answers a Hindi screen in Hindi: the SMS, with the WebOTP line, and the errors', async () => {
    const contact = uniqueMobile();
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/login/user',
      payload: { contact, tnc: true },
      headers: { 'accept-language': 'hi', host: 'kaamkaj.in' },
      remoteAddress: uniqueIp(),
    });
    expect(res.status).toBe(200);
    const outbox = await call(t.app, { method: 'GET', url: `/api/dev/outbox?to=${contact}` });
    const [item] = outbox.body.data;
    expect(item.text).toBe(
      `${item.otp} आपका काम-काज OTP है। यह 5 मिनट तक मान्य है। इसे किसी को न बताएँ।\n\n@kaamkaj.in #${item.otp}`,
    );
    const bad = await call(t.app, {
      method: 'POST',
      url: '/api/login/user',
      payload: { contact: '12345', tnc: true },
      headers: { 'accept-language': 'hi-IN,hi;q=0.9' },
      remoteAddress: uniqueIp(),
    });
    expect(bad.body).toMatchObject({
      message: 'कृपया 10 अंकों का सही मोबाइल नंबर दर्ज करें',
      errors: { contact: 'कृपया 10 अंकों का सही मोबाइल नंबर दर्ज करें' },
    });
    const wrong = await confirm({ contact, otp: item.otp === '0000' ? '1111' : '0000' });
    expect(wrong.body.message).toBe('Sorry! Invalid OTP'); // no Accept-Language: English
    const wrongHi = await call(t.app, {
      method: 'POST',
      url: '/api/login/confirm',
      payload: { contact, otp: item.otp === '0000' ? '1111' : '0000' },
      headers: { 'accept-language': 'hi' },
      remoteAddress: uniqueIp(),
    });
    expect(wrongHi.body).toMatchObject({ code: 'INVALID_OTP', message: 'माफ़ करें! OTP गलत है' });
  });

  it("keeps the language signed in with on the account (the screen's Accept-Language)", async () => {
    const contact = uniqueMobile();
    const ip = uniqueIp();
    await login({ contact }, ip);
    const otp = await latestOtp(t.app, contact);
    await call(t.app, {
      method: 'POST',
      url: '/api/login/confirm',
      payload: { contact, otp },
      headers: { 'accept-language': 'en' },
      remoteAddress: ip,
    });
    const rows = await t.database.db.execute(
      sql`select lang from users where contact = ${contact}`,
    );
    expect((rows as unknown as { rows: { lang: string }[] }).rows[0]?.lang).toBe('en');
  });

  it('stores only a keyed hash of the code', async () => {
    const contact = uniqueMobile();
    await login({ contact });
    const otp = await latestOtp(t.app, contact);
    const rows = await t.database.db.execute(
      sql`select code_hash from otp_challenges where destination = ${contact}`,
    );
    const hash = (rows as unknown as { rows: { code_hash: string }[] }).rows[0]?.code_hash;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(otp);
  });

  it('asks for the ticked terms box (DPDP Act: consent by a clear act) before sending a code', async () => {
    const contact = uniqueMobile();
    for (const tnc of [false, undefined, 'yes']) {
      const res = await login({ contact, tnc });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ tnc: 'please tick checkbox' });
    }
    const outbox = await call(t.app, { method: 'GET', url: `/api/dev/outbox?to=${contact}` });
    expect(outbox.body.data).toHaveLength(0);
  });

  it('stores which terms text was accepted when; an unticked WhatsApp box never opts out', async () => {
    const contact = uniqueMobile();
    const signIn = async (optIn: boolean) => {
      const ip = uniqueIp();
      await login({ contact, opt_in: optIn }, ip);
      await confirm({ contact, otp: await latestOtp(t.app, contact) }, ip);
      const rows = await t.database.db.execute(
        sql`select opt_in, opt_in_at, consent_version, consent_at from users where contact = ${contact}`,
      );
      return (rows as unknown as { rows: Record<string, unknown>[] }).rows[0];
    };
    const first = await signIn(true);
    expect(first).toMatchObject({ opt_in: true, consent_version: CONSENT_VERSION });
    expect(first?.consent_at).toBeTruthy();
    expect(first?.opt_in_at).toBeTruthy();
    await t.database.db.execute(
      sql`update otp_challenges set created_at = created_at - interval '2 minutes' where destination = ${contact}`,
    );
    const again = await signIn(false);
    expect(again?.opt_in).toBe(true);
    expect(String(again?.opt_in_at)).toBe(String(first?.opt_in_at));
  });

  it.each([
    [{}, 'Please enter contact number'],
    [{ contact: '' }, 'Please enter contact number'],
    [{ contact: '1234567890' }, 'Please enter 10 digit valid mobile number'],
    [{ contact: '98765' }, 'Please enter 10 digit valid mobile number'],
    [{ contact: '98765432100' }, 'Please enter 10 digit valid mobile number'],
  ])('rejects %j: %s', async (payload, message) => {
    const res = await login(payload);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message,
      errors: { contact: message },
    });
  });

  it('refuses a number registered as employer with ALREADY_REGISTERED', async () => {
    const contact = uniqueMobile();
    const ip = uniqueIp();
    await call(t.app, {
      method: 'POST',
      url: '/api/login/v2',
      payload: { user_name: contact, login_type: 'contact', tnc: true },
      remoteAddress: ip,
    });
    const otp = await latestOtp(t.app, contact);
    const employer = await call(t.app, {
      method: 'POST',
      url: '/api/login/v2/confirm',
      payload: { user_name: contact, login_type: 'contact', otp },
      remoteAddress: ip,
    });
    expect(employer.body.data.role).toBe(2);

    const res = await login({ contact });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: 'ALREADY_REGISTERED',
      message: 'already registered as employer',
      errors: { role: '2' },
    });
  });
});

describe('POST /api/login/confirm (spec 000 §2.5, §3.2)', () => {
  it('creates the seeker on first confirmation and answers the login payload', async () => {
    const contact = uniqueMobile();
    const ip = uniqueIp();
    await login({ contact, opt_in: true }, ip);
    const otp = await latestOtp(t.app, contact);
    const res = await confirm({ contact, otp }, ip);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe('Successfully Registered');
    expect(res.body.data).toMatchObject({ role: 0, profile_status: 0 });
    expect(res.body.data._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.data.token.split('.')).toHaveLength(3);
    expect(res.body.refresh_token).toMatch(/^[\w-]{40,}$/);

    const me = await call(t.app, {
      method: 'GET',
      url: `/api/user/?_id=${res.body.data._id}`,
      token: res.body.data.token,
    });
    expect(me.body.data).toMatchObject({
      _id: res.body.data._id,
      role: 0,
      contact,
      contact_verified: true,
      opt_in: true,
      profile_status: 0,
    });
  });

  it('signs an existing seeker in to the same user', async () => {
    const contact = uniqueMobile();
    const ip = uniqueIp();
    await login({ contact }, ip);
    const first = await confirm({ contact, otp: await latestOtp(t.app, contact) }, ip);
    await t.database.db.execute(
      sql`update otp_challenges set created_at = created_at - interval '2 minutes' where destination = ${contact}`,
    );
    await login({ contact }, ip);
    const second = await confirm({ contact, otp: await latestOtp(t.app, contact) }, ip);
    expect(second.body.message).toBe('Signed in successfully');
    expect(second.body.data._id).toBe(first.body.data._id);
  });

  it('refuses a wrong code with "Sorry! Invalid OTP"', async () => {
    const contact = uniqueMobile();
    await login({ contact });
    const otp = await latestOtp(t.app, contact);
    const wrong = otp === '0000' ? '1111' : '0000';
    const res = await confirm({ contact, otp: wrong });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: 'INVALID_OTP',
      message: 'Sorry! Invalid OTP',
    });
  });

  it.each([
    [{ contact: '9876543210' }, 'otp', 'You must enter OTP'],
    [{ contact: '9876543210', otp: '12' }, 'otp', 'Please enter minimum 4 digits OTP'],
    [{ contact: '9876543210', otp: '123456' }, 'otp', 'Please enter only 4 digits OTP'],
    [{ contact: '9876543210', otp: 'abcd' }, 'otp', 'Please enter only 4 digits OTP'],
    [{ otp: '1234' }, 'contact', 'Please enter contact number'],
  ])('rejects %j', async (payload, field, message) => {
    const res = await confirm(payload);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors[field]).toBe(message);
    expect(res.body.message).toBe(message);
  });

  it('answers OTP_NOT_FOUND when no code was asked for', async () => {
    const res = await confirm({ contact: uniqueMobile(), otp: '1234' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: 'OTP_NOT_FOUND',
      message: 'Please ask for a new OTP',
    });
  });

  it('does not accept an employer-side code on the seeker confirmation', async () => {
    const { email } = await signInEmployer(t.app);
    expect(email).toContain('@');
    const contact = uniqueMobile();
    const ip = uniqueIp();
    await call(t.app, {
      method: 'POST',
      url: '/api/login/v2',
      payload: { user_name: contact, login_type: 'contact', tnc: true },
      remoteAddress: ip,
    });
    const otp = await latestOtp(t.app, contact);
    const res = await confirm({ contact, otp }, ip);
    expect(res.body.code).toBe('OTP_NOT_FOUND');
  });
});
