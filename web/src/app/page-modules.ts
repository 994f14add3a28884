import { BLOG_SLUGS, normalisePath, PATHS } from '@kaamkaj/domain';

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

const BY_PATH = new Map(
  Object.entries(PAGE_MODULES).map(([path, modules]) => [normalisePath(path), modules]),
);

/** A chunk of Vite's build manifest (dist/.vite/manifest.json), keyed by source or chunk name. */
export type ManifestChunk = { file: string; imports?: string[] };
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/**
 * The `<link rel="modulepreload">` tags of the chunks `path`'s modules load in `lang` that the
 * entry (index.html, whose own are in the page already) does not: empty for a path not listed.
 * Throws for a listed module the build does not have, so a moved screen fails the build.
 */
export function preloadLinks(path: string, manifest: Manifest, lang: 'hi' | 'en'): string {
  const modules = (BY_PATH.get(normalisePath(path)) ?? []).map((m) => m.replace('{lang}', lang));
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
