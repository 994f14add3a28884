import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../../test/helpers';
import { ConfigError } from '../config';
import { Outbox } from './outbox';
import { createWhatsApp } from './whatsapp';

const silent = pino({ level: 'silent' });
const CLOUD = {
  WHATSAPP_PROVIDER: 'cloud',
  WHATSAPP_TOKEN: 'EAAG-token-1',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('log adapter (the default)', () => {
  it('writes the message to the dev outbox on the whatsapp channel', async () => {
    const outbox = new Outbox();
    const whatsapp = createWhatsApp(testConfig(), outbox, silent);
    expect(whatsapp.name).toBe('log');
    await whatsapp.send('9876543210', 'New job for you: Cook at Annapurna Dhaba');
    expect(outbox.list('9876543210')).toEqual([
      {
        to: '9876543210',
        channel: 'whatsapp',
        text: 'New job for you: Cook at Annapurna Dhaba',
        otp: null,
        created_at: expect.any(String),
      },
    ]);
  });
});

describe('WhatsApp Business Cloud API adapter', () => {
  it('posts a text message to the phone number id with the bearer token and a +91 number', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ messages: [{ id: 'wamid.1' }] }),
    );
    vi.stubGlobal('fetch', fetch);
    const outbox = new Outbox();
    const whatsapp = createWhatsApp(testConfig(CLOUD), outbox, silent);
    expect(whatsapp.name).toBe('cloud');

    await whatsapp.send('9876543210', 'आपके लिए नई नौकरी');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://graph.facebook.com/v21.0/106540352242922/messages');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({
      authorization: 'Bearer EAAG-token-1',
      'content-type': 'application/json',
    });
    expect(JSON.parse(String(init?.body))).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'text',
      text: { preview_url: false, body: 'आपके लिए नई नौकरी' },
    });
    expect(outbox.list()).toEqual([]); // a real provider leaves the dev outbox alone
  });

  it('throws with the provider reason on a non-2xx answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { message: 'Error validating access token', code: 190 } },
          { status: 401 },
        ),
      ),
    );
    const whatsapp = createWhatsApp(testConfig(CLOUD), new Outbox(), silent);
    await expect(whatsapp.send('9876543210', 'hello')).rejects.toThrow(
      'WhatsApp API 401: Error validating access token',
    );
  });

  it('throws when the answer is not JSON either', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('upstream down', { status: 503, statusText: 'Unavailable' })),
    );
    const whatsapp = createWhatsApp(testConfig(CLOUD), new Outbox(), silent);
    await expect(whatsapp.send('9876543210', 'hello')).rejects.toThrow(
      'WhatsApp API 503: Unavailable',
    );
  });
});

describe('configuration', () => {
  it('refuses cloud without its token and phone number id, naming both', () => {
    expect(() => testConfig({ WHATSAPP_PROVIDER: 'cloud' })).toThrow(ConfigError);
    expect(() => testConfig({ WHATSAPP_PROVIDER: 'cloud' })).toThrow(
      /WHATSAPP_TOKEN: required when WHATSAPP_PROVIDER is cloud\n {2}WHATSAPP_PHONE_NUMBER_ID: required when WHATSAPP_PROVIDER is cloud/,
    );
  });

  it('refuses an unknown provider and defaults to log every 5 s', () => {
    expect(() => testConfig({ WHATSAPP_PROVIDER: 'sms' })).toThrow(/WHATSAPP_PROVIDER/);
    const config = testConfig();
    expect(config.WHATSAPP_PROVIDER).toBe('log');
    expect(config.NOTIFY_WORKER_MS).toBe(5000);
  });
});
