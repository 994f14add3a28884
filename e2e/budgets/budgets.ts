import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// issue 16 item 1: what the first visit of a page costs a phone on a slow network, from the
// build's manifest (web/dist/.vite/manifest.json). A page's first load is the entry and the
// modules the page starts with, with every file they import, never a file loaded later (a
// dialog, a schema checked on submit); the fonts are every face its style sheets declare.
// e2e/journeys/first-load.test.ts checks in Chromium that a page loads no script beyond it.

export const KB = 1024;

export type Lang = 'hi' | 'en';

export type PageBudget = {
  /** The address, as the journeys open it. */
  path: string;
  /** Signed in as a seeker (the feed), or not. */
  signedIn: boolean;
  /** The manifest keys the page starts with in either language: the entry, layout and screen. */
  modules: string[];
  /** The one language it is shown in, whatever the reader's (the employer login, spec 001 §2). */
  lang?: Lang;
  /** What it loads in one language only beside the shell's texts: its lazy namespaces' (lib/i18n). */
  texts?: Record<Lang, string[]>;
  /** First-load JavaScript, gzip. */
  scriptBytes: number;
};

/** What every page starts with: the entry, and the service worker's registration it loads next. */
const ENTRY = ['index.html', 'workbox-window'];

export const PAGES: PageBudget[] = [
  {
    path: '/',
    signedIn: false,
    modules: [
      ...ENTRY,
      'src/features/site/public-layout.tsx',
      'src/features/site/landing-screen.tsx',
    ],
    texts: { hi: ['src/lib/i18n/site.hi.json'], en: ['src/lib/i18n/site.en.json'] },
    scriptBytes: 100 * KB,
  },
  {
    path: '/JobSeekerlogin',
    signedIn: false,
    modules: [
      ...ENTRY,
      'src/features/auth/auth-layout.tsx',
      'src/features/auth/seeker-login-screen.tsx',
    ],
    scriptBytes: 100 * KB,
  },
  // the other two sign-in pages (issue 16 item 2 prerenders them), held to the login's budget
  {
    path: '/recruiter',
    signedIn: false,
    lang: 'en',
    modules: [
      ...ENTRY,
      'src/features/auth/auth-layout.tsx',
      'src/features/auth/employer-login-screen.tsx',
    ],
    scriptBytes: 100 * KB,
  },
  {
    path: '/saarthi',
    signedIn: false,
    modules: [
      ...ENTRY,
      'src/features/auth/auth-layout.tsx',
      'src/features/auth/saarthi-login-screen.tsx',
    ],
    scriptBytes: 100 * KB,
  },
  {
    path: '/jobs',
    signedIn: true,
    modules: [
      ...ENTRY,
      'src/app/shell/app-shell.tsx',
      'src/features/jobs-feed/jobs-screen.tsx',
      // the answers kept offline, loaded with the response buttons (issue 16 item 6)
      'src/lib/outbox/outbox.ts',
      // the answer's confirmation, loaded once the buttons show (a tap, even offline, finds it)
      'name:confirm-dialog',
    ],
    scriptBytes: 170 * KB,
  },
];

/** The shell's texts, which every page starts with in its language (lib/i18n SHELL_TEXTS). */
const SHELL_TEXTS: Record<Lang, string> = {
  hi: 'src/lib/i18n/texts.hi.ts',
  en: 'src/lib/i18n/texts.en.ts',
};

/** The manifest keys a page starts with in `lang`. */
export function pageModules(page: PageBudget, lang: Lang): string[] {
  return [...page.modules, SHELL_TEXTS[page.lang ?? lang], ...(page.texts?.[lang] ?? [])];
}

/** Fonts on any page, in either language. */
export const FONT_BYTES = 60 * KB;

type Chunk = { file: string; name?: string; imports?: string[]; css?: string[] };
export type Manifest = Record<string, Chunk>;

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** A package's module is keyed by its path in node_modules: the one key naming the package. */
function packageKey(manifest: Manifest, name: string): string {
  const keys = Object.keys(manifest).filter((key) => key.includes(`/node_modules/${name}/`));
  return keys.length === 1 ? (keys[0] ?? '') : '';
}

/**
 * A chunk named in the budget by `name:<chunk name>`: a module both imported and loaded later
 * by the page has no key of its own (`_confirm-dialog-<hash>.js`), only its chunk's name.
 */
function namedKey(manifest: Manifest, key: string): string {
  if (!key.startsWith('name:')) return '';
  const keys = Object.keys(manifest).filter((k) => manifest[k]?.name === key.slice(5));
  return keys.length === 1 ? (keys[0] ?? '') : '';
}

/** The files (scripts and styles) `modules` load before anything else runs: static imports. */
export function firstLoadFiles(manifest: Manifest, modules: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk =
      manifest[key] ?? manifest[packageKey(manifest, key)] ?? manifest[namedKey(manifest, key)];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of modules) visit(key);
  return [...files];
}

const gzipSize = (file: string) => zlib.gzipSync(readFileSync(file), { level: 9 }).length;

export type FontFace = { family: string; weight: number; file: string; ranges: [number, number][] };

/** The @font-face rules of a built style sheet, with their files' addresses in the build. */
export function fontFaces(dist: string, cssFile: string): FontFace[] {
  const css = readFileSync(path.join(dist, cssFile), 'utf8');
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body = '']) => ({
    family: /font-family:\s*"?'?([^;"']+)/.exec(body)?.[1] ?? '',
    weight: Number(/font-weight:\s*(\d+)/.exec(body)?.[1] ?? 400),
    file: (/url\(["']?\/?([^)"']+)["']?\)/.exec(body)?.[1] ?? '').replace(/^\.\.\//, 'assets/'),
    ranges: (/unicode-range:\s*([^;}]+)/.exec(body)?.[1] ?? 'U+0-10FFFF').split(',').map((part) => {
      const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
      return [Number.parseInt(from, 16), Number.parseInt(to, 16)] as [number, number];
    }),
  }));
}

export type PageFigure = {
  path: string;
  /** The language whose first load is heavier (Hindi's texts are longer): the one counted. */
  lang: Lang;
  files: string[];
  scriptBytes: number;
  scriptBudget: number;
  fontBytes: number;
};

function figureOf(dist: string, manifest: Manifest, page: PageBudget, lang: Lang): PageFigure {
  const files = firstLoadFiles(manifest, pageModules(page, lang));
  const scripts = files.filter((f) => f.endsWith('.js'));
  const styles = files.filter((f) => f.endsWith('.css'));
  // every face: a page in either language names the other language in its own script
  // (the switch reads हिंदी on an English page), so both scripts' faces load
  const faces = styles.flatMap((css) => fontFaces(dist, css));
  return {
    path: page.path,
    lang,
    files,
    scriptBytes: scripts.reduce((sum, f) => sum + gzipSize(path.join(dist, f)), 0),
    scriptBudget: page.scriptBytes,
    fontBytes: faces.reduce((sum, face) => sum + statSync(path.join(dist, face.file)).size, 0),
  };
}

export function measure(dist: string, pages: PageBudget[] = PAGES): PageFigure[] {
  const manifest = readManifest(dist);
  const figures: PageFigure[] = [];
  for (const page of pages) {
    const [figure] = (['hi', 'en'] as const)
      .map((lang) => figureOf(dist, manifest, page, lang))
      .sort((a, b) => b.scriptBytes - a.scriptBytes);
    if (figure) figures.push(figure);
  }
  return figures;
}

/** One line per page, and what went over. */
export function report(figures: PageFigure[]): { lines: string[]; over: string[] } {
  const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
  const lines = [
    'first load (gzip)         scripts   budget      fonts   budget',
    ...figures.map(
      (f) =>
        `${`${f.path} (${f.lang})`.padEnd(24)} ${kb(f.scriptBytes).padStart(9)} ` +
        `${kb(f.scriptBudget).padStart(9)} ${kb(f.fontBytes).padStart(10)} ${kb(FONT_BYTES).padStart(8)}`,
    ),
  ];
  const over = figures.flatMap((f) => [
    ...(f.scriptBytes > f.scriptBudget
      ? [`${f.path}: ${kb(f.scriptBytes)} of scripts, over the ${kb(f.scriptBudget)} budget`]
      : []),
    ...(f.fontBytes > FONT_BYTES
      ? [`${f.path}: ${kb(f.fontBytes)} of fonts, over the ${kb(FONT_BYTES)} budget`]
      : []),
  ]);
  return { lines, over };
}

/**
 * Screens that show lists and pages, whose forms (if any) check on submit: neither the schema
 * library nor the dialog library may load with them (their rules and dialogs load once the
 * screen shows, or on the first open). A domain schema module imported for one constant brought zod (26 KB
 * gzip) and, through its district field, the district table (16 KB) to the Saarthi's dashboard,
 * the employer's, the applicants, the seeker's dashboard and the community page; their constants
 * and rules now live beside the schemas, not in them (domain `*.constants.ts`, `*.types.ts`).
 */
export const SHOWING_SCREENS = [
  'src/features/jobs-feed/jobs-screen.tsx',
  'src/features/seeker-dashboard/seeker-dashboard-screen.tsx',
  'src/features/employer-jobs/dashboard/employer-dashboard-screen.tsx',
  'src/features/applicants/applicants-screen.tsx',
  'src/features/interviews/schedule-interview-screen.tsx',
  'src/features/saarthi/saarthi-dashboard-screen.tsx',
  'src/features/saarthi/seeker-screen.tsx',
  'src/features/community/community-screen.tsx',
  'src/features/notifications/notifications-screen.tsx',
  'src/features/profile/my-profile/profile-screen.tsx',
  'src/features/applicants/applicant-profile-screen.tsx',
  'src/features/company/company-profile/employer-profile-screen.tsx',
  'src/features/plans/employer-plans-screen.tsx',
  'src/features/plans/seeker-plans-screen.tsx',
  // the sign-in's forms check when sent: the rules come then (or once the screen shows)
  'src/features/auth/seeker-login-screen.tsx',
  'src/features/auth/employer-login-screen.tsx',
  'src/features/auth/saarthi-login-screen.tsx',
  'src/features/auth/seeker-otp-screen.tsx',
  'src/features/auth/employer-otp-screen.tsx',
  // a new account's first forms: their rules (lazyResolver) and dialogs come once they show
  'src/features/profile/onboarding/basic-detail-screen.tsx',
  'src/features/profile/onboarding/job-interest-screen.tsx',
  'src/features/company/company-detail/company-detail-screen.tsx',
  // the seeker's full profile edit: fifteen section forms, each checked when saved
  'src/features/profile/edit/edit-profile-screen.tsx',
  // the employer's candidate search: its filter is checked when applied
  'src/features/candidates/candidates-screen.tsx',
  // the Saarthi's new user: checked as typed, its rules loaded once it shows
  'src/features/saarthi/new-user-screen.tsx',
  // the employer's forms and the pages a tap opens a dialog on (2026-11-30)
  'src/features/verification/company-verification-screen.tsx',
  'src/features/employer-jobs/post/employer-job-post-screen.tsx',
  'src/features/company/recruiter-edit/recruiter-edit-screen.tsx',
  'src/features/company/update-email/update-email-screen.tsx',
  'src/features/video-resume/video-resume-screen.tsx',
  'src/features/saarthi/saarthi-profile-screen.tsx',
  'src/features/settings/setting-screen.tsx',
  // the staff console and its first tab: each tab's panel loads when opened
  'src/features/admin/admin-screen.tsx',
  'src/features/admin/verification-queue.tsx',
];

/** The libraries a showing screen must not start with, each known by a text its code keeps. */
const LIBRARIES = [
  // zod: a name it keeps through minification
  { name: 'the schema library', marks: '`$ZodObject`' },
  // Radix's dialog (react-remove-scroll, focus guards): 13 KB gzip
  { name: 'the dialog library', marks: 'data-radix-focus-guard' },
];

/** Each showing screen that loads the schema or the dialog library with it: "screen: file (library)". */
export function libraryLoaders(dist: string, screens: string[] = SHOWING_SCREENS): string[] {
  const manifest = readManifest(dist);
  const text = (file: string) =>
    file.endsWith('.js') ? readFileSync(path.join(dist, file), 'utf8') : '';
  return screens.flatMap((screen) =>
    firstLoadFiles(manifest, [screen]).flatMap((file) =>
      LIBRARIES.filter((library) => text(file).includes(library.marks)).map(
        (library) => `${screen}: ${file} (${library.name})`,
      ),
    ),
  );
}
