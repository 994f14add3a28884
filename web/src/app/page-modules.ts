import { BLOG_SLUGS, normalisePath, PATHS, type PageLang, ROLE, type Role } from '@kaamkaj/domain';

// issue 16 item 4: the source modules a page the server sends already drawn (prerendered, or a
// seeker's /jobs rendered per request) loads before it hydrates: its layout and its screen
// (router.tsx preloadPage), and what the feed asks for as the entry starts (first-requests.ts).
// Its HTML names their chunks up front (`<link rel="modulepreload">`, preloadLinks), so they
// come in parallel with the entry instead of after it, and the app does not add those links one
// by one while it starts (Vite's preload helper, 20 to 30 ms of a phone's main thread on /jobs).
// e2e/journeys/prerendered.test.ts and rendered-feed.test.ts check that the landing's, the
// login's and the feed's HTML name every chunk they start with.

// the public site's texts come per language (features/site/site-i18n.ts): `{lang}` is the page's
const PUBLIC_LAYOUT = 'src/features/site/public-layout.tsx';
const SITE_TEXTS = 'src/lib/i18n/site.{lang}.json';
const AUTH = 'src/features/auth/auth-layout.tsx';
const PUBLIC = (screen: string) => [PUBLIC_LAYOUT, SITE_TEXTS, screen];
const STATIC_PAGES = PUBLIC('src/features/site/static-pages.tsx');
const LANDING = PUBLIC('src/features/site/landing-screen.tsx');

export const PAGE_MODULES: Readonly<Record<string, readonly string[]>> = {
  [PATHS.home]: LANDING,
  [PATHS.homepage]: LANDING,
  [PATHS.about]: STATIC_PAGES,
  [PATHS.privacy]: STATIC_PAGES,
  [PATHS.terms]: STATIC_PAGES,
  [PATHS.termsAlt]: STATIC_PAGES,
  [PATHS.tc]: STATIC_PAGES,
  ...Object.fromEntries(
    BLOG_SLUGS.map((slug) => [`/blogs/${slug}`, PUBLIC('src/features/site/blog-screen.tsx')]),
  ),
  [PATHS.seekerLogin]: [AUTH, 'src/features/auth/seeker-login-screen.tsx'],
  [PATHS.recruiterLogin]: [AUTH, 'src/features/auth/employer-login-screen.tsx'],
  [PATHS.saarthi]: [AUTH, 'src/features/auth/saarthi-login-screen.tsx'],
  [PATHS.jobs]: [
    'src/app/shell/app-shell.tsx',
    'src/features/jobs-feed/jobs-screen.tsx',
    'src/lib/outbox/outbox.ts',
  ],
};

// The app's screens a signed-in user opens by a link or a reload: the server names their chunks
// too, in the app's shell it sends for the role of the page cookie's session (issue 16 item 4;
// server features/pages/signed-in-page.ts). On a slow network over HTTP/1.1 they otherwise came
// only once the entry had run, six at a time, with the screen's answers queued behind them.
// route-table.test.ts checks that each is the module the route table shows that role there.
const APP_SHELL = 'src/app/shell/app-shell.tsx';
const DISTRICTS = 'src/components/district-picker/district-data.ts';
const screen = (file: string, ...more: string[]) => [
  APP_SHELL,
  `src/features/${file}.tsx`,
  ...more,
];
const COMING_SOON = screen('placeholder/coming-soon-screen');
const EVERY_ROLE = {
  [PATHS.notification]: screen('notifications/notifications-screen'),
  [PATHS.setting]: screen('settings/setting-screen'),
  [PATHS.community]: screen('community/community-screen'),
  [PATHS.communityPhotos]: COMING_SOON,
  [PATHS.communityLive]: COMING_SOON,
  [PATHS.communityEvent]: COMING_SOON,
  [PATHS.job]: screen('job-page/job-screens'),
  [PATHS.admin]: screen('admin/admin-screen'),
};
const SAARTHI_PROFILE = screen('saarthi/saarthi-profile-screen');

/** What each role is shown at each app path (app/route-table.tsx), and what it starts with. */
export const SIGNED_IN_MODULES: Readonly<
  Record<Role, Readonly<Record<string, readonly string[]>>>
> = {
  [ROLE.SEEKER]: {
    ...EVERY_ROLE,
    [PATHS.basicDetail]: screen('profile/onboarding/basic-detail-screen'),
    [PATHS.jobInterested]: screen('profile/onboarding/job-interest-screen'),
    [PATHS.jobs]: PAGE_MODULES[PATHS.jobs] ?? [],
    [PATHS.dashboard]: screen('seeker-dashboard/seeker-dashboard-screen', DISTRICTS),
    [PATHS.profile]: screen('profile/my-profile/profile-screen'),
    [PATHS.editProfile]: screen('profile/edit/edit-profile-screen'),
    [PATHS.videoResume]: screen('video-resume/video-resume-screen'),
    [PATHS.choosePlan]: screen('plans/seeker-plans-screen'),
  },
  [ROLE.EMPLOYER]: {
    ...EVERY_ROLE,
    [PATHS.jobs]: screen('employer-jobs/post/employer-job-post-screen'),
    // its job cards' places: first-requests.ts asks for the table with the entry
    [PATHS.dashboard]: screen('employer-jobs/dashboard/employer-dashboard-screen', DISTRICTS),
    [PATHS.profile]: screen('company/company-profile/employer-profile-screen'),
    [PATHS.choosePlan]: screen('plans/employer-plans-screen'),
    [PATHS.companyDetail]: screen('company/company-detail/company-detail-screen'),
    [PATHS.recruiterEdit]: screen('company/recruiter-edit/recruiter-edit-screen'),
    [PATHS.companyVerification]: screen('verification/company-verification-screen'),
    [PATHS.userApplied]: screen('applicants/applicants-screen'),
    [PATHS.applicantProfile]: screen('applicants/applicant-profile-screen'),
    [PATHS.scheduleInterview]: screen('interviews/schedule-interview-screen'),
    [PATHS.candidates]: screen('candidates/candidates-screen'),
    [PATHS.updateEmail]: screen('company/update-email/update-email-screen'),
  },
  [ROLE.SAARTHI]: {
    ...EVERY_ROLE,
    [PATHS.dashboard]: screen('saarthi/saarthi-dashboard-screen'),
    [PATHS.profile]: SAARTHI_PROFILE,
    [PATHS.saarthiProfile]: SAARTHI_PROFILE,
    [PATHS.saarthiNewUser]: screen('saarthi/new-user-screen'),
    [PATHS.saarthiSeeker]: screen('saarthi/seeker-screen'),
  },
};

const normalised = (table: Readonly<Record<string, readonly string[]>>) =>
  new Map(Object.entries(table).map(([path, modules]) => [normalisePath(path), modules]));
const SIGNED_IN_BY_PATH = new Map(
  Object.entries(SIGNED_IN_MODULES).map(([role, table]) => [Number(role), normalised(table)]),
);

const BY_PATH = normalised(PAGE_MODULES);

/** A chunk of Vite's build manifest (dist/.vite/manifest.json), keyed by source or chunk name. */
export type ManifestChunk = { file: string; imports?: string[] };
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/**
 * The shell's texts in the page's language (lib/i18n SHELL_TEXTS): every page the server sends
 * names them, as the app renders nothing before they are in (main.tsx).
 */
const SHELL_TEXTS = 'src/lib/i18n/texts.{lang}.ts';

/**
 * The `<link rel="modulepreload">` tags of the chunks `path`'s modules load in `lang` that the
 * entry (index.html, whose own are in the page already) does not, after the shell's texts: those
 * alone for a path not listed. Throws for a listed module the build does not have, so a moved
 * screen fails the build.
 */
export function preloadLinks(path: string, manifest: Manifest, lang: PageLang): string {
  return modulepreloads(BY_PATH.get(normalisePath(path)) ?? [], manifest, lang);
}

/**
 * The same for the screen `role` is shown at `path` inside the app's shell (SIGNED_IN_MODULES):
 * the shell's texts alone for a path or a role it does not list.
 */
export function signedInPreloadLinks(
  path: string,
  role: number,
  manifest: Manifest,
  lang: PageLang,
): string {
  const modules = SIGNED_IN_BY_PATH.get(role)?.get(normalisePath(path)) ?? [];
  return modulepreloads(modules, manifest, lang);
}

function modulepreloads(listed: readonly string[], manifest: Manifest, lang: PageLang): string {
  const modules = [SHELL_TEXTS, ...listed].map((m) => m.replace('{lang}', lang));
  const files = (keys: readonly string[], into = new Set<string>()) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key}: not in the build's manifest`);
      if (into.has(chunk.file)) continue;
      into.add(chunk.file);
      files(chunk.imports ?? [], into);
    }
    return into;
  };
  const entry = files(['index.html']);
  return [...files(modules)]
    .filter((file) => !entry.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}
