import { describe, expect, it } from 'vitest';
import { rupees, salaryLabel } from './salary';

describe('rupees (spec 001 §3 salary display)', () => {
  it('groups as the Indian system does: the last three digits, then pairs', () => {
    expect(rupees(0)).toBe('0');
    expect(rupees(999)).toBe('999');
    expect(rupees(1000)).toBe('1,000');
    expect(rupees(15000)).toBe('15,000');
    expect(rupees(100000)).toBe('1,00,000');
    expect(rupees(1250000)).toBe('12,50,000');
    expect(rupees(123456789)).toBe('12,34,56,789');
    expect(rupees(-25000)).toBe('-25,000');
  });

  it('prints every whole number as Intl en-IN does, and a fraction through it', () => {
    const intl = new Intl.NumberFormat('en-IN');
    const samples = [1, 12, 123, 1234, 12345, 123456, 1234567, 12345678, 1234567890];
    for (let n = 1; n < 2_000_000_000; n = Math.floor(n * 1.37) + 7) samples.push(n, -n);
    for (const n of samples) expect(rupees(n), String(n)).toBe(intl.format(n));
    expect(rupees(1234.5)).toBe(intl.format(1234.5));
    expect(rupees(Number.MAX_SAFE_INTEGER + 2)).toBe(intl.format(Number.MAX_SAFE_INTEGER + 2));
  });

  it('labels a salary by the bounds it has', () => {
    expect(salaryLabel(10000, 15000)).toEqual({ kind: 'range', from: 10000, to: 15000 });
    expect(salaryLabel(10000, null)).toEqual({ kind: 'moreThan', from: 10000 });
    expect(salaryLabel(null, 15000)).toEqual({ kind: 'upto', to: 15000 });
    expect(salaryLabel(null, undefined)).toEqual({ kind: 'notDisclosed' });
  });
});
