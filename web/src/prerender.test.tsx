import { FIRST_ANSWERS_ID } from '@kaamkaj/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { readFirstAnswers, seedFirstAnswers } from './app/first-answers';
import { RECRUITER_JOBS_KEY } from './features/employer-jobs/api/recruiter-jobs';
import { feedKey } from './features/jobs-feed/api/feed';
import { userQuery } from './lib/api/user';
import { queryClient } from './lib/query-client';
import { readSession } from './lib/session';
import { renderSignedIn } from './prerender';
import { makeEmployer } from './test/make-employer';
import { makeJob } from './test/make-employer-job';
import { makeSeeker } from './test/make-seeker';
import { makeSeekerJob } from './test/make-seeker-job';

// issue 16 item 3: the server renders a seeker's /jobs with these (server/src/features/pages).
const seeker = makeSeeker({ name: 'Asha Devi' });
const jobs = [
  makeSeekerJob({ job_title: 'Security Guard', company_name: 'Raksha Services' }),
  makeSeekerJob({ job_title: 'Delivery <Rider>' }),
];
const page = (lang: 'hi' | 'en') => ({
  path: '/jobs',
  lang,
  session: { user: seeker._id, user_role: '0', profile_status: '2' },
  answers: { user: seeker, feed: { success: true as const, data: jobs, count: 2 } },
});

afterEach(() => {
  document.body.replaceChildren();
});

describe("renderSignedIn: a seeker's /jobs on the server", () => {
  it('draws the first feed page in the language asked for, inside the signed-in shell', async () => {
    const hi = await renderSignedIn(page('hi'));
    expect(hi.html).toContain('आपके लिए नौकरियाँ');
    expect(hi.html).toContain('Security Guard');
    expect(hi.html).toContain('Raksha Services');
    expect(hi.html).toContain('Delivery &lt;Rider>');
    expect(hi.html).toContain('अभी आवेदन करें');
    expect(hi.html).toContain('लखनऊ, उत्तर प्रदेश'); // the district table was loaded first
    expect(hi.html.match(/<article/g)).toHaveLength(2);
    const en = await renderSignedIn(page('en'));
    expect(en.html).toContain('Jobs for you');
    expect(en.html).toContain('Apply Now');
    expect(en.title).toBe('Kaamkaj – verified jobs near you');
  });

  it('leaves nothing behind: no session and no cached answers after the render', async () => {
    await renderSignedIn(page('en'));
    expect(readSession().user).toBeNull();
    expect(queryClient.getQueryData(userQuery(seeker._id).queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(feedKey(seeker._id, null))).toBeUndefined();
  });

  it('refuses a page with no user to render for', async () => {
    await expect(
      renderSignedIn({ ...page('en'), session: { user_role: '0', profile_status: '2' } }),
    ).rejects.toThrow(/no user/);
  });
});

// and an employer's /dashboard with these
const employer = makeEmployer({
  company_name: 'Sharma Logistics',
  profile_status: 2,
  verification_status: 'Not Initiated',
});
const posted = [
  makeJob({ job_title: 'Forklift <Operator>', applicants: 7 }),
  makeJob({ job_title: 'Delivery Boy', district: 'rj-jaipur' }),
];
const dashboard = (lang: 'hi' | 'en') => ({
  path: '/dashboard',
  lang,
  session: { user: employer._id, user_role: '2', profile_status: '2' },
  answers: { user: employer, jobs: { success: true as const, data: posted, count: 2 } },
});

describe("renderSignedIn: an employer's /dashboard on the server", () => {
  it('draws their jobs with the places, in the language asked for, and no prompt yet', async () => {
    const en = await renderSignedIn(dashboard('en'));
    expect(en.html).toContain('Your jobs');
    expect(en.html).toContain('Forklift &lt;Operator>');
    expect(en.html).toContain('Aminabad, Lucknow'); // the district table came with the screen
    expect(en.html).toContain('Aminabad, Jaipur');
    expect(en.html.match(/<article/g)).toHaveLength(2);
    // the verification prompt opens once the app runs (sessionStorage says if it was shown)
    expect(en.html).not.toContain('role="dialog"');
    const hi = await renderSignedIn(dashboard('hi'));
    expect(hi.html).toContain('आपकी नौकरियाँ');
    expect(hi.html).toContain('लखनऊ');
    expect(readSession().user).toBeNull();
    expect(queryClient.getQueryData(RECRUITER_JOBS_KEY)).toBeUndefined();
  });
});

// and a Saarthi's /dashboard with these
const agent = makeSeeker({ _id: '01a23a00-0000-7000-8000-000000000001', name: 'Geeta Kumari' });
const lead = {
  _id: '01a23a00-0000-7000-8000-000000000002',
  name: 'Shyam Lal',
  contact: '9876500001',
  contact_masked: false,
  address_home: 'up-lucknow',
  address_home_name: { hi: 'लखनऊ, उत्तर प्रदेश', en: 'Lucknow, Uttar Pradesh' },
  profile_status: 2,
  profile_completed_status: 60,
  created_at: '2026-11-30T10:00:00.000Z',
  hired_job_title: null,
  enrolled_by_me: true,
  help_sent: false,
};
const saarthiPage = (lang: 'hi' | 'en') => ({
  path: '/dashboard',
  lang,
  session: { user: agent._id, user_role: '1', profile_status: '2' },
  answers: {
    user: agent,
    leads: {
      success: true as const,
      data: [lead],
      count: 1,
      counts: { location: 3, self: 0, enrolled: 1, employed: 0 },
    },
  },
});

describe("renderSignedIn: a Saarthi's /dashboard on the server", () => {
  it('draws New User Enrolled with every tab counted, in the language asked for', async () => {
    const hi = await renderSignedIn(saarthiPage('hi'));
    expect(hi.html).toContain('सारथी डैशबोर्ड');
    expect(hi.html).toContain('आपके जोड़े नए लोग (1)');
    expect(hi.html).toContain('Shyam Lal');
    expect(hi.html).toContain('लखनऊ, उत्तर प्रदेश');
    expect(hi.html).toContain('href="tel:+919876500001"');
    const en = await renderSignedIn(saarthiPage('en'));
    expect(en.html).toContain('Lucknow, Uttar Pradesh');
    expect(queryClient.getQueryData(['saarthi', 'dashboard', 'enrolled'])).toBeUndefined();
  });
});

describe('the answers a rendered page carries', () => {
  const carry = (text: string) => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = FIRST_ANSWERS_ID;
    script.textContent = text;
    document.body.append(script);
  };

  it('are read back and seeded under the keys the screens read', () => {
    carry(JSON.stringify(page('en').answers));
    const answers = readFirstAnswers();
    expect(answers && 'feed' in answers && answers.feed.data.map((j) => j.job_title)).toEqual([
      'Security Guard',
      'Delivery <Rider>',
    ]);
    if (!answers) return;
    seedFirstAnswers(queryClient, seeker._id, answers);
    expect(queryClient.getQueryData(userQuery(seeker._id).queryKey)).toMatchObject({
      name: 'Asha Devi',
    });
    expect(queryClient.getQueryData(feedKey(seeker._id, null))).toEqual({
      pages: [{ jobs, count: 2, message: '' }],
      pageParams: [0],
    });
    queryClient.clear();
  });

  it("are read back as an employer's and seeded under the dashboard's keys", () => {
    carry(JSON.stringify(dashboard('en').answers));
    const answers = readFirstAnswers();
    expect(answers && 'jobs' in answers && answers.jobs.data.map((j) => j.job_title)).toEqual([
      'Forklift <Operator>',
      'Delivery Boy',
    ]);
    if (!answers) return;
    seedFirstAnswers(queryClient, employer._id, answers);
    expect(queryClient.getQueryData(userQuery(employer._id).queryKey)).toMatchObject({
      company_name: 'Sharma Logistics',
    });
    expect(queryClient.getQueryData(RECRUITER_JOBS_KEY)).toEqual({
      pages: [{ success: true, data: posted, count: 2 }],
      pageParams: [0],
    });
    expect(queryClient.getQueryData(feedKey(employer._id, null))).toBeUndefined();
    queryClient.clear();
  });

  it("are read back as a Saarthi's and seeded under the first tab's key", () => {
    carry(JSON.stringify(saarthiPage('hi').answers));
    const answers = readFirstAnswers();
    expect(answers && 'leads' in answers && answers.leads.counts.location).toBe(3);
    if (!answers) return;
    seedFirstAnswers(queryClient, agent._id, answers);
    expect(queryClient.getQueryData(['saarthi', 'dashboard', 'enrolled'])).toEqual({
      pages: [saarthiPage('hi').answers.leads],
      pageParams: [0],
    });
    queryClient.clear();
  });

  it('are none when missing, unreadable or of another shape', () => {
    expect(readFirstAnswers()).toBeNull();
    carry('{"user":');
    expect(readFirstAnswers()).toBeNull();
    document.body.replaceChildren();
    carry(JSON.stringify({ user: seeker, feed: { data: 'x' } }));
    expect(readFirstAnswers()).toBeNull();
    document.body.replaceChildren();
    carry(JSON.stringify({ user: employer, jobs: { data: null } }));
    expect(readFirstAnswers()).toBeNull();
    document.body.replaceChildren();
    carry(JSON.stringify({ user: null, jobs: { data: [] } }));
    expect(readFirstAnswers()).toBeNull();
    document.body.replaceChildren();
    carry(JSON.stringify({ user: agent, leads: { data: [] } })); // no counts
    expect(readFirstAnswers()).toBeNull();
  });
});
