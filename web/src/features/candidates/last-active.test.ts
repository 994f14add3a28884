import { describe, expect, it } from 'vitest';
import { lastActive } from './last-active';

// 10 Mar 2026, 09:00 IST
const NOW = Date.parse('2026-03-10T03:30:00Z');

describe('lastActive (issue 14 item 12)', () => {
  it('counts IST calendar days, in both languages', () => {
    expect(lastActive('2026-03-10T01:00:00Z', 'en', NOW)).toEqual({ recent: true, text: 'today' });
    // 9 Mar 23:00 UTC is already 10 Mar in India
    expect(lastActive('2026-03-09T23:00:00Z', 'en', NOW)?.text).toBe('today');
    expect(lastActive('2026-03-09T12:00:00Z', 'en', NOW)?.text).toBe('yesterday');
    expect(lastActive('2026-03-07T12:00:00Z', 'en', NOW)?.text).toBe('3 days ago');
    expect(lastActive('2026-03-10T01:00:00Z', 'hi', NOW)?.text).toBe('आज');
    expect(lastActive('2026-03-09T12:00:00Z', 'hi', NOW)?.text).toBe('कल');
    expect(lastActive('2026-03-07T12:00:00Z', 'hi', NOW)?.text).toBe('3 दिन पहले');
  });

  it('gives the date from a week on, and nothing for a bad time', () => {
    expect(lastActive('2026-02-20T12:00:00Z', 'en', NOW)).toEqual({
      recent: false,
      text: '20 Feb 2026',
    });
    expect(lastActive('2026-02-20T12:00:00Z', 'hi', NOW)?.text).toBe('20 फ़र॰ 2026');
    expect(lastActive('not a time', 'en', NOW)).toBeNull();
  });
});
