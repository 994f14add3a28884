import { describe, expect, it } from 'vitest';
import { afterPostDestination, emptyJobPost, jobChip } from './job-rules';

describe('after a job post (spec 001 §4 "Posting")', () => {
  it('goes to the dashboard unless verification was never started', () => {
    expect(afterPostDestination('Not Initiated')).toBe('authPrompt');
    expect(afterPostDestination('In Progress')).toBe('dashboard');
    expect(afterPostDestination('Approved')).toBe('dashboard');
    expect(afterPostDestination('Declined')).toBe('dashboard');
  });
});

describe('the post form defaults (spec 001 §5)', () => {
  it("fills a company's own name, leaves a consultancy's client name empty, contact on", () => {
    expect(
      emptyJobPost({ organization_type: 'company', company_name: 'Sharma Logistics' }),
    ).toMatchObject({
      company_name: 'Sharma Logistics',
      skills: [],
      can_contact_emp: true,
    });
    expect(
      emptyJobPost({ organization_type: 'consultancy', company_name: 'Apex Staffing' })
        .company_name,
    ).toBe('');
  });
});

describe('the job chip (spec 001 §4)', () => {
  it('leads an Open job to its applicants, shows the verification state otherwise', () => {
    expect(jobChip({ status: 0, applicants: 4 }, 'Approved')).toEqual({
      kind: 'open',
      applicants: 4,
    });
    expect(jobChip({ status: 2, applicants: 4 }, 'Approved')).toEqual({
      kind: 'verification',
      status: 'Approved',
    });
    expect(jobChip({ status: 3, applicants: 0 }, 'In Progress')).toEqual({
      kind: 'verification',
      status: 'In Progress',
    });
    expect(jobChip({ status: 4, applicants: 0 }, 'Approved')).toEqual({ kind: 'deactivated' });
    expect(jobChip({ status: 1, applicants: 0 }, 'Approved')).toEqual({ kind: 'complete' });
  });
});
