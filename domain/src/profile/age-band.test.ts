import { describe, expect, it } from 'vitest';
import { ageBandFromDob, ageInIndia, birthDateError } from './age-band';
import { BirthDate } from './profile.fields';

// Noon in India (06:30 UTC) on 15 June 2025, unless a test says otherwise.
const NOON_IST = new Date('2025-06-15T06:30:00Z');

describe('ageBandFromDob (issue 14 item 10; AGE_BAND of spec 000 §3.3, spec 001 §3)', () => {
  it.each([
    ['2007-06-16', null], // the day before turning 18: no band yet
    ['2007-06-15', 0], // 18 today
    ['2000-06-16', 0], // 24, the day before turning 25
    ['2000-06-15', 1], // 25 today
    ['1994-06-16', 1], // 30, the day before turning 31
    ['1994-06-15', 2], // 31 today
    ['1989-06-16', 2], // 35, the day before turning 36
    ['1989-06-15', 3], // 36 is band 3 (DESIGN.md §4: the old forms' 2 for 36+ was a defect)
    ['1970-06-15', 3], // 55, the oldest the birth date allows
  ])('born %s gives band %s', (dob, band) => {
    expect(ageBandFromDob(dob, NOON_IST)).toBe(band);
  });

  it("counts on India's date, not the server's: 00:30 IST is already the birthday", () => {
    const lateUtc = new Date('2025-06-14T19:00:00Z'); // 15 June 00:30 in India
    expect(ageInIndia('2000-06-15', lateUtc)).toBe(25);
    expect(ageBandFromDob('2000-06-15', lateUtc)).toBe(1);
    const beforeMidnight = new Date('2025-06-14T18:00:00Z'); // 14 June 23:30 in India
    expect(ageBandFromDob('2000-06-15', beforeMidnight)).toBe(0);
  });

  it('turns a 29 February birthday on 1 March in other years', () => {
    expect(ageBandFromDob('2004-02-29', new Date('2022-02-28T06:30:00Z'))).toBeNull();
    expect(ageBandFromDob('2004-02-29', new Date('2022-03-01T06:30:00Z'))).toBe(0);
  });

  it('gives no band for text that is not a date', () => {
    expect(ageBandFromDob('15/06/2000', NOON_IST)).toBeNull();
    expect(ageBandFromDob('', NOON_IST)).toBeNull();
  });
});

describe("birthDateError (spec 000 §5: 18 to 55 on India's date), the zod-free BirthDate", () => {
  const now = new Date();
  const shift = (days: number) =>
    new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

  it('says what BirthDate says, for every day around both limits and text that is no date', () => {
    const days = [
      ...Array.from({ length: 9 }, (_, i) => shift(-18 * 365.25 + i - 4)),
      ...Array.from({ length: 9 }, (_, i) => shift(-56 * 365.25 + i - 4)),
      shift(-30 * 365),
      shift(-10 * 365),
      shift(-70 * 365),
      '2000-02-30',
      '2000-13-01',
      '15/06/2000',
      '2000-6-15',
      '',
    ];
    const seen = new Set<string | null>();
    for (const day of days) {
      const result = BirthDate.safeParse(day);
      const schema = result.success ? null : (result.error.issues[0]?.message ?? null);
      expect([day, birthDateError(day)]).toEqual([day, schema]);
      seen.add(schema);
    }
    // the list reaches every answer: fine, out of range and not a date
    expect([...seen].sort()).toEqual([null, 'dobRange', 'dobRequired'].sort());
  });

  it("turns 18 on India's date: at 00:30 IST the birthday has come", () => {
    const lateUtc = new Date('2025-06-14T19:00:00Z'); // 15 June 00:30 in India
    expect(birthDateError('2007-06-15', lateUtc)).toBeNull();
    expect(birthDateError('2007-06-16', lateUtc)).toBe('dobRange');
    expect(birthDateError('1970-06-15', lateUtc)).toBeNull(); // 55 today
    expect(birthDateError('1969-06-14', lateUtc)).toBe('dobRange'); // 56
  });
});
