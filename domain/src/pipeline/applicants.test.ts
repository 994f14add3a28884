import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '../matching/applications';
import {
  APPLICANT_TABS,
  applicantActionDone,
  applicantActions,
  applicantTabOf,
  applicantTransition,
  backDialogAction,
  canRescheduleInterview,
  canScheduleInterview,
  EMPLOYER_ACTIONS,
  isJoiningAction,
  joiningOf,
  seekerContactReleased,
} from './applicants';
import { ApplicantStatusBody } from './applicants.schemas';
import { issues } from './test-support';

describe('applicant transitions (spec 001 §4)', () => {
  // every (status, action) pair: the table's edges and nothing else
  const allowed: Record<string, Record<string, string>> = {
    Applied: { shortlist: 'Shortlisted', notShortlist: 'Rejected' },
    Shortlisted: { notShortlist: 'Rejected' },
    Rejected: { shortlistAgain: 'Shortlisted' },
    Selected: { reject: 'Rejected', hired: 'Hired' },
    // Joined / Not Joined keep the status; the joining is recorded beside it
    Hired: { joined: 'Hired', notJoined: 'Hired' },
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
    expect(applicantActions('Hired')).toEqual(['joined', 'notJoined']);
  });

  it('offers the other joining answer once one is recorded, as a correction (issue 14 item 16)', () => {
    expect(applicantActions('Hired', 'Joined')).toEqual(['notJoined']);
    expect(applicantActions('Hired', 'NotJoined')).toEqual(['joined']);
    expect(joiningOf('joined')).toBe('Joined');
    expect(joiningOf('notJoined')).toBe('NotJoined');
    expect(EMPLOYER_ACTIONS.filter(isJoiningAction)).toEqual(['joined', 'notJoined']);
  });

  it('knows a tap made again: the applicant is already where the action leads', () => {
    const done = APPLICATION_STATUSES.flatMap((status) =>
      EMPLOYER_ACTIONS.filter((action) => applicantActionDone(status, null, action)).map(
        (action) => `${status} ${action}`,
      ),
    );
    expect(done).toEqual([
      'Shortlisted shortlist',
      'Shortlisted shortlistAgain',
      'Rejected notShortlist',
      'Rejected reject',
      'Hired hired',
    ]);
    expect(applicantActionDone('Hired', 'Joined', 'joined')).toBe(true);
    expect(applicantActionDone('Hired', 'Joined', 'notJoined')).toBe(false);
    expect(applicantActionDone('Hired', 'NotJoined', 'notJoined')).toBe(true);
    expect(applicantActionDone('Selected', 'Joined', 'joined')).toBe(false);
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

  it('finds the tab of each status, none for one not on the applicants screen', () => {
    expect(APPLICATION_STATUSES.map((status) => [status, applicantTabOf(status)])).toEqual(
      APPLICATION_STATUSES.map((status) => [
        status,
        {
          Applied: 'applied',
          Shortlisted: 'shortlisted',
          Selected: 'interview',
          Hired: 'interview',
          Rejected: 'rejected',
        }[status as string],
      ]),
    );
    expect(applicantTabOf('Saved')).toBeUndefined();
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
