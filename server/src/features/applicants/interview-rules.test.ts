import { istInstant, istToday } from '@kaamkaj/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, resignedToken, type TestApp } from '../../../test/helpers';
import {
  applicationStatus,
  interviewBody,
  istDay,
  pipeline,
  type Setup,
  schedule,
} from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

describe('POST /job/interview validation (spec 001 §5)', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await pipeline(t);
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a missing title', { title: '' }, 'title', 'enter job title'],
    ['a date before today', { date: istDay(-1) }, 'date', 'Please Select a valid date'],
    ['a date that is not a date', { date: '2030-02-31x' }, 'date', 'Please Select a valid date'],
    [
      'a missing seeker name',
      { seeker_name: ' ' },
      'seeker_name',
      'Please enter the job seeker name',
    ],
    ['digits in the seeker name', { seeker_name: 'Ravi 2' }, 'seeker_name', 'not allowed numeric'],
    [
      'a seeker name over 25',
      { seeker_name: 'Ravi Kumar Singh Chauhan Ji' },
      'seeker_name',
      'maximum 25 characters allowed',
    ],
    ['a missing start time', { start_time: '' }, 'start_time', 'Please select start time'],
    [
      'a start before 08:00',
      { start_time: '07.30' },
      'start_time',
      'Interview time should be between 08:00 and 20:00',
    ],
    [
      'an end after 20:00',
      { end_time: '20.30' },
      'end_time',
      'Interview time should be between 08:00 and 20:00',
    ],
    [
      'an end before the start',
      { start_time: '12.00', end_time: '11.30' },
      'end_time',
      'End time should be after start time',
    ],
    [
      'an end equal to the start',
      { start_time: '12.00', end_time: '12:00' },
      'end_time',
      'End time should be after start time',
    ],
    ['a missing location', { location: '' }, 'location', 'Please enter interview location'],
    [
      'a location over 100',
      { location: 'a'.repeat(101) },
      'location',
      'maximum 100 characters allowed',
    ],
    ['a missing district', { district: '' }, 'district', 'Please select district'],
    [
      'a missing contact person',
      { contact_person: '' },
      'contact_person',
      'Please enter contact number',
    ],
    [
      'a bad contact number',
      { contact_person: '5876543210' },
      'contact_person',
      'Please enter 10 digit valid mobile number',
    ],
    ['no documents', { req_docs: [] }, 'req_docs', 'Please select the required documents'],
    [
      'a duplicate document',
      { req_docs: ['Driving licence', 'driving  Licence'] },
      'req_docs',
      'Required Document name already exists',
    ],
    [
      'a document with a special character',
      { req_docs: ['Driving licence', 'PAN #card'] },
      'req_docs.1',
      'special character not allowed',
    ],
    [
      'a document with digits',
      { req_docs: ['Class 10 marksheet'] },
      'req_docs.0',
      'special character not allowed',
    ],
    ['a one-letter document', { req_docs: ['X'] }, 'req_docs.0', 'minimum 2 characters required'],
    [
      'a description over 500',
      { description: 'a'.repeat(501) },
      'description',
      'maximum 500 characters allowed',
    ],
  ];

  it.each(cases)('refuses %s with its message', async (_, over, field, message) => {
    const res = await schedule(t, s.employer.token, interviewBody(s.jobId, s.seeker.id, over));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors[field]).toBe(message);
    expect(await applicationStatus(t, s.jobId, s.seeker.id)).toBe('Shortlisted');
  });

  it('refuses a start time that has already passed today', async () => {
    // noon in India, so 09.00 today is past whatever time the suite runs; the employer's token
    // is signed again at that time (a token of 00:30 would have run out by noon)
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(istInstant(istToday(), '12.00'));
    try {
      const res = await schedule(
        t,
        await resignedToken(s.employer.token),
        interviewBody(s.jobId, s.seeker.id, {
          date: istToday(),
          start_time: '09.00',
          end_time: '13.00',
        }),
      );
      expect(res.status).toBe(400);
      expect(res.body.errors.start_time).toBe('Start time has already passed');
    } finally {
      vi.useRealTimers();
    }
  });

  it('accepts an added document with parentheses and "HH:mm" times, stored as "HH.mm"', async () => {
    const other = await pipeline(t);
    const res = await schedule(
      t,
      other.employer.token,
      interviewBody(other.jobId, other.seeker.id, {
        start_time: '09:30',
        end_time: '10:30',
        req_docs: ['Experience document (if any)', 'Bank passbook (copy)'],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      start_time: '09.30',
      end_time: '10.30',
      req_docs: ['Experience document (if any)', 'Bank passbook (copy)'],
    });
  });

  it('asks for a token', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/job/interview',
      payload: interviewBody(s.jobId, s.seeker.id),
    });
    expect(res.status).toBe(401);
  });
});
