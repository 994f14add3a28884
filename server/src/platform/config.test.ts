import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { APP_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/kaamkaj-config-test' };

describe('loadConfig', () => {
  it('has working embedded defaults', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      PORT: 3000,
      OTP_LENGTH: 4,
      ACCESS_TOKEN_TTL: 900,
      SMS_PROVIDER: 'log',
      EMAIL_PROVIDER: 'log',
      DEMO_DATA: true,
      LOG_LEVEL: 'info',
      ACCESS_LOG_SAMPLE: 1,
      SESSION_CACHE_SECONDS: 60,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('logs at warn with a 1 % access log in production, unless told otherwise', () => {
    const production = {
      ...base,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://kaamkaj.in',
      PAYMENTS: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'x',
      RAZORPAY_WEBHOOK_SECRET: 'x',
    };
    expect(loadConfig(production)).toMatchObject({ LOG_LEVEL: 'warn', ACCESS_LOG_SAMPLE: 0.01 });
    expect(
      loadConfig({ ...production, LOG_LEVEL: 'debug', ACCESS_LOG_SAMPLE: '0.5' }),
    ).toMatchObject({ LOG_LEVEL: 'debug', ACCESS_LOG_SAMPLE: 0.5 });
    expect(() => loadConfig({ ...base, ACCESS_LOG_SAMPLE: '2' })).toThrow(/ACCESS_LOG_SAMPLE/);
  });

  it('reads PORT, DATA_DIR, DATABASE_URL, OTP_LENGTH and ACCESS_TOKEN_TTL', () => {
    const config = loadConfig({
      ...base,
      PORT: '8080',
      DATABASE_URL: 'postgres://u@localhost:5432/kaamkaj',
      OTP_LENGTH: '6',
      ACCESS_TOKEN_TTL: '60',
      DEMO_DATA: 'false',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATA_DIR: '/tmp/kaamkaj-config-test',
      DATABASE_URL: 'postgres://u@localhost:5432/kaamkaj',
      OTP_LENGTH: 6,
      ACCESS_TOKEN_TTL: 60,
      DEMO_DATA: false,
    });
  });

  it('takes a relative WEB_DIST from the working directory', () => {
    expect(loadConfig({ ...base, WEB_DIST: 'web/dist' }).WEB_DIST).toBe(
      path.join(process.cwd(), 'web', 'dist'),
    );
    expect(loadConfig({ ...base, WEB_DIST: '/srv/kaamkaj/web' }).WEB_DIST).toBe('/srv/kaamkaj/web');
  });

  it('reads WORKER: auto by default, off, and nothing else (issue 17 item 5)', () => {
    expect(loadConfig(base).WORKER).toBe('auto');
    expect(loadConfig({ ...base, WORKER: 'off' }).WORKER).toBe('off');
    expect(() => loadConfig({ ...base, WORKER: 'leader' })).toThrow(
      /WORKER: Invalid option: expected one of "auto"\|"off"/,
    );
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ ...base, PORT: 'abc', OTP_LENGTH: '3' })).toThrow(ConfigError);
    try {
      loadConfig({ ...base, PORT: 'abc', OTP_LENGTH: '3' });
    } catch (err) {
      expect((err as Error).message).toContain('PORT');
      expect((err as Error).message).toContain('OTP_LENGTH');
    }
  });

  it('needs APP_SECRET in production and provider keys for real providers', () => {
    expect(() => loadConfig({ DATA_DIR: base.DATA_DIR, NODE_ENV: 'production' })).toThrow(
      /APP_SECRET: required when NODE_ENV is production/,
    );
    expect(() => loadConfig({ DATA_DIR: base.DATA_DIR, NODE_ENV: 'production' })).toThrow(
      /PUBLIC_URL: required when NODE_ENV is production/,
    );
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'msg91' })).toThrow(/MSG91_AUTH_KEY/);
    expect(() => loadConfig({ ...base, EMAIL_PROVIDER: 'smtp' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ...base, PAYMENTS: 'razorpay' })).toThrow(
      /RAZORPAY_KEY_ID: required when PAYMENTS is razorpay/,
    );
  });

  it('refuses the simulated checkout in production, which would give plans away', () => {
    const secret = 'x'.repeat(32);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', APP_SECRET: secret })).toThrow(
      /PAYMENTS: must be razorpay when NODE_ENV is production/,
    );
    const keys = { RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' };
    const prod = {
      ...base,
      NODE_ENV: 'production',
      APP_SECRET: secret,
      PAYMENTS: 'razorpay',
      PUBLIC_URL: 'https://kaamkaj.in',
    };
    expect(loadConfig({ ...prod, ...keys }).PAYMENTS).toBe('razorpay');
  });

  it('keeps one generated secret in DATA_DIR outside production', () => {
    const dir = `/tmp/kaamkaj-secret-${process.pid}-${Date.now()}`;
    const first = loadConfig({ DATA_DIR: dir }).APP_SECRET;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ DATA_DIR: dir }).APP_SECRET).toBe(first);
  });
});
