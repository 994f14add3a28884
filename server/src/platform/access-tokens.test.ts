import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessTokens } from './auth';
import { loadConfig } from './config';

const config = loadConfig({
  APP_SECRET: 'k'.repeat(40),
  DATA_DIR: '/tmp/kaamkaj-tokens-test',
  ACCESS_TOKEN_TTL: '60',
});

afterEach(() => vi.useRealTimers());

describe('accessTokens', () => {
  it('answers a token checked before from memory, and still refuses it once it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    const tokens = accessTokens(config);
    const token = await tokens.sign({ id: 'u1', role: 0 }, 's1');
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', sessionId: 's1', role: 0 });
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', sessionId: 's1', role: 0 });
    vi.setSystemTime(new Date('2026-11-26T10:01:00Z'));
    await expect(tokens.verify(token)).rejects.toMatchObject({
      statusCode: 400,
      code: 'TOKEN_EXPIRED',
      message: 'jwt expired',
    });
  });

  it('never takes a token that differs from a remembered one by a character', async () => {
    const tokens = accessTokens(config);
    const token = await tokens.sign({ id: 'u1', role: 0 }, 's1');
    await tokens.verify(token);
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    const forged = `${token.slice(0, -2)}${last}${token.at(-1)}`;
    await expect(tokens.verify(forged)).rejects.toMatchObject({
      statusCode: 401,
      code: 'INVALID_TOKEN',
    });
    // another secret's tokens are not this one's, remembered or not
    const other = accessTokens({ ...config, APP_SECRET: 'z'.repeat(40) });
    await expect(other.verify(token)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
  });
});
