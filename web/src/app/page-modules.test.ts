import { ROLE } from '@kaamkaj/domain';
import { describe, expect, it } from 'vitest';
import { type Manifest, PAGE_MODULES, preloadLinks, signedInPreloadLinks } from './page-modules';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_compat-1.js'] },
  '_compat-1.js': { file: 'assets/compat-1.js' },
  '_field-1.js': { file: 'assets/field-1.js', imports: ['_compat-1.js', 'index.html'] },
  'src/features/auth/auth-layout.tsx': { file: 'assets/auth-layout-1.js', imports: ['_logo-1.js'] },
  '_logo-1.js': { file: 'assets/logo-1.js' },
  'src/lib/i18n/texts.hi.ts': { file: 'assets/texts.hi-1.js' },
  'src/lib/i18n/texts.en.ts': { file: 'assets/texts.en-1.js' },
  'src/app/shell/app-shell.tsx': { file: 'assets/app-shell-1.js', imports: ['_logo-1.js'] },
  'src/features/employer-jobs/dashboard/employer-dashboard-screen.tsx': {
    file: 'assets/employer-dashboard-screen-1.js',
    imports: ['_field-1.js', 'index.html'],
  },
  'src/components/district-picker/district-data.ts': { file: 'assets/district-data-1.js' },
  'src/features/auth/seeker-login-screen.tsx': {
    file: 'assets/seeker-login-screen-1.js',
    imports: ['_field-1.js', '_logo-1.js'],
  },
};

describe('preloadLinks (issue 16 item 4)', () => {
  it("names the shell's texts and the chunks of a page's layout and screen the entry does not bring, each once", () => {
    const links = preloadLinks('/jobseekerlogin/', manifest, 'hi');
    expect(links.match(/href="[^"]+"/g)).toEqual([
      'href="/assets/texts.hi-1.js"',
      'href="/assets/auth-layout-1.js"',
      'href="/assets/logo-1.js"',
      'href="/assets/seeker-login-screen-1.js"',
      'href="/assets/field-1.js"',
    ]);
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/field-1.js">');
  });

  it("names the shell's texts alone for a page it does not list, and fails the build for a module it lacks", () => {
    expect(preloadLinks('/setting', manifest, 'hi')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/texts.hi-1.js">',
    );
    expect(preloadLinks('/setting', manifest, 'en')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/texts.en-1.js">',
    );
    expect(() => preloadLinks('/', manifest, 'en')).toThrow(
      'src/features/site/public-layout.tsx: not in the build',
    );
  });

  it('lists the public pages with their texts in the page language', () => {
    expect(PAGE_MODULES['/']).toContain('src/lib/i18n/site.{lang}.json');
    expect(PAGE_MODULES['/JobSeekerlogin']).not.toContain('src/lib/i18n/site.{lang}.json');
  });
});

describe('signedInPreloadLinks (issue 16 item 4)', () => {
  it("names the app shell's chunks and those of the screen the role is shown at the path", () => {
    const links = signedInPreloadLinks('/DASHBOARD/', ROLE.EMPLOYER, manifest, 'en');
    expect(links.match(/href="[^"]+"/g)).toEqual([
      'href="/assets/texts.en-1.js"',
      'href="/assets/app-shell-1.js"',
      'href="/assets/logo-1.js"',
      'href="/assets/employer-dashboard-screen-1.js"',
      'href="/assets/field-1.js"',
      'href="/assets/district-data-1.js"',
    ]);
  });

  it("names the shell's texts alone for a path the role has no screen at, and fails for a module not built", () => {
    const texts = '<link rel="modulepreload" crossorigin href="/assets/texts.hi-1.js">';
    expect(signedInPreloadLinks('/candidates', ROLE.SEEKER, manifest, 'hi')).toBe(texts);
    expect(signedInPreloadLinks('/about', ROLE.EMPLOYER, manifest, 'hi')).toBe(texts);
    expect(signedInPreloadLinks('/dashboard', 7, manifest, 'hi')).toBe(texts);
    expect(() => signedInPreloadLinks('/dashboard', ROLE.SAARTHI, manifest, 'hi')).toThrow(
      'src/features/saarthi/saarthi-dashboard-screen.tsx: not in the build',
    );
  });
});
