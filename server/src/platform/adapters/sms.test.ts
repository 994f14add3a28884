import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp, uniqueIp, uniqueMobile } from '../../../test/helpers';

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
let gateway: Server;
let base: string;
let seen: Seen[] = [];
let mode: 'ok' | 'error' | 'slow' = 'ok';

// A local stand-in for the SMS provider's HTTP API.
beforeAll(async () => {
  gateway = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (mode === 'slow') return setTimeout(() => res.end('{}'), 2000);
      res.statusCode = mode === 'error' ? 500 : 200;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(mode === 'error' ? { type: 'error' } : { type: 'success' }));
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => gateway.close(resolve)));
beforeEach(() => {
  seen = [];
  mode = 'ok';
});

const requestCode = (t: TestApp, contact: string) =>
  call(t.app, {
    method: 'POST',
    url: '/api/login/user',
    payload: { contact, tnc: true },
    remoteAddress: uniqueIp(),
  });

describe('MSG91 adapter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SMS_PROVIDER: 'msg91',
      SMS_API_BASE_URL: base,
      MSG91_AUTH_KEY: 'auth-key-1',
      MSG91_TEMPLATE_ID: 'tmpl-1',
      SMS_TIMEOUT_MS: '500',
    });
  });
  afterAll(() => t.app.close());

  it('posts the code to the flow API with the auth key and +91 number', async () => {
    const contact = uniqueMobile();
    const res = await requestCode(t, contact);
    expect(res.status).toBe(200);
    expect(seen).toHaveLength(1);
    const [req] = seen;
    expect(req?.method).toBe('POST');
    expect(req?.url).toBe('/api/v5/flow/');
    expect(req?.headers.authkey).toBe('auth-key-1');
    const body = JSON.parse(req?.body ?? '{}');
    expect(body.template_id).toBe('tmpl-1');
    expect(body.recipients[0].mobiles).toBe(`91${contact}`);
    expect(body.recipients[0].otp).toMatch(/^\d{4}$/);
  });

  it('answers 502 SMS_FAILED when the provider fails, and the failed code does not count', async () => {
    const contact = uniqueMobile();
    mode = 'error';
    const res = await requestCode(t, contact);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      success: false,
      code: 'SMS_FAILED',
      message: 'Could not send the OTP right now, please try again',
    });
    mode = 'ok';
    expect((await requestCode(t, contact)).status).toBe(200); // not "too early"
  });

  it('gives up after SMS_TIMEOUT_MS', async () => {
    mode = 'slow';
    const started = Date.now();
    const res = await requestCode(t, uniqueMobile());
    expect(res.body.code).toBe('SMS_FAILED');
    expect(Date.now() - started).toBeLessThan(1900);
  });

  it('keeps the dev outbox closed with a real provider', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/dev/outbox' })).status).toBe(404);
  });
});

describe('Twilio adapter', () => {
  it('posts a form with To, From and the text, with basic auth', async () => {
    const t = await createTestApp({
      SMS_PROVIDER: 'twilio',
      SMS_API_BASE_URL: base,
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'secret',
      TWILIO_FROM: '+15005550006',
    });
    try {
      const contact = uniqueMobile();
      expect((await requestCode(t, contact)).status).toBe(200);
      const [req] = seen;
      expect(req?.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
      expect(req?.headers.authorization).toBe(
        `Basic ${Buffer.from('AC123:secret').toString('base64')}`,
      );
      const form = new URLSearchParams(req?.body);
      expect(form.get('To')).toBe(`+91${contact}`);
      expect(form.get('From')).toBe('+15005550006');
      expect(form.get('Body')).toMatch(/^\d{4} is your Kaamkaj OTP/);
    } finally {
      await t.app.close();
    }
  });
});
