import { describe, expect, it } from 'vitest';
import { hasLapsed } from './subscriptions';

const NOW = new Date('2026-11-24T10:00:00.000Z');
const at = (ms: number) => ({ validUntil: new Date(NOW.getTime() + ms) });

describe('hasLapsed', () => {
  it('never for an allowance with no end (the starter allowance before any plan)', () => {
    expect(hasLapsed({ validUntil: null }, NOW)).toBe(false);
  });

  it('not while the end is ahead, even by a millisecond', () => {
    expect(hasLapsed(at(90 * 86_400_000), NOW)).toBe(false);
    expect(hasLapsed(at(1), NOW)).toBe(false);
  });

  it('at the very end and after it', () => {
    expect(hasLapsed(at(0), NOW)).toBe(true);
    expect(hasLapsed(at(-1), NOW)).toBe(true);
  });
});
