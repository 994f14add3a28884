import type { ApplicantTabKey } from '@kaamkaj/domain';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applicantsQuery } from '../../features/applicants/api/applicants';
import {
  JOB_ID,
  makeApplicant,
  makeEmployerJob,
} from '../../features/applicants/test/make-applicant';
import { type ApplicantsPage, moveApplicant } from './applicant-lists';

// The lists an employer has loaded follow a status change at once (spec 001 §4).

const SUNIL = '0196a1ff-3ae5-7030-abae-8a10207400a1';
const MEENA = '0196a1ff-3ae5-7030-abae-8a10207400a2';
const ARUN = '0196a1ff-3ae5-7030-abae-8a10207400a3';

function lists() {
  const client = new QueryClient();
  const counts = { applied: 2, shortlisted: 1, interview: 2, rejected: 0 };
  const put = (tab: ApplicantTabKey, data: ReturnType<typeof makeApplicant>[]) =>
    client.setQueryData<InfiniteData<ApplicantsPage>>(applicantsQuery(JOB_ID, tab).queryKey, {
      pages: [
        {
          success: true,
          data,
          count: data.length,
          tab_counts: counts,
          job: makeEmployerJob(),
        },
      ],
      pageParams: [0],
    });
  put('applied', [
    makeApplicant({ _id: SUNIL, name: 'Sunil Verma', status: 'Applied', contact: null }),
    makeApplicant({ _id: MEENA, name: 'Meena', status: 'Applied', contact: null }),
  ]);
  put('shortlisted', [makeApplicant({ _id: ARUN, name: 'Arun', status: 'Shortlisted' })]);
  const tab = (key: ApplicantTabKey) =>
    client.getQueryData<InfiniteData<ApplicantsPage>>(applicantsQuery(JOB_ID, key).queryKey)
      ?.pages[0];
  return { client, tab, put };
}

describe('moveApplicant', () => {
  it('moves a shortlisted applicant to the top of Shortlisted, number masked, counts with them', () => {
    const { client, tab } = lists();
    moveApplicant(client, JOB_ID, SUNIL, 'Shortlisted');
    expect(tab('applied')?.data.map((c) => c.name)).toEqual(['Meena']);
    expect(tab('shortlisted')?.data.map((c) => [c.name, c.status, c.contact])).toEqual([
      ['Sunil Verma', 'Shortlisted', 'xxx-xxx-xxxx'],
      ['Arun', 'Shortlisted', expect.anything()],
    ]);
    for (const key of ['applied', 'shortlisted'] as const) {
      expect(tab(key)?.tab_counts).toEqual({
        applied: 1,
        shortlisted: 2,
        interview: 2,
        rejected: 0,
      });
    }
  });

  it('takes a rejected applicant out of the list it was in, into an unloaded tab by its count', () => {
    const { client, tab } = lists();
    moveApplicant(client, JOB_ID, ARUN, 'Rejected');
    expect(tab('shortlisted')?.data).toEqual([]);
    expect(tab('rejected')).toBeUndefined();
    expect(tab('applied')?.tab_counts).toEqual({
      applied: 2,
      shortlisted: 0,
      interview: 2,
      rejected: 1,
    });
  });

  it('moves an applicant with a scheduled interview to Interview Scheduled, the interview on their card', () => {
    const { client, tab, put } = lists();
    const interview = {
      _id: '0196a1ff-3ae5-7030-abae-8a10207400i1',
      date: '2026-12-01',
      start_time: '11:00',
      end_time: '12:00',
      status: 'Pending',
    };
    put('interview', []);
    moveApplicant(client, JOB_ID, ARUN, 'Selected', { interview });
    expect(tab('interview')?.data.map((c) => [c.name, c.status, c.contact, c.interview])).toEqual([
      ['Arun', 'Selected', null, interview],
    ]);
    expect(tab('shortlisted')?.data).toEqual([]);
    expect(tab('interview')?.tab_counts).toEqual({
      applied: 2,
      shortlisted: 0,
      interview: 3,
      rejected: 0,
    });
  });

  it('changes nothing for an applicant no loaded list holds, or another job', () => {
    const { client, tab } = lists();
    const before = [tab('applied'), tab('shortlisted')];
    moveApplicant(client, JOB_ID, '0196a1ff-3ae5-7030-abae-8a10207400ff', 'Shortlisted');
    moveApplicant(client, '0196a1ff-3ae5-7030-abae-8a1020740bbb', SUNIL, 'Shortlisted');
    expect([tab('applied'), tab('shortlisted')]).toEqual(before);
  });
});
