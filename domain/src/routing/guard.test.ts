import { describe, expect, it } from 'vitest';
import { type GuardSession, guardRoute } from './guard';
import { BLOG_SLUGS } from './routes';

const guest: GuardSession = { token: null, role: null, profileStatus: null };
const seeker = (profileStatus: number | null): GuardSession => ({
  token: 't',
  role: 0,
  profileStatus,
});
const employer = (profileStatus: number | null): GuardSession => ({
  token: 't',
  role: 2,
  profileStatus,
});
const go = (path: string, session: GuardSession, search = '', hash = '') =>
  guardRoute(path, search, session, hash)?.redirect ?? null;

describe('guardRoute (spec 000 §2.2, spec 001 §2)', () => {
  it('sends unknown paths to /', () => {
    expect(go('/no-such-page', guest)).toBe('/');
    expect(go('/no-such-page', seeker(2))).toBe('/');
  });

  it('sends a visitor without token from a signed-in page to /homepage', () => {
    for (const path of ['/jobs', '/dashboard', '/profile', '/setting', '/companydetail']) {
      expect(go(path, guest)).toBe('/homepage');
    }
  });

  it('shows guest pages to visitors and sends signed-in users to /dashboard', () => {
    for (const path of ['/', '/homepage', '/JobSeekerlogin', '/recruiter', '/saarthi']) {
      expect(go(path, guest)).toBeNull();
      expect(go(path, seeker(2))).toBe('/dashboard');
    }
  });

  it('sends a signed-in user of any role from the landing and every login to /dashboard', () => {
    const agent: GuardSession = { token: 't', role: 1, profileStatus: 2 };
    for (const session of [seeker(2), seeker(0), employer(2), employer(null), agent]) {
      for (const path of ['/', '/homepage', '/JobSeekerlogin', '/recruiter', '/saarthi']) {
        expect(go(path, session)).toBe('/dashboard');
      }
    }
    // the landing's marketing sections are the landing: signed in, they go too
    expect(go('/', seeker(2), '', '#work')).toBe('/dashboard');
    expect(go('/homepage', employer(2), '', '#jobexplorer')).toBe('/dashboard');
  });

  it("keeps the landing's FAQ, blogs and contact readable when signed in (docs/architecture.md)", () => {
    for (const hash of ['#faq', '#blogs', '#contact', '#FAQ']) {
      expect(go('/', seeker(2), '', hash)).toBeNull();
      expect(go('/homepage', employer(2), '', hash)).toBeNull();
      expect(go('/', guest, '', hash)).toBeNull();
    }
    // an anchor does not open a login page
    expect(go('/JobSeekerlogin', seeker(2), '', '#faq')).toBe('/dashboard');
  });

  it('never redirects the OTP pages', () => {
    for (const path of ['/login/VerifyOTP', '/recruiter/VerifyOTP', '/VerifyOTP']) {
      expect(go(path, guest)).toBeNull();
      expect(go(path, seeker(0))).toBeNull();
      expect(go(path, employer(2))).toBeNull();
    }
  });

  it('keeps the information pages readable for everyone, signed in or not', () => {
    const pages = [
      '/about',
      '/privacypolicy',
      '/terms&conditions',
      '/terms&condition',
      '/t&c',
      ...BLOG_SLUGS.map((slug) => `/blogs/${slug}`),
    ];
    for (const path of pages) {
      for (const session of [guest, seeker(2), seeker(0), employer(2), employer(1)]) {
        expect(go(path, session), path).toBeNull();
      }
    }
  });

  it('sends a signed-in user on /shared/job to /job with the same query', () => {
    expect(go('/shared/job', guest, '?id=42')).toBeNull();
    expect(go('/shared/job', seeker(2), '?id=42')).toBe('/job?id=42');
  });

  it('sends /shared/community to the video page when signed in, or for a visitor with an id', () => {
    expect(go('/shared/community', seeker(2), '?id=7')).toBe('/shared/community-video?id=7');
    // issue 13: the link people receive on WhatsApp opens the video for a visitor too
    expect(go('/shared/community', guest, '?id=7')).toBe('/shared/community-video?id=7');
    expect(go('/shared/community', guest, '?id=7&utm_source=wa')).toBe(
      '/shared/community-video?id=7&utm_source=wa',
    );
    expect(go('/shared/community', guest, '?lang=hi&id=7')).toBe(
      '/shared/community-video?lang=hi&id=7',
    );
    expect(go('/shared/community', guest)).toBe('/homepage');
    expect(go('/shared/community', guest, '?id=')).toBe('/homepage');
    expect(go('/shared/community', guest, '?id=&uid=7')).toBe('/homepage');
  });

  it('profile status 2: seeker on basicdetail goes to /jobs, employer on companydetail to /dashboard', () => {
    expect(go('/user/basicdetail', seeker(2))).toBe('/jobs');
    expect(go('/user/basicdetail/jobinterested', seeker(2))).toBe('/jobs');
    expect(go('/companydetail', employer(2))).toBe('/dashboard');
    expect(go('/jobs', seeker(2))).toBeNull();
    expect(go('/dashboard', employer(2))).toBeNull();
  });

  it('profile status 1: seeker goes to the job-interest page, others to /dashboard', () => {
    expect(go('/jobs', seeker(1))).toBe('/user/basicdetail/jobinterested');
    expect(go('/user/basicdetail', seeker(1))).toBe('/user/basicdetail/jobinterested');
    expect(go('/user/basicdetail/jobinterested', seeker(1))).toBeNull();
    expect(go('/profile', employer(1))).toBe('/dashboard');
    expect(go('/dashboard', employer(1))).toBeNull();
  });

  it('other status: only the first onboarding page of the own side shows', () => {
    for (const status of [0, null]) {
      expect(go('/jobs', seeker(status))).toBe('/user/basicdetail');
      expect(go('/user/basicdetail', seeker(status))).toBeNull();
      expect(go('/companydetail', seeker(status))).toBe('/user/basicdetail');
      expect(go('/dashboard', employer(status))).toBe('/companydetail');
      expect(go('/companydetail', employer(status))).toBeNull();
      expect(go('/user/basicdetail', employer(status))).toBe('/companydetail');
    }
  });

  it("keeps each side out of the other side's pages", () => {
    expect(go('/companyverification', seeker(2))).toBe('/dashboard');
    expect(go('/videoresume', employer(2))).toBe('/dashboard');
    expect(go('/videoresume', seeker(2))).toBeNull();
    expect(go('/companyverification', employer(2))).toBeNull();
  });

  it('matches paths case-insensitively, as the router does', () => {
    expect(go('/Profile', employer(2))).toBeNull();
    expect(go('/notification', seeker(2))).toBeNull();
    expect(go('/Community', seeker(2))).toBeNull();
  });
});
