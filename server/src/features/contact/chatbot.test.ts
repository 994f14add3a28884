import { solveChallenge } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge } from 'altcha-lib/types';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployer } from '../../../test/employer';
import { call, createTestApp, type TestApp, uniqueIp } from '../../../test/helpers';
import { captchaKeys, newCaptchaChallenge } from '../../platform/captcha';
import { contactMessages, users } from '../../platform/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

/** What the ALTCHA widget does in the browser: solve, then base64 JSON of {challenge, solution}. */
async function solve(challenge: Challenge, tamper?: (derivedKey: string) => string) {
  const solution = await solveChallenge({ challenge, deriveKey: pbkdf2 });
  if (!solution) throw new Error('not solved');
  if (tamper) solution.derivedKey = tamper(solution.derivedKey);
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function freshToken() {
  const res = await call(t.app, { method: 'GET', url: '/api/login/captcha' });
  expect(res.status).toBe(200);
  return solve(res.body as Challenge);
}

const send = (payload: unknown, ip = uniqueIp()) =>
  call(t.app, {
    method: 'POST',
    url: '/api/login/query-feedback',
    remoteAddress: ip,
    payload: payload as object,
  });

const feedback = (token: string | undefined, extra: Record<string, unknown> = {}) => ({
  type: 'feedback',
  name: 'Sunita Devi',
  contact: '9876543210',
  user_type: 'seeker',
  response: 8,
  token,
  ...extra,
});

const stored = async () =>
  (await t.database.db.select({ n: count() }).from(contactMessages))[0]?.n ?? 0;

describe('the chatbot captcha (spec 001 §4, §7 POST /login/query-feedback; issue 13)', () => {
  it('hands out a signed PBKDF2 challenge that expires in 10 minutes and is never cached', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/login/captcha' });
    expect(res.headers['cache-control']).toBe('no-store');
    const { parameters, signature } = res.body as Challenge;
    expect(parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    const minutes = ((parameters.expiresAt ?? 0) * 1000 - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
  });

  it('stores a feedback with its rating for the inbox once the proof checks out', async () => {
    const res = await send(feedback(await freshToken(), { name: '  Ramesh   Kumar ' }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Captcha verified. Your review has been submitted, thank you!',
    });
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.name, 'Ramesh Kumar'));
    expect(row).toMatchObject({
      kind: 'feedback',
      contactDetails: '9876543210',
      rating: 8,
      userType: 'seeker',
      leadSource: 'chatbot',
      message: '',
    });
  });

  it('stores a query and a support request, which the admin inbox lists newest first', async () => {
    const query = await send({
      type: 'query',
      name: 'Anil Yadav',
      contact: '9123456780',
      user_type: 'employer',
      response: 'How do I verify my company?',
      token: await freshToken(),
    });
    expect(query.body.message).toBe(
      'Captcha verified. Your query has been submitted, we will get back to you soon.',
    );
    const support = await send({
      type: 'support',
      name: 'Anil Yadav',
      contact: '9123456780',
      user_type: 'employer',
      token: await freshToken(),
    });
    expect(support.body.message).toBe('Captcha verified. Our team will connect with you soon.');

    const admin = await createEmployer(t);
    await t.database.db.update(users).set({ isSuperadmin: true }).where(eq(users.id, admin.id));
    const inbox = await call(t.app, {
      method: 'GET',
      url: '/api/admin/inbox?kind=query',
      token: admin.token,
    });
    expect(inbox.body.data[0]).toMatchObject({
      kind: 'query',
      name: 'Anil Yadav',
      contact_details: '9123456780',
      message: 'How do I verify my company?',
      user_type: 'employer',
      lead_source: 'chatbot',
    });
  });

  it('refuses a missing captcha with the spec message, naming the field', async () => {
    const before = await stored();
    const res = await send(feedback(undefined));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ token: 'Please Verify Captcha' });
    expect(await stored()).toBe(before);
  });

  it('refuses a wrong proof: junk, a changed key, a challenge signed with another key', async () => {
    const before = await stored();
    const challenge = (await call(t.app, { method: 'GET', url: '/api/login/captcha' }))
      .body as Challenge;
    const forged = await newCaptchaChallenge(captchaKeys('someone-else-secret-0123456789abcdef'));
    for (const token of [
      'not-base64-json',
      Buffer.from('{"challenge":1}').toString('base64'),
      await solve(challenge, (key) => `${key.slice(0, -2)}${key.endsWith('00') ? '01' : '00'}`),
      await solve(forged),
    ]) {
      const res = await send(feedback(token));
      expect(res.status, token.slice(0, 20)).toBe(400);
      expect(res.body).toMatchObject({
        code: 'CAPTCHA_INVALID',
        message: 'Please Verify Captcha',
        errors: { token: 'CAPTCHA_INVALID' },
      });
    }
    expect(await stored()).toBe(before);
  });

  it('refuses an expired proof', async () => {
    const old = await newCaptchaChallenge(captchaKeys(t.config.APP_SECRET), {
      expiresAt: new Date(Date.now() - 1000),
    });
    const res = await send(feedback(await solve(old)));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'CAPTCHA_EXPIRED', message: 'Please Verify Captcha' });
  });

  it('takes a proof once: a replay is refused and stores nothing', async () => {
    const token = await freshToken();
    expect((await send(feedback(token))).status).toBe(200);
    const before = await stored();
    const replay = await send(feedback(token, { response: 3 }));
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('CAPTCHA_USED');
    expect(await stored()).toBe(before);
  });

  it('answers the same message sent again with its spent proof as sent, storing one copy', async () => {
    const token = await freshToken();
    const query = feedback(token, { type: 'query', response: 'Is there a fee to apply?' });
    const first = await send(query);
    expect(first.body).toEqual({
      success: true,
      message: 'Captcha verified. Your query has been submitted, we will get back to you soon.',
    });
    const before = await stored();
    // its answer was lost on a weak signal: the same tap again
    const again = await send(query);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await stored()).toBe(before);
    const copies = await t.database.db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(eq(contactMessages.message, 'Is there a fee to apply?'));
    expect(copies).toHaveLength(1);
    // another message on that spent proof is still refused
    const other = await send({ ...query, response: 'And a second question?' });
    expect(other.body.code).toBe('CAPTCHA_USED');
    // the same message on a new proof (the widget solved again): still one copy
    const anew = await send({ ...query, token: await freshToken() });
    expect(anew.body).toEqual(first.body);
    expect(await stored()).toBe(before);
  });

  it('checks the form first (spec 001 §5 texts) and a refused form does not spend the proof', async () => {
    const token = await freshToken();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ response: 11 }, 'response', 'Ratings should be between 1 to 10'],
      [{ response: 0 }, 'response', 'Ratings should be between 1 to 10'],
      [{ name: 'R1' }, 'name', 'Please Enter a valid Name'],
      [{ name: 'Ram Kumar Singh Yadav' }, 'name', 'Please Enter a valid Name'],
      [{ contact: '12345' }, 'contact', 'Please a valid 10-digits Phone number'],
      [
        { type: 'query', response: 'abc' },
        'response',
        'Content should be greater than 5 characters',
      ],
      [{ user_type: 'saarthi' }, 'user_type', 'Choose Job-Seeker or Employer'],
    ];
    for (const [change, field, text] of cases) {
      const res = await send(feedback(token, change));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.errors[field], JSON.stringify(change)).toBe(text);
    }
    const hindiName = await send(feedback(token, { name: 'सुनीता देवी' }));
    expect(hindiName.status).toBe(200);
  });

  it('answers a body that is not an object with a 400, not a 500', async () => {
    for (const payload of [null, [], 'x', 123]) {
      const res = await send(payload);
      // a JSON body that is not an object, or a bare string sent as text/plain (415)
      expect([400, 415], JSON.stringify(payload)).toContain(res.status);
    }
  });

  it('limits one address to 10 messages an hour', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await send({ type: 'x' }, ip)).status);
    // counted before the body is read, so a flood of junk is cut off too
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
