import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployer, type Employer } from '../../../test/company';
import {
  call,
  createTestApp,
  latestOtp,
  type TestApp,
  uniqueEmail,
  uniqueIp,
} from '../../../test/helpers';

// issue 15 item 4: the company e-mail code goes through the one-time code service, with the same
// caps as a sign-in code, keyed by the e-mail address: 60 s between sends, 5 an hour and 10 a
// day per address, 5 tries a code, at most 8 wrong guesses per address in 24 hours, per-IP caps.
// Before, one employer could ask for 14 codes a day (about 5.8 % to guess one) and mail 120.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_IP_REQUESTS_PER_HOUR: '3', OTP_IP_VERIFY_PER_HOUR: '8' });
});
afterAll(() => t.app.close());

const address = () => uniqueEmail().replace('hr.', 'ops.');
const submit = (who: Employer, email: string, remoteAddress = uniqueIp(), lang = 'en') =>
  call(t.app, {
    method: 'POST',
    url: '/api/company/verification',
    token: who.token,
    headers: { 'accept-language': lang },
    payload: {
      organization_type: 'company',
      company_name: 'Sharma Logistics Pvt Ltd',
      documents: { email_id: { doc_no: email } },
    },
    remoteAddress,
  });
const confirm = (who: Employer, otp: string, remoteAddress = uniqueIp(), lang = 'en') =>
  call(t.app, {
    method: 'POST',
    url: '/api/company/verification/email/confirm',
    token: who.token,
    headers: { 'accept-language': lang },
    payload: { otp },
    remoteAddress,
  });
const age = (destination: string, interval: string) =>
  t.database.db.execute(
    sql`update otp_challenges set created_at = created_at - ${interval}::interval where destination = ${destination}`,
  );
const ageRequests = (who: Employer, interval: string) =>
  t.database.db.execute(
    sql`update verification_requests set created_at = created_at - ${interval}::interval where company_id = ${who.id}`,
  );
const wrongFor = (otp: string) => (otp === '0000' ? '1111' : '0000');

describe('the company e-mail code (issue 15 item 4)', () => {
  it('is sent in the language of the screen and lives 5 minutes', async () => {
    const who = await createEmployer(t.app);
    const email = address();
    expect((await submit(who, email, uniqueIp(), 'hi')).status).toBe(200);
    const out = await call(t.app, { method: 'GET', url: `/api/dev/outbox?to=${email}` });
    expect(out.body.data[0].text).toContain('के लिए इस ई-मेल को सत्यापित करने का आपका काम-काज कोड है');
    const [row] = (
      (await t.database.db.execute(
        sql`select extract(epoch from expires_at - created_at) as ttl, purpose from otp_challenges where destination = ${email}`,
      )) as unknown as { rows: { ttl: string; purpose: string }[] }
    ).rows;
    expect(Math.round(Number(row?.ttl))).toBe(300);
    expect(row?.purpose).toBe('company-email');
  });

  it('sends at most 5 codes an hour and 10 a day to one address, whoever asks', async () => {
    const email = address();
    const [a, b, c] = [
      await createEmployer(t.app),
      await createEmployer(t.app),
      await createEmployer(t.app),
    ];
    if (!a || !b || !c) throw new Error('no employers');
    for (let i = 0; i < 5; i += 1) {
      expect((await submit(i % 2 ? a : b, email)).status).toBe(200);
      await age(email, '2 minutes');
    }
    const hourly = await submit(c, email);
    expect(hourly.status).toBe(429);
    expect(hourly.body).toEqual({
      success: false,
      code: 'OTP_HOURLY_LIMIT',
      message: 'You have asked for too many OTPs. Please try again after an hour.',
    });
    for (let i = 5; i < 10; i += 1) {
      await age(email, '61 minutes');
      expect((await submit(i % 2 ? a : b, email)).status).toBe(200);
    }
    await age(email, '61 minutes');
    const daily = await submit(c, email);
    expect(daily.status).toBe(429);
    expect(daily.body).toEqual({
      success: false,
      code: 'OTP_DAILY_LIMIT',
      message: 'You have reached the OTP limit for today. Please try again tomorrow.',
    });
    expect(Number(daily.headers['retry-after'])).toBeGreaterThan(0);
    const hindi = await submit(c, email, uniqueIp(), 'hi');
    expect(hindi.body.message).toBe('आज के OTP पूरे हो गए। कृपया कल फिर कोशिश करें।');
    await age(email, '1 day');
    expect((await submit(c, email)).status).toBe(200);
  });

  it('sends one account at most 10 codes a day, across addresses', async () => {
    const who = await createEmployer(t.app);
    for (let i = 0; i < 10; i += 1) expect((await submit(who, address())).status).toBe(200);
    const res = await submit(who, address());
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('OTP_DAILY_LIMIT');
    await ageRequests(who, '1 day');
    expect((await submit(who, address())).status).toBe(200);
  });

  it('waits 60 seconds between codes to one address', async () => {
    const who = await createEmployer(t.app);
    const email = address();
    expect((await submit(who, email)).status).toBe(200);
    const res = await submit(who, email);
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('OTP_RESEND_TOO_EARLY');
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(59);
  });

  it('locks an address after 8 wrong guesses across its codes in a day, right code or not', async () => {
    const who = await createEmployer(t.app);
    const email = address();
    await submit(who, email);
    const first = await latestOtp(t.app, email);
    for (let i = 0; i < 5; i += 1) await confirm(who, wrongFor(first));
    expect((await confirm(who, first)).body.code).toBe('OTP_TOO_MANY_ATTEMPTS');
    await age(email, '2 minutes');
    expect((await submit(who, email)).status).toBe(200);
    const second = await latestOtp(t.app, email);
    for (let i = 0; i < 3; i += 1) {
      expect((await confirm(who, wrongFor(second))).body.code).toBe('INVALID_OTP');
    }
    const locked = await confirm(who, second);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      success: false,
      code: 'OTP_LOCKED',
      message: 'Too many wrong codes for this e-mail address today. Please try again later.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect((await confirm(who, second, uniqueIp(), 'hi')).body.message).toBe(
      'इस ई-मेल पते पर आज बहुत बार गलत कोड डाला गया। कृपया बाद में कोशिश करें।',
    );
    // no new code either, from this account or another
    await age(email, '2 minutes');
    expect((await submit(who, email)).body.code).toBe('OTP_LOCKED');
    expect((await submit(await createEmployer(t.app), email)).body.code).toBe('OTP_LOCKED');
    // a day after the first wrong guesses, the address is free again
    await age(email, '1 day');
    expect((await submit(who, email)).status).toBe(200);
    const right = await confirm(who, await latestOtp(t.app, email));
    expect(right.status).toBe(200);
    expect(right.body.data.verification_status).toBe('In Progress');
  });

  it("takes only the code sent for this account's request", async () => {
    const a = await createEmployer(t.app);
    const b = await createEmployer(t.app);
    const email = address();
    await submit(a, email);
    const codeA = await latestOtp(t.app, email);
    await age(email, '2 minutes');
    await submit(b, email); // a newer code to the same address, for another account
    const codeB = await latestOtp(t.app, email);
    if (codeA !== codeB) expect((await confirm(b, codeA)).body.code).toBe('INVALID_OTP');
    expect((await confirm(a, codeA)).status).toBe(200);
    expect((await confirm(b, codeB)).status).toBe(200);
  });

  it('caps code requests per IP address', async () => {
    const who = await createEmployer(t.app);
    const ip = uniqueIp();
    for (let i = 0; i < 3; i += 1) expect((await submit(who, address(), ip)).status).toBe(200);
    const res = await submit(who, address(), ip);
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({
      code: 'IP_LIMIT',
      message: 'Too many attempts from your network. Please try again after some time.',
    });
    expect((await submit(who, address(), uniqueIp())).status).toBe(200);
  });

  it('caps code checks per IP address', async () => {
    const who = await createEmployer(t.app);
    const email = address();
    await submit(who, email);
    const wrong = wrongFor(await latestOtp(t.app, email));
    const ip = uniqueIp();
    for (let i = 0; i < 8; i += 1) await confirm(who, wrong, ip);
    const res = await confirm(who, wrong, ip);
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('IP_LIMIT');
  });
});
