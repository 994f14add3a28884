import { describe, expect, it } from 'vitest';
import { guardRoute } from './guard';
import { BLOG_SLUGS, langOfCookies, PATHS, PRERENDERED_PAGES, prerenderedFile } from './routes';

describe('prerendered pages (issue 16 item 2)', () => {
  it('names one file per page and language, found in any case or with a trailing slash', () => {
    expect(prerenderedFile('/', 'hi')).toBe('prerendered/hi/index.html');
    expect(prerenderedFile('/', 'en')).toBe('prerendered/en/index.html');
    expect(prerenderedFile('/JobSeekerlogin', 'en')).toBe('prerendered/en/jobseekerlogin.html');
    expect(prerenderedFile('/jobseekerLOGIN/', 'hi')).toBe('prerendered/hi/jobseekerlogin.html');
    expect(prerenderedFile('/blogs/new-jobs', 'hi')).toBe('prerendered/hi/blogs/new-jobs.html');
    expect(prerenderedFile('/terms&conditions', 'en')).toBe('prerendered/en/terms&conditions.html');
  });

  it('gives the employer login its one language, English (spec 001 §2)', () => {
    expect(prerenderedFile(PATHS.recruiterLogin, 'hi')).toBe('prerendered/en/recruiter.html');
  });

  it('has no file for a signed-in page, an unknown path or a path leaving the folder', () => {
    for (const path of ['/jobs', '/profile', '/nope', '/../index', '/%2e%2e/secret', '/blogs/x'])
      expect(prerenderedFile(path, 'hi'), path).toBeNull();
  });

  it('prerenders the landing, static pages, blogs and logins, each open to a guest', () => {
    const paths = PRERENDERED_PAGES.map((page) => page.path);
    for (const path of ['/', PATHS.about, PATHS.seekerLogin, PATHS.recruiterLogin, PATHS.saarthi])
      expect(paths).toContain(path);
    for (const slug of BLOG_SLUGS) expect(paths).toContain(`/blogs/${slug}`);
    const guest = { token: null, role: null, profileStatus: null };
    for (const path of paths) expect(guardRoute(path, '', guest), path).toBeNull();
  });
});

describe('the language cookie', () => {
  it('reads the language among other cookies, and nothing else as one', () => {
    expect(langOfCookies('kaamkaj_lang=en')).toBe('en');
    expect(langOfCookies('theme=dark; kaamkaj_lang=hi; x=1')).toBe('hi');
    expect(langOfCookies('kaamkaj_lang=fr')).toBeNull();
    expect(langOfCookies('kaamkaj_lang=english')).toBeNull();
    expect(langOfCookies('other_kaamkaj_lang=en')).toBeNull();
    expect(langOfCookies('')).toBeNull();
  });
});
