import { describe, expect, it } from 'vitest';
import { badgeLabel, otpWrongPerDay } from './limits';

describe('badgeLabel (spec 000 §2.3)', () => {
  it.each([
    [0, ''],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('%i -> %j', (count, label) => {
    expect(badgeLabel(count)).toBe(label);
  });
});

describe('otpWrongPerDay (issue 15 item 4)', () => {
  it('keeps a day of guesses (wrong ones and one more) below 1 in 1,000', () => {
    for (const length of [4, 5, 6]) {
      const guesses = otpWrongPerDay(length) + 1;
      expect(guesses / 10 ** length).toBeLessThan(1 / 1000);
    }
    expect(otpWrongPerDay(4)).toBe(8);
    expect(otpWrongPerDay(6)).toBe(998);
  });
});
