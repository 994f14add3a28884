import { describe, expect, it } from 'vitest';
import { jobHeading, jobName } from './job-heading';

// issue 14: a card leads with what a seeker who reads little knows at a glance; a sentence about
// the job (the Apply's confirmation, its toast, a share) names it as the card does.

const driver = { en: 'Driver', hi: 'ड्राइवर' };

describe('jobHeading and jobName', () => {
  it('in Hindi, lead with the category and name the job by it when the title says the same', () => {
    const job = { job_title: 'driver ', category_name: driver };
    expect(jobHeading(job, 'hi')).toEqual({ lead: 'ड्राइवर', follow: null });
    expect(jobName(job, 'hi')).toBe('ड्राइवर'); // not "driver", which the card never showed
  });

  it("in Hindi, name the job by the employer's own title when it says more than the category", () => {
    const job = { job_title: 'Senior Driver', category_name: driver };
    expect(jobHeading(job, 'hi')).toEqual({ lead: 'ड्राइवर', follow: 'Senior Driver' });
    expect(jobName(job, 'hi')).toBe('Senior Driver');
  });

  it("in English, the employer's title alone", () => {
    expect(jobName({ job_title: 'Driver', category_name: driver }, 'en')).toBe('Driver');
    expect(jobName({ job_title: 'Senior Driver', category_name: driver }, 'en')).toBe(
      'Senior Driver',
    );
    expect(jobName({ job_title: 'Cook', category_name: null }, 'hi')).toBe('Cook');
  });
});
