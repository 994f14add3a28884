import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { JOB_NS } from './job-i18n';
import { salaryText } from './salary-text';

describe('salary text (spec 000 §2.7, spec 001 §3)', () => {
  const en = i18n.getFixedT('en', JOB_NS);
  const hi = i18n.getFixedT('hi', JOB_NS);

  it('reads a range, a lower or an upper bound, per month, in both languages', () => {
    expect(salaryText(12000, 18000, en)).toBe('₹12,000 - ₹18,000 /month');
    expect(salaryText(15000, null, en)).toBe('More Than ₹15,000 /month');
    expect(salaryText(null, 20000, en)).toBe('Upto ₹20,000 /month');
    expect(salaryText(7000, 9500, hi)).toBe('₹7,000 - ₹9,500 /महीना');
    expect(salaryText(15000, null, hi)).toBe('₹15,000 से ज़्यादा /महीना');
    expect(salaryText(null, 20000, hi)).toBe('₹20,000 तक /महीना');
  });

  it('says Not Disclosed on the card and Disclosed on the detail when there is no bound', () => {
    expect(salaryText(null, null, en)).toBe('Not Disclosed');
    expect(salaryText(undefined, 0, en, 'card')).toBe('Not Disclosed');
    expect(salaryText(null, null, en, 'detail')).toBe('Disclosed');
    expect(salaryText(null, null, hi)).toBe('नहीं बताया गया');
    expect(salaryText(null, null, hi, 'detail')).toBe('बताया जाएगा');
  });

  it('works with a t of another namespace', () => {
    expect(salaryText(null, 9000, i18n.getFixedT('en'))).toBe('Upto ₹9,000 /month');
  });
});
