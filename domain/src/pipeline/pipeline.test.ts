import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPLICATION_STATUSES } from '../matching/applications';
import {
  APPLICANT_TABS,
  ApplicantStatusBody,
  applicantActions,
  applicantTransition,
  backDialogAction,
  canRescheduleInterview,
  canScheduleInterview,
  EMPLOYER_ACTIONS,
  seekerContactReleased,
} from './applicants';
import {
  canAnswerInterview,
  DEFAULT_INTERVIEW_DOCUMENTS,
  defaultEndTime,
  InterviewAnswerBody,
  InterviewBody,
  interviewExpired,
  istInstant,
  istToday,
} from './interviews';
import {
  NOTIFICATION_TYPES,
  notificationTarget,
  notificationText,
  statusChangeNotification,
} from './notifications';
import { CandidateSearchBody } from './search';

const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).reduce<Record<string, string>>((all, i) => {
    all[i.path.join('.')] ??= i.message;
    return all;
  }, {});

describe('applicant transitions (spec 001 §4)', () => {
  // every (status, action) pair: the table's edges and nothing else
  const allowed: Record<string, Record<string, string>> = {
    Applied: { shortlist: 'Shortlisted', notShortlist: 'Rejected' },
    Shortlisted: { notShortlist: 'Rejected' },
    Rejected: { shortlistAgain: 'Shortlisted' },
    Selected: { reject: 'Rejected', hired: 'Hired' },
    Hired: {},
    Saved: {},
    Visited: {},
  };

  for (const status of APPLICATION_STATUSES) {
    for (const action of EMPLOYER_ACTIONS) {
      const to = allowed[status]?.[action] ?? null;
      it(`${status} --${action}--> ${to ?? 'refused'}`, () => {
        expect(applicantTransition(status, action)).toBe(to);
      });
    }
  }

  it('offers only the allowed actions on a card', () => {
    expect(applicantActions('Applied')).toEqual(['shortlist', 'notShortlist']);
    expect(applicantActions('Selected')).toEqual(['reject', 'hired']);
    expect(applicantActions('Hired')).toEqual([]);
  });

  it('offers Schedule Interview for Shortlisted only and Reschedule for Selected only (spec 001 §2)', () => {
    expect(APPLICATION_STATUSES.filter(canScheduleInterview)).toEqual(['Shortlisted']);
    expect(APPLICATION_STATUSES.filter(canRescheduleInterview)).toEqual(['Selected']);
  });

  it('asks to shortlist when leaving an Applied or Rejected profile', () => {
    expect(backDialogAction('Applied')).toBe('shortlist');
    expect(backDialogAction('Rejected')).toBe('shortlistAgain');
    expect(backDialogAction('Shortlisted')).toBeNull();
    expect(backDialogAction('Selected')).toBeNull();
  });

  it('releases the seeker contact only while Shortlisted', () => {
    expect(APPLICATION_STATUSES.filter(seekerContactReleased)).toEqual(['Shortlisted']);
  });

  it('puts every applicant status on exactly one tab', () => {
    const tabbed = APPLICANT_TABS.flatMap((t) => t.statuses as readonly string[]);
    expect(tabbed.sort()).toEqual(['Applied', 'Hired', 'Rejected', 'Selected', 'Shortlisted']);
  });

  it('validates the status body', () => {
    const id = '0190a0b0-0000-7000-8000-000000000001';
    expect(
      ApplicantStatusBody.safeParse({ job_id: id, user_id: id, action: 'hired' }).success,
    ).toBe(true);
    expect(
      issues(ApplicantStatusBody.safeParse({ job_id: id, user_id: 'x', action: 'fire' })),
    ).toEqual({ user_id: 'idInvalid', action: 'applicantActionInvalid' });
  });
});

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

describe('notification targets (spec 000 §4, spec 001 §4)', () => {
  it('sends seekers to the dashboard tab of the event', () => {
    expect(notificationTarget('JOB_APPLIED', 0)).toEqual({ path: '/dashboard', tab: 0 });
    expect(notificationTarget('APPLY_LATER', 0)).toEqual({ path: '/dashboard', tab: 1 });
    expect(notificationTarget('INTERVIEW_CONFIRM', 0)).toEqual({ path: '/dashboard', tab: 2 });
    expect(notificationTarget('INTERVIEW_SHORTLISTED', 0)).toEqual({ path: '/dashboard', tab: 3 });
    expect(notificationTarget('JOB_HIRED', 0)).toEqual({ path: '/dashboard', tab: 3 });
    expect(notificationTarget('JOB_NOT_HIRED', 0)).toEqual({ path: '/dashboard', tab: 4 });
    expect(notificationTarget('JOB_POST', 0)).toEqual({ path: '/jobs' });
    expect(notificationTarget('INCOMPLETE_PROFILE', 0)).toEqual({ path: '/profile' });
  });

  it('sends employers to the dashboard, /jobs or /profile', () => {
    expect(notificationTarget('INACTIVE', 2)).toEqual({ path: '/jobs' });
    for (const type of [
      'JOB_POST',
      'JOB_APPLIED',
      'INTERVIEW_SHORTLISTED',
      'JOB_HIRED',
      'INTERVIEW_CONFIRM',
    ]) {
      expect(notificationTarget(type, 2)).toEqual({ path: '/dashboard' });
    }
    expect(notificationTarget('INCOMPLETE_PROFILE', 2)).toEqual({ path: '/profile' });
  });

  it('goes nowhere for the denied and not-shortlisted events', () => {
    for (const role of [0, 2]) {
      expect(notificationTarget('INTERVIEW_NOT_SHORTLISTED', role)).toBeNull();
      expect(notificationTarget('INTERVIEW_DENIED', role)).toBeNull();
    }
    expect(notificationTarget('SOMETHING_ELSE', 0)).toBeNull();
  });

  it('has a text in both languages for every type', () => {
    for (const type of NOTIFICATION_TYPES) {
      const vars = { job_title: 'Driver', company_name: 'Sharma Logistics', seeker_name: 'Ravi' };
      expect(notificationText(type, 'en', vars)).toMatch(/[A-Za-z]/);
      expect(notificationText(type, 'hi', vars)).toMatch(/[\u0900-\u097F]/);
    }
    expect(
      notificationText('JOB_HIRED', null, { job_title: 'Driver', company_name: 'Sharma' }),
    ).toBe('Congratulations! You are hired for Driver at Sharma');
    expect(
      notificationText('INTERVIEW_SHORTLISTED', 'hi', {
        job_title: 'ड्राइवर',
        company_name: 'शर्मा',
      }),
    ).toBe('बधाई हो! आप शर्मा की ड्राइवर नौकरी के लिए शॉर्टलिस्ट हुए हैं');
  });

  it('writes interview dates and times readably', () => {
    const vars = {
      job_title: 'Driver',
      company_name: 'Sharma Logistics',
      date: '2026-11-22',
      start_time: '11.00',
    };
    expect(notificationText('INTERVIEW_CONFIRM', 'en', vars)).toBe(
      'Interview scheduled for Driver at Sharma Logistics on 22 Nov 2026 at 11:00',
    );
    expect(notificationText('INTERVIEW_CONFIRM', 'hi', vars)).toBe(
      'Sharma Logistics की Driver नौकरी का इंटरव्यू 22 नव॰ 2026 को 11:00 बजे तय हुआ है',
    );
  });

  it('maps an employer decision to the seeker notification', () => {
    expect(statusChangeNotification('Applied', 'Shortlisted')).toBe('INTERVIEW_SHORTLISTED');
    expect(statusChangeNotification('Rejected', 'Shortlisted')).toBe('INTERVIEW_SHORTLISTED');
    expect(statusChangeNotification('Applied', 'Rejected')).toBe('INTERVIEW_NOT_SHORTLISTED');
    expect(statusChangeNotification('Shortlisted', 'Rejected')).toBe('INTERVIEW_NOT_SHORTLISTED');
    expect(statusChangeNotification('Selected', 'Rejected')).toBe('JOB_NOT_HIRED');
    expect(statusChangeNotification('Selected', 'Hired')).toBe('JOB_HIRED');
    expect(statusChangeNotification('Shortlisted', 'Selected')).toBe('INTERVIEW_CONFIRM');
  });
});

describe('candidate search body (spec 001 §5)', () => {
  it('defaults to an empty filter on page 0', () => {
    expect(CandidateSearchBody.parse({})).toEqual({
      filters: { address_current: [], skills: [] },
      page: 0,
    });
  });

  it('limits districts to 3 and skills to 5, and orders the salary', () => {
    const r = CandidateSearchBody.safeParse({
      filters: {
        address_current: ['up-lucknow', 'up-kanpur-nagar', 'up-agra', 'up-varanasi'],
        skills: ['a', 'b', 'c', 'd', 'e', 'f'],
      },
    });
    expect(issues(r)).toEqual({
      'filters.address_current': 'filterDistrictsMax',
      'filters.skills': 'searchSkillsMax',
    });
    const salary = CandidateSearchBody.safeParse({
      filters: { salary_from: '15000', salary_to: '12000' },
    });
    expect(issues(salary)).toEqual({ 'filters.salary_to': 'salaryOrder' });
  });

  it('checks codes and salary bounds', () => {
    const r = CandidateSearchBody.safeParse({
      filters: {
        gender: 5,
        age: 9,
        salary_from: '5000',
        speak_english: 1,
        profile_completed_status: true,
      },
    });
    expect(issues(r)).toEqual({
      'filters.gender': 'invalidChoice',
      'filters.age': 'invalidChoice',
      'filters.salary_from': 'salaryRange',
    });
  });
});
