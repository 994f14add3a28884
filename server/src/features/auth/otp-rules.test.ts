import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  latestOtp,
  type TestApp,
  uniqueIp,
  uniqueMobile,
} from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_IP_REQUESTS_PER_HOUR: '3', OTP_IP_VERIFY_PER_HOUR: '8' });
});
afterAll(() => t.app.close());

const login = (contact: string, remoteAddress = uniqueIp()) =>
  call(t.app, {
    method: 'POST',
    url: '/api/login/user',
    payload: { contact, tnc: true },
    remoteAddress,
  });
const confirm = (contact: string, otp: string, remoteAddress = uniqueIp()) =>
  call(t.app, {
    method: 'POST',
    url: '/api/login/confirm',
    payload: { contact, otp },
    remoteAddress,
  });
const age = (contact: string, interval: string) =>
  t.database.db.execute(
    sql`update otp_challenges set created_at = created_at - ${interval}::interval where destination = ${contact}`,
  );
const wrongFor = (otp: string) => (otp === '0000' ? '1111' : '0000');

describe('OTP rules (DESIGN.md §6)', () => {
  it('accepts a code once only', async () => {
    const contact = uniqueMobile();
    await login(contact);
    const otp = await latestOtp(t.app, contact);
    expect((await confirm(contact, otp)).status).toBe(200);
    const again = await confirm(contact, otp);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('OTP_NOT_FOUND');
  });

  it('refuses an expired code', async () => {
    const contact = uniqueMobile();
    await login(contact);
    const otp = await latestOtp(t.app, contact);
    await t.database.db.execute(
      sql`update otp_challenges set expires_at = now() - interval '1 second' where destination = ${contact}`,
    );
    const res = await confirm(contact, otp);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: 'OTP_EXPIRED',
      message: 'This OTP has expired. Please ask for a new one.',
    });
  });

  it('keeps a code valid for 5 minutes', async () => {
    const contact = uniqueMobile();
    await login(contact);
    const [row] = (
      (await t.database.db.execute(
        sql`select extract(epoch from expires_at - created_at) as ttl from otp_challenges where destination = ${contact}`,
      )) as unknown as { rows: { ttl: string }[] }
    ).rows;
    expect(Math.round(Number(row?.ttl))).toBe(300);
  });

  it('allows 5 wrong tries, then refuses even the right code', async () => {
    const contact = uniqueMobile();
    await login(contact);
    const otp = await latestOtp(t.app, contact);
    for (let i = 0; i < 5; i += 1) {
      const res = await confirm(contact, wrongFor(otp));
      expect(res.body.code).toBe('INVALID_OTP');
    }
    const res = await confirm(contact, otp);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: 'OTP_TOO_MANY_ATTEMPTS',
      message: 'Too many wrong attempts. Please ask for a new OTP.',
    });
  });

  // issue 15 item 4: 10 codes x 5 tries was 50 guesses a day (0.5 %); now at most 9 (0.09 %)
  it('locks a number after 8 wrong guesses across its codes in a day, right code or not', async () => {
    const contact = uniqueMobile();
    await login(contact);
    const first = await latestOtp(t.app, contact);
    for (let i = 0; i < 5; i += 1) await confirm(contact, wrongFor(first));
    await age(contact, '2 minutes');
    await login(contact);
    const second = await latestOtp(t.app, contact);
    for (let i = 0; i < 3; i += 1) {
      expect((await confirm(contact, wrongFor(second))).body.code).toBe('INVALID_OTP');
    }
    const locked = await confirm(contact, second);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      success: false,
      code: 'OTP_LOCKED',
      message: 'Too many wrong OTPs for this number today. Please try again later.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    await age(contact, '2 minutes');
    expect((await login(contact)).body.code).toBe('OTP_LOCKED');
    // a day after the first wrong guesses, the number is free again
    await age(contact, '1 day');
    expect((await login(contact)).status).toBe(200);
    expect((await confirm(contact, await latestOtp(t.app, contact))).status).toBe(200);
  });

  it('makes an older code useless once a new one is sent', async () => {
    const contact = uniqueMobile();
    await login(contact);
    const first = await latestOtp(t.app, contact);
    await age(contact, '61 seconds');
    await login(contact);
    const second = await latestOtp(t.app, contact);
    if (first !== second) {
      expect((await confirm(contact, first)).body.code).toBe('INVALID_OTP');
    }
    expect((await confirm(contact, second)).status).toBe(200);
  });

  it('refuses a resend within 60 seconds and says how long to wait', async () => {
    const contact = uniqueMobile();
    expect((await login(contact)).status).toBe(200);
    const res = await login(contact);
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('OTP_RESEND_TOO_EARLY');
    expect(res.body.message).toMatch(/^Please wait (60|59) seconds before asking for a new OTP$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(59);
    await age(contact, '61 seconds');
    expect((await login(contact)).status).toBe(200);
  });

  it('sends at most 5 codes an hour to one number', async () => {
    const contact = uniqueMobile();
    for (let i = 0; i < 5; i += 1) {
      expect((await login(contact)).status).toBe(200);
      await age(contact, '2 minutes');
    }
    const res = await login(contact);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      success: false,
      code: 'OTP_HOURLY_LIMIT',
      message: 'You have asked for too many OTPs. Please try again after an hour.',
    });
  });

  it('sends at most 10 codes a day to one number', async () => {
    const contact = uniqueMobile();
    for (let i = 0; i < 10; i += 1) {
      expect((await login(contact)).status).toBe(200);
      await age(contact, '61 minutes');
    }
    const res = await login(contact);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      success: false,
      code: 'OTP_DAILY_LIMIT',
      message: 'You have reached the OTP limit for today. Please try again tomorrow.',
    });
    await age(contact, '1 day');
    expect((await login(contact)).status).toBe(200);
  });

  it('caps code requests per IP address', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3; i += 1) expect((await login(uniqueMobile(), ip)).status).toBe(200);
    const res = await login(uniqueMobile(), ip);
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('IP_LIMIT');
    expect(res.body.message).toBe(
      'Too many attempts from your network. Please try again after some time.',
    );
    expect((await login(uniqueMobile(), uniqueIp())).status).toBe(200);
  });

  it('caps code checks per IP address, across numbers', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 8; i += 1) await confirm(uniqueMobile(), '1234', ip);
    const res = await confirm(uniqueMobile(), '1234', ip);
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('IP_LIMIT');
  });
});

describe('OTP_LENGTH', () => {
  it('makes 6 digit codes and validates that length', async () => {
    const six = await createTestApp({ OTP_LENGTH: '6' });
    try {
      const contact = uniqueMobile();
      await call(six.app, {
        method: 'POST',
        url: '/api/login/user',
        payload: { contact, tnc: true },
      });
      const otp = await latestOtp(six.app, contact);
      expect(otp).toMatch(/^\d{6}$/);
      const short = await call(six.app, {
        method: 'POST',
        url: '/api/login/confirm',
        payload: { contact, otp: '1234' },
      });
      expect(short.body.message).toBe('Please enter minimum 6 digits OTP');
      const cfg = await call(six.app, { method: 'GET', url: '/api/config' });
      expect(cfg.body.data.otp_length).toBe(6);
      const ok = await call(six.app, {
        method: 'POST',
        url: '/api/login/confirm',
        payload: { contact, otp },
      });
      expect(ok.status).toBe(200);
    } finally {
      await six.app.close();
    }
  });
});
