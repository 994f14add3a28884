import { ROLE, type Role } from '../common/roles';

/**
 * Who may open a route (spec 000 §2.1, §2.2; spec 001 §2):
 * - guest: signed-out pages (landing, logins); a signed-in user goes to /dashboard, except on
 *   the landing's information sections (`readableAnchors`);
 * - otp: OTP screens, never redirected;
 * - open: readable by anyone (information pages, public video page, referral): see
 *   docs/architecture.md "Routing" for why they do not bounce a signed-in user to /dashboard;
 * - shared-job / shared-community: public share links with their own redirects;
 * - private: needs a token, then the profile-status rules of §2.2 and the route's roles.
 */
export type Access = 'guest' | 'otp' | 'open' | 'shared-job' | 'shared-community' | 'private';

export type RouteDef = {
  path: string;
  access: Access;
  roles?: readonly Role[];
  /** Sections of a guest page that a signed-in user may still read (by #anchor). */
  readableAnchors?: readonly string[];
};

const SEEKER = [ROLE.SEEKER] as const;
const EMPLOYER = [ROLE.EMPLOYER] as const;

export const PATHS = {
  home: '/',
  homepage: '/homepage',
  seekerLogin: '/JobSeekerlogin',
  seekerOtp: '/login/VerifyOTP',
  recruiterLogin: '/recruiter',
  recruiterOtp: '/recruiter/VerifyOTP',
  otp: '/VerifyOTP',
  saarthi: '/saarthi',
  basicDetail: '/user/basicdetail',
  jobInterested: '/user/basicdetail/jobinterested',
  jobs: '/jobs',
  dashboard: '/dashboard',
  notification: '/Notification',
  profile: '/profile',
  editProfile: '/user/editProfile',
  videoResume: '/videoresume',
  choosePlan: '/chooseplan',
  setting: '/setting',
  community: '/community',
  communityPhotos: '/Community/photos',
  communityLive: '/Community/live',
  communityEvent: '/Community/event',
  sharedJob: '/shared/job',
  sharedCommunity: '/shared/community',
  sharedCommunityVideo: '/shared/community-video',
  job: '/job',
  about: '/about',
  privacy: '/privacypolicy',
  terms: '/terms&conditions',
  termsAlt: '/terms&condition',
  tc: '/t&c',
  referral: '/user',
  companyDetail: '/companydetail',
  recruiterEdit: '/recruiterEdit',
  companyVerification: '/companyverification',
  userApplied: '/userapplied',
  applicantProfile: '/user/Userprofile',
  scheduleInterview: '/scheduleinterview',
  candidates: '/candidates',
  updateEmail: '/update-email',
  saarthiProfile: '/saarthiprofile',
  saarthiNewUser: '/sarthi/newUser',
  /** ?id= a seeker the agent registered (issue 13) */
  saarthiSeeker: '/sarthi/user',
  admin: '/admin',
} as const;

export const BLOG_SLUGS = [
  'indian-electronics',
  'new-jobs',
  'ensure-jobs-for-young-people',
  'empower-women',
  'covid-19-undp-initiative',
] as const;
export type BlogSlug = (typeof BLOG_SLUGS)[number];

/**
 * The landing's information sections (spec 001 §2 anchors #blogs, #faq, #contact): the FAQ and
 * the contact details have no page of their own, and the footer and menu link them as /#faq.
 */
export const INFO_ANCHORS = ['blogs', 'faq', 'contact'] as const;

export const ROUTES: readonly RouteDef[] = [
  { path: PATHS.home, access: 'guest', readableAnchors: INFO_ANCHORS },
  { path: PATHS.homepage, access: 'guest', readableAnchors: INFO_ANCHORS },
  { path: PATHS.seekerLogin, access: 'guest' },
  { path: PATHS.recruiterLogin, access: 'guest' },
  { path: PATHS.saarthi, access: 'guest' },
  { path: PATHS.seekerOtp, access: 'otp' },
  { path: PATHS.recruiterOtp, access: 'otp' },
  { path: PATHS.otp, access: 'otp' },
  { path: PATHS.sharedJob, access: 'shared-job' },
  { path: PATHS.sharedCommunity, access: 'shared-community' },
  { path: PATHS.sharedCommunityVideo, access: 'open' },
  { path: PATHS.about, access: 'open' },
  { path: PATHS.privacy, access: 'open' },
  { path: PATHS.terms, access: 'open' },
  { path: PATHS.termsAlt, access: 'open' },
  { path: PATHS.tc, access: 'open' },
  { path: PATHS.referral, access: 'open' },
  ...BLOG_SLUGS.map((slug) => ({ path: `/blogs/${slug}`, access: 'open' as const })),
  { path: PATHS.basicDetail, access: 'private', roles: SEEKER },
  { path: PATHS.jobInterested, access: 'private', roles: SEEKER },
  // a Saarthi neither looks for nor posts jobs (issue 13)
  { path: PATHS.jobs, access: 'private', roles: [ROLE.SEEKER, ROLE.EMPLOYER] },
  { path: PATHS.dashboard, access: 'private' },
  { path: PATHS.notification, access: 'private' },
  { path: PATHS.profile, access: 'private' },
  { path: PATHS.editProfile, access: 'private', roles: SEEKER },
  { path: PATHS.videoResume, access: 'private', roles: SEEKER },
  { path: PATHS.choosePlan, access: 'private', roles: [ROLE.SEEKER, ROLE.EMPLOYER] },
  { path: PATHS.setting, access: 'private' },
  { path: PATHS.community, access: 'private' },
  { path: PATHS.communityPhotos, access: 'private' },
  { path: PATHS.communityLive, access: 'private' },
  { path: PATHS.communityEvent, access: 'private' },
  { path: PATHS.job, access: 'private' },
  { path: PATHS.companyDetail, access: 'private', roles: EMPLOYER },
  { path: PATHS.recruiterEdit, access: 'private', roles: EMPLOYER },
  { path: PATHS.companyVerification, access: 'private', roles: EMPLOYER },
  { path: PATHS.userApplied, access: 'private', roles: EMPLOYER },
  { path: PATHS.applicantProfile, access: 'private', roles: EMPLOYER },
  { path: PATHS.scheduleInterview, access: 'private', roles: EMPLOYER },
  { path: PATHS.candidates, access: 'private', roles: EMPLOYER },
  { path: PATHS.updateEmail, access: 'private', roles: EMPLOYER },
  { path: PATHS.saarthiProfile, access: 'private', roles: [ROLE.SAARTHI] },
  { path: PATHS.saarthiNewUser, access: 'private', roles: [ROLE.SAARTHI] },
  { path: PATHS.saarthiSeeker, access: 'private', roles: [ROLE.SAARTHI] },
  { path: PATHS.admin, access: 'private' },
];

/** The languages of the app; with none chosen, Hindi (DESIGN.md §4). */
export type PageLang = 'hi' | 'en';
export const PAGE_LANGS: readonly PageLang[] = ['hi', 'en'];

/** The cookie that tells the server the visitor's language, for the prerendered pages. */
export const LANG_COOKIE = 'kaamkaj_lang';

/** The value of the cookie `name` in a Cookie header (or document.cookie), or null. */
export function cookieValue(cookies: string, name: string): string | null {
  return new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookies)?.[1] ?? null;
}

/** The language a Cookie header (or document.cookie) names, or null when it names none. */
export function langOfCookies(cookies: string): PageLang | null {
  const value = cookieValue(cookies, LANG_COOKIE);
  return value === 'hi' || value === 'en' ? value : null;
}

/**
 * issue 16 item 4: a page the server chose by the language cookie says which language that was
 * (the cookie's, Hindi with none), in a meta tag the app reads in place of `document.cookie`: in
 * Chromium a page's first read of it waits on the browser process, up to 64 ms at a page's start
 * on the bench's host (bench/README.md, session 32), on the main thread of the entry's first task.
 */
export const COOKIE_LANG_META = 'kaamkaj-cookie-lang';

/** The tag of COOKIE_LANG_META, for the head of a page chosen by the cookie as `lang`. */
export function cookieLangMeta(lang: PageLang): string {
  return `<meta name="${COOKIE_LANG_META}" content="${lang}" />`;
}

/**
 * issue 16 item 3: the cookie that lets the server render a signed-in seeker's /jobs with their
 * first feed page in the HTML (a cold visit on a slow network shows its first card before any
 * script has run), and, for any role, name in a page of the app the chunks of the screen it
 * opens on (issue 16 item 4). It names the session, signed by the server; the app deletes it on
 * sign-out.
 */
export const PAGE_COOKIE = 'kaamkaj_page';

/** The element of that page that carries the answers it was rendered from (JSON). */
export const FIRST_ANSWERS_ID = 'kaamkaj-first-answers';

/**
 * issue 16 item 2: the pages that are the same for every signed-out visitor (the landing with its
 * #faq, #blogs and #contact, the static pages, the blogs and the three logins) are served as HTML
 * that already holds their text, written at build for each language (web/src/prerender.tsx).
 * The employer login opens in English (spec 001 §2), so it has only that one.
 */
export const PRERENDERED_PAGES: readonly { path: string; langs: readonly PageLang[] }[] = [
  ...[
    PATHS.home,
    PATHS.homepage,
    PATHS.about,
    PATHS.privacy,
    PATHS.terms,
    PATHS.termsAlt,
    PATHS.tc,
    ...BLOG_SLUGS.map((slug) => `/blogs/${slug}`),
    PATHS.seekerLogin,
    PATHS.saarthi,
  ].map((path) => ({ path, langs: PAGE_LANGS })),
  { path: PATHS.recruiterLogin, langs: ['en'] },
];

/**
 * The file of a prerendered page in a language, relative to the built app (dist), or null when
 * the path has none; the page's only language when it has one (the employer login).
 */
export function prerenderedFile(pathname: string, lang: PageLang): string | null {
  const wanted = normalisePath(pathname);
  const page = PRERENDERED_PAGES.find((p) => normalisePath(p.path) === wanted);
  if (!page) return null;
  const shown = page.langs.includes(lang) ? lang : (page.langs[0] ?? lang);
  return `prerendered/${shown}/${wanted === '/' ? 'index' : wanted.slice(1)}.html`;
}

/**
 * issue 16 item 1: the app's shell (index.html) for every other page, in a language: the same
 * page, naming the chunk of the shell's texts in that language beside the entry (the app renders
 * once they are in), relative to the built app; written at build by scripts/prerender.mjs.
 */
export function shellFile(lang: PageLang): string {
  return `shell/${lang}.html`;
}

/** Paths compare case-insensitively, as the router matches them (/Profile is /profile). */
export function findRoute(pathname: string): RouteDef | undefined {
  const wanted = normalisePath(pathname);
  return ROUTES.find((route) => normalisePath(route.path) === wanted);
}

export function normalisePath(pathname: string): string {
  const decoded = safeDecode(pathname).toLowerCase();
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}

function safeDecode(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}
