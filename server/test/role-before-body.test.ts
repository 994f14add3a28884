import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent } from '../src/features/saarthi/test-support';
import { createEmployer } from './employer';
import { call, createTestApp, signInSeeker, type TestApp } from './helpers';

// issue 14 item 15: who may call a route is settled in onRequest, before Fastify validates the
// params, query and body. A caller of the wrong role sending an invalid body gets 403 (not 400),
// and a caller without a token gets 401.
let t: TestApp;
const callers: Record<'seeker' | 'employer' | 'agent', { token: string }> = {
  seeker: { token: '' },
  employer: { token: '' },
  agent: { token: '' },
};
beforeAll(async () => {
  t = await createTestApp();
  callers.seeker = (await signInSeeker(t.app)).data;
  callers.employer = await createEmployer(t);
  callers.agent = await createAgent(t);
});
afterAll(() => t.app.close());

const ID = '6f1c2a4e-0000-4000-8000-000000000001';
const ADMIN_ONLY = 'Only Kaamkaj administrators can do this';

type Case = [
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  who: keyof typeof callers,
  message: string,
  code?: string,
];

// an invalid body ({ bad: 1 }) or query / params on each route, sent by the wrong role
const cases: Case[] = [
  ['POST', '/job/v2/post', 'seeker', 'Only employers can post jobs'],
  ['GET', '/job/recruiter/?page=x', 'seeker', 'Only employers can post jobs'],
  ['GET', '/job/recruiter/not-an-id', 'seeker', 'Only employers can post jobs'],
  ['PUT', '/job/recruiter/not-an-id/close', 'agent', 'Only employers can post jobs'],
  ['POST', '/job/interview', 'seeker', 'Only employers can schedule interviews'],
  ['PUT', '/job/interview?_id=x', 'employer', 'You can only answer your own interviews'],
  [
    'GET',
    '/job/interviews-by-seeker/not-an-id',
    'employer',
    'You can only see your own interviews',
  ],
  ['GET', '/job/users?_id=x', 'seeker', 'Only employers can see applicants'],
  ['GET', `/job/users/not-an-id?job_id=${ID}`, 'seeker', 'Only employers can see applicants'],
  ['PUT', '/job/users/status', 'seeker', 'Only employers can see applicants'],
  ['POST', '/job/users/call-click', 'agent', 'Only employers can see applicants'],
  ['POST', '/company/verification', 'seeker', 'Only employers can verify a company'],
  ['POST', '/company/verification/email/confirm', 'seeker', 'Only employers can verify a company'],
  ['POST', '/user/v2/contact/code', 'seeker', 'Only employers can add a contact to their account'],
  ['POST', '/user/v2/contact/verify', 'agent', 'Only employers can add a contact to their account'],
  ['POST', '/user/emp/job/all/js/filter', 'seeker', 'Only employers can search job seekers'],
  [
    'POST',
    '/job/filter',
    'employer',
    'Please sign in as a job seeker to respond to jobs',
    'NOT_A_SEEKER',
  ],
  [
    'POST',
    '/job/response',
    'employer',
    'Please sign in as a job seeker to respond to jobs',
    'NOT_A_SEEKER',
  ],
  [
    'GET',
    '/job/all?user_id=x',
    'employer',
    'Please sign in as a job seeker to respond to jobs',
    'NOT_A_SEEKER',
  ],
  [
    'GET',
    '/job/applied?user_id=x&tab=9',
    'agent',
    'Please sign in as a job seeker to respond to jobs',
    'NOT_A_SEEKER',
  ],
  ['POST', '/user/basicdetail', 'employer', 'Only job seekers have this profile section'],
  ['GET', '/user/resume?lang=xx', 'employer', 'Only job seekers have a resume'],
  ['POST', '/user/saarthi', 'seeker', 'Only Saarthi agents can do this'],
  ['PUT', `/saarthi/users/${ID}`, 'employer', 'Only Saarthi agents can do this'],
  ['POST', '/payment/order', 'agent', 'Plans are for job seekers and employers'],
  // the admin routes: superadmin only
  ['POST', `/admin/companies/${ID}/verification`, 'employer', ADMIN_ONLY],
  ['POST', `/admin/email-requests/${ID}`, 'employer', ADMIN_ONLY],
  ['PUT', '/admin/jobs/not-an-id/deactivate', 'employer', ADMIN_ONLY],
  ['PUT', `/admin/jobs/${ID}/descriptions`, 'seeker', ADMIN_ONLY],
  ['POST', '/admin/job-categories', 'employer', ADMIN_ONLY],
  ['PUT', `/admin/job-categories/${ID}`, 'agent', ADMIN_ONLY],
  ['GET', '/admin/companies?status=nope', 'employer', ADMIN_ONLY],
  ['POST', '/admin/community', 'employer', ADMIN_ONLY],
  ['PUT', `/admin/community/${ID}`, 'seeker', ADMIN_ONLY],
  ['PUT', `/admin/inbox/${ID}/handled`, 'employer', ADMIN_ONLY],
  ['PUT', `/admin/saarthi/${ID}/active`, 'agent', ADMIN_ONLY],
  ['PUT', '/admin/plans/HLJ-EMP-101', 'employer', ADMIN_ONLY],
];

const send = (method: Case[0], url: string, token?: string) =>
  call(t.app, {
    method,
    url: `/api${url}`,
    ...(token ? { token } : {}),
    ...(method === 'GET' ? {} : { payload: { bad: 1 } }),
  });

describe('the role is checked before the body', () => {
  it.each(cases)('%s %s as %s: 403 "%s"', async (method, url, who, message, code) => {
    const res = await send(method, url, callers[who].token);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, code: code ?? 'FORBIDDEN', message });
  });

  it.each(cases)('%s %s without a token: 401', async (method, url) => {
    const res = await send(method, url);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Please sign in to continue',
    });
  });

  it('still validates the body of the right role', async () => {
    const res = await send('POST', '/job/v2/post', callers.employer.token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Unknown field: bad' });
  });
});
