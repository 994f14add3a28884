import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  canAnswerInterview,
  clockText,
  DEFAULT_INTERVIEW_DOCUMENTS,
  defaultEndTime,
  interviewExpired,
  istInstant,
  istToday,
} from './interviews';
import { InterviewAnswerBody, InterviewBody } from './interviews.schemas';
import { issues } from './test-support';

describe('interviews (spec 001 §5, spec 000 §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // 2026-11-21 10:00 IST
    vi.setSystemTime(new Date('2026-11-21T04:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const id = '0190a0b0-0000-7000-8000-000000000001';
  const body = {
    job_id: id,
    seeker_id: id,
    title: 'Delivery Executive',
    seeker_name: 'Ravi Kumar',
    date: '2026-11-22',
    start_time: '11.00',
    end_time: '12.00',
    location: 'Sharma Logistics, Aminabad',
    district: 'up-lucknow',
    contact_person: '9123456780',
    req_docs: ['Personal Id Proof', 'Driving licence'],
  };

  it('reads today in India, not UTC', () => {
    expect(istToday(new Date('2026-11-21T19:00:00Z'))).toBe('2026-11-22');
    expect(istInstant('2026-11-22', '11.00').toISOString()).toBe('2026-11-22T05:30:00.000Z');
  });

  it('accepts a valid interview and normalises HH:mm to HH.mm', () => {
    const parsed = InterviewBody.parse({ ...body, start_time: '09:30', end_time: '10:30' });
    expect(parsed).toMatchObject({ start_time: '09.30', end_time: '10.30' });
  });

  it('refuses a date before today, with the spec message', () => {
    expect(issues(InterviewBody.safeParse({ ...body, date: '2026-11-20' }))).toEqual({
      date: 'interviewDateInvalid',
    });
  });

  it('refuses a start already passed today', () => {
    expect(
      issues(InterviewBody.safeParse({ ...body, date: '2026-11-21', start_time: '09.00' })),
    ).toEqual({ start_time: 'interviewStartPast' });
  });

  it('keeps times inside 08:00-20:00 and the end after the start', () => {
    expect(issues(InterviewBody.safeParse({ ...body, start_time: '07.30' }))).toEqual({
      start_time: 'interviewTimeWindow',
    });
    expect(issues(InterviewBody.safeParse({ ...body, end_time: '20.30' }))).toEqual({
      end_time: 'interviewTimeWindow',
    });
    expect(issues(InterviewBody.safeParse({ ...body, end_time: '10.00' }))).toEqual({
      end_time: 'interviewEndAfterStart',
    });
  });

  it('sets the end one hour after a changed start, capped at 20:00', () => {
    expect(defaultEndTime('10.15')).toBe('11.15');
    expect(defaultEndTime('19:30')).toBe('20.00');
    expect(defaultEndTime('nonsense')).toBeNull();
  });

  it('needs at least one document, and checks added names', () => {
    expect(issues(InterviewBody.safeParse({ ...body, req_docs: [] }))).toEqual({
      req_docs: 'interviewDocsRequired',
    });
    expect(issues(InterviewBody.safeParse({ ...body, req_docs: ['PAN card #1'] }))).toEqual({
      'req_docs.0': 'interviewDocPattern',
    });
    expect(issues(InterviewBody.safeParse({ ...body, req_docs: ['A'] }))).toEqual({
      'req_docs.0': 'interviewDocShort',
    });
    expect(
      issues(
        InterviewBody.safeParse({ ...body, req_docs: ['Driving licence', 'driving  Licence'] }),
      ),
    ).toEqual({ req_docs: 'interviewDocDuplicate' });
    expect(
      InterviewBody.safeParse({ ...body, req_docs: [...DEFAULT_INTERVIEW_DOCUMENTS] }).success,
    ).toBe(true);
  });

  it('checks location length, district and contact', () => {
    expect(
      issues(
        InterviewBody.safeParse({
          ...body,
          location: 'x'.repeat(101),
          district: '',
          contact_person: '12345',
        }),
      ),
    ).toEqual({
      location: 'jobLocationMax',
      district: 'districtRequired',
      contact_person: 'mobileInvalid',
    });
  });

  it('is Expired after its end time, and then cannot be answered', () => {
    const i = { status: 'pending', date: '2026-11-21', end_time: '09.00' };
    expect(interviewExpired(i)).toBe(true);
    expect(canAnswerInterview(i)).toBe(false);
    const later = { ...i, end_time: '12.00' };
    expect(interviewExpired(later)).toBe(false);
    expect(canAnswerInterview(later)).toBe(true);
    expect(canAnswerInterview({ ...later, status: 'Accept' })).toBe(false);
  });

  it('takes Accept or Not Accept only', () => {
    expect(InterviewAnswerBody.safeParse({ status: 'Not Accept' }).success).toBe(true);
    expect(issues(InterviewAnswerBody.safeParse({ status: 'Maybe' }))).toEqual({
      status: 'interviewAnswerInvalid',
    });
  });
});

describe('clockText: an interview time as the language reads it', () => {
  it('writes "am"/"pm" in English and the part of the day in Hindi', () => {
    expect(clockText('10.30', 'en')).toBe('10:30 am');
    expect(clockText('12.00', 'en')).toBe('12:00 pm');
    expect(clockText('00.05', 'en')).toBe('12:05 am');
    expect(clockText('10.30', 'hi')).toBe('सुबह 10:30');
    expect(clockText('14.00', 'hi')).toBe('दोपहर 2:00');
    expect(clockText('18.15', 'hi')).toBe('शाम 6:15');
    expect(clockText('20.00', 'hi')).toBe('रात 8:00');
    expect(clockText('not a time', 'hi')).toBe('not a time');
  });

  it('agrees with Intl at every quarter hour of the day (en-IN, and hi-IN with its day periods)', () => {
    const options = { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' } as const;
    const en = new Intl.DateTimeFormat('en-IN', options);
    const hi = new Intl.DateTimeFormat('hi-IN', { ...options, dayPeriod: 'short' });
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}.${String(minutes % 60).padStart(2, '0')}`;
      const at = istInstant('2026-12-01', time);
      expect(clockText(time, 'en'), time).toBe(en.format(at));
      expect(clockText(time, 'hi'), time).toBe(hi.format(at));
    }
  });
});
