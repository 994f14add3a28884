import { describe, expect, it } from 'vitest';
import { deriveKey, seal, unseal } from './secrets';

describe('seal / unseal (AES-256-GCM)', () => {
  const key = deriveKey('a-secret-that-is-long-enough-0123456789', 'test');

  it('opens what it sealed, and seals the same value differently each time', () => {
    const a = seal(key, 'refresh-token-value');
    expect(unseal(key, a)).toBe('refresh-token-value');
    expect(seal(key, 'refresh-token-value')).not.toBe(a);
  });

  it('refuses another key, an altered box and garbage', () => {
    const box = seal(key, 'value');
    expect(unseal(deriveKey('another-secret-that-is-long-enough-0123', 'test'), box)).toBeNull();
    const raw = Buffer.from(box, 'base64url');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(unseal(key, raw.toString('base64url'))).toBeNull();
    expect(unseal(key, 'not-a-box')).toBeNull();
  });
});
