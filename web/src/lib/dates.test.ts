import { describe, expect, it } from 'vitest';
import { calendarDay, istDate } from './dates';

const intlShort = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

describe('istDate', () => {
  it('writes every month as Intl does, in both languages', () => {
    for (let month = 0; month < 12; month++) {
      const iso = new Date(Date.UTC(2026, month, 14, 6)).toISOString();
      expect(istDate(iso, 'en')).toBe(intlShort(iso, 'en-IN'));
      expect(istDate(iso, 'hi')).toBe(intlShort(iso, 'hi-IN'));
    }
    expect(istDate('2026-09-05T10:00:00.000Z', 'en')).toBe('5 Sept 2026');
    expect(istDate('2026-11-24T10:00:00.000Z', 'hi')).toBe('24 नव॰ 2026');
  });

  it('gives the day in India, which starts at 18:30 UTC', () => {
    expect(istDate('2026-03-31T18:29:59.000Z', 'en')).toBe('31 Mar 2026');
    expect(istDate('2026-03-31T18:30:00.000Z', 'en')).toBe('1 Apr 2026');
    expect(istDate('2026-12-31T18:30:00.000Z', 'hi')).toBe('1 जन॰ 2027');
    expect(istDate('2026-12-31T23:00:00+05:30', 'en')).toBe(
      intlShort('2026-12-31T17:30:00Z', 'en-IN'),
    );
  });

  it('writes nothing for no date or one that cannot be read', () => {
    expect(istDate(null, 'en')).toBe('');
    expect(istDate('', 'hi')).toBe('');
    expect(istDate('not a date', 'en')).toBe('');
  });
});

describe('calendarDay (a birthday, an interview day)', () => {
  it('shows a YYYY-MM-DD day as that day, in both languages, whatever the hour in India', () => {
    expect(calendarDay('2026-11-24', 'en')).toBe('24 Nov 2026');
    expect(calendarDay('2026-11-24', 'hi')).toBe(istDate('2026-11-24T12:00:00+05:30', 'hi'));
    expect(calendarDay('2026-01-01', 'en')).toBe('1 Jan 2026'); // not the last day of 2025
    expect(calendarDay('2026-12-31', 'en')).toBe('31 Dec 2026'); // not 1 Jan 2027
  });

  it('takes a timestamp as it is, and nothing as empty', () => {
    expect(calendarDay('2026-11-23T20:00:00Z', 'en')).toBe('24 Nov 2026'); // 01:30 in India
    expect(calendarDay(null, 'en')).toBe('');
    expect(calendarDay('', 'hi')).toBe('');
  });
});
