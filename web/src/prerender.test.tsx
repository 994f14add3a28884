import { FIRST_ANSWERS_ID } from '@kaamkaj/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { readFirstAnswers, seedFirstAnswers } from './app/first-answers';
import { feedKey } from './features/jobs-feed/api/feed';
import { userQuery } from './lib/api/user';
import { queryClient } from './lib/query-client';
import { readSession } from './lib/session';
import { renderSignedIn } from './prerender';
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
    expect(answers?.feed.data.map((j) => j.job_title)).toEqual([
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

  it('are none when missing, unreadable or of another shape', () => {
    expect(readFirstAnswers()).toBeNull();
    carry('{"user":');
    expect(readFirstAnswers()).toBeNull();
    document.body.replaceChildren();
    carry(JSON.stringify({ user: seeker, feed: { data: 'x' } }));
    expect(readFirstAnswers()).toBeNull();
  });
});
