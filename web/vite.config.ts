import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { BuildEnvironmentOptions, Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { SITE_CONTACT, siteContactScript } from '../domain/src/contact/site-contact.ts';
import { earlyInputTag } from '../domain/src/routing/early-input.ts';
import { pwaPlugins } from './pwa.config.ts';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

// issue 16 item 1: Preact's React-compatible layer instead of react-dom (about 60 KB gzip less on
// every first load). The same aliases serve the build, vite dev and vitest, so the tests run what
// ships.
const preactCompat = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** A file inside an installed package, past its "exports" map (the workspace hoists packages). */
const moduleFile = (file: string) =>
  fileURLToPath(new URL(`../node_modules/${file}`, import.meta.url));

// @testing-library/react's CommonJS build would require the real react-dom: tests take its ES build
const testingLibrary = {
  find: /^@testing-library\/react$/,
  replacement: moduleFile('@testing-library/react/dist/@testing-library/react.esm.js'),
};

/**
 * issue 16 item 4: the stylesheet is the one file the first paint waits for, so every page made
 * from index.html (the shell, the prerendered pages, the server's /jobs) carries it inline: on
 * slow 3G a linked sheet was one more request, two seconds of latency, before anything painted.
 * A disabled link to the same file stays beside it, which the browser neither fetches nor
 * applies: Vite's preload helper looks for the entry's sheet before it loads a lazy module, and
 * without a link it linked the sheet again (the phone fetched 56 KB twice and restyled the page).
 */
const stylesheetInline: Plugin = {
  name: 'kaamkaj:stylesheet-inline',
  transformIndexHtml: {
    order: 'post',
    handler(html, ctx) {
      return html.replace(
        /\s*<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/g,
        (link, file: string) => {
          const asset = ctx.bundle?.[file];
          if (asset?.type !== 'asset') return link;
          const css = String(asset.source).replaceAll('</style', '<\\/style');
          return `\n    <style>${css}</style>\n    <link rel="stylesheet" href="/${file}" disabled>`;
        },
      );
    },
  },
};

/**
 * issue 16 items 2 and 6: every page made from index.html carries the site's contact details
 * (lib/config.ts useSiteContact), the app's shell too: the support number shows at once, and
 * offline from the worker's copy of the shell, without waiting for GET /api/config. The server
 * puts its own details in place of these defaults (server/src/platform/web-app.ts).
 */
const siteContactBlock: Plugin = {
  name: 'kaamkaj:site-contact',
  transformIndexHtml(html) {
    const root = '<div id="root"></div>';
    if (!html.includes(root)) throw new Error(`index.html: ${root} not found`);
    return html.replace(root, () => `${root}\n    ${siteContactScript(SITE_CONTACT)}`);
  },
};

/**
 * issue 16 item 2: every page made from index.html holds a form sent, or a button tapped, before
 * the app's code has run (domain/src/routing/early-input.ts), first thing in <head>.
 */
const earlyInputHold: Plugin = {
  name: 'kaamkaj:early-input',
  transformIndexHtml(html) {
    const charset = '<meta charset="UTF-8" />';
    if (!html.includes(charset)) throw new Error(`index.html: ${charset} not found`);
    return html.replace(charset, () => `${charset}\n    ${earlyInputTag()}`);
  },
};

/**
 * issue 16 item 4: the pages a visitor opens first, by the lazy modules each starts with (as in
 * e2e/budgets/budgets.ts PAGES), and which of the page's own small modules are put in one chunk
 * (`kit`, below): all of them, only the leaves, or none.
 */
const FIRST_PAGES: { page: string; starts: string[]; kit: 'all' | 'leaves' | 'none' }[] = [
  {
    page: 'site',
    starts: ['src/features/site/public-layout.tsx', 'src/features/site/landing-screen.tsx'],
    kit: 'none',
  },
  {
    page: 'login',
    starts: ['src/features/auth/auth-layout.tsx', 'src/features/auth/seeker-login-screen.tsx'],
    kit: 'all',
  },
  {
    page: 'feed',
    starts: [
      'src/app/shell/app-shell.tsx',
      'src/features/jobs-feed/jobs-screen.tsx',
      'src/lib/outbox/outbox.ts',
      'src/components/ui/confirm-dialog.tsx',
    ],
    kit: 'leaves',
  },
];

/** Our own modules and the packages', not the domain's (zod would come with its schemas). */
const kitModule = (id: string) => /[\\/](web[\\/]src|node_modules)[\\/]/.test(id);

/**
 * A leaf of a `leaves` kit: at most this much code (after the TypeScript and JSX transform,
 * before minifying; about 0.5 KB gzip). A larger one stays its own, so that a screen which needs
 * one leaf does not load much it does not run.
 */
const LEAF_CODE = 1500;

/**
 * issue 16 item 4: a first page's small modules in one chunk (`login-kit-*.js`, `feed-kit-*.js`).
 * Rolldown cuts the modules lazy screens share into a chunk per set of screens that use them,
 * which gave the login 12 chunks of 0.1 to 1.4 KB (the field, the alert, the consent, the request
 * ...) and the feed 30 files: over HTTP/1.1's six connections, a round trip for every six, two
 * seconds each on slow 3G. A module of the page goes to its kit only if no other first page
 * imports it too, so those load what they did, and not if it is lazy (a screen, a dialog).
 * - `all` (the login): every such module. A later screen that needs one loads all of it (3 KB
 *   gzip, most of it the form parts such a screen uses anyway).
 * - `leaves` (the feed): only the small modules (LEAF_CODE) that import nothing but what the
 *   entry loads (the start chunks, the libraries) or one another. The feed's kit of every module
 *   took the shell and the dialog package with it, and every signed-in screen loaded 10 KB more
 *   (bench/README.md, 2026-11-29); the leaves pull nothing in: 1.6 KB gzip, which every
 *   signed-in screen loads anyway (the shell's avatar and notifications' count are leaves), and
 *   the feed's first load has 25 files instead of 30.
 * The landing's kit was measured and not made: its small modules are shared with the login.
 */
function firstPageKits() {
  const kitOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'kaamkaj:first-page-kits',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      const pagesOf = new Map<string, Set<string>>();
      const starts = new Set<string>();
      for (const { page, starts: files } of FIRST_PAGES) {
        const seen = new Set<string>();
        const visit = (id: string) => {
          for (const next of info(id)?.importedIds ?? []) {
            if (seen.has(next) || !kitModule(next)) continue;
            seen.add(next);
            pagesOf.set(next, (pagesOf.get(next) ?? new Set()).add(page));
            visit(next);
          }
        };
        for (const file of files) {
          const id = ids.find((each) => each.endsWith(file));
          if (!id) this.error(`${file} is not in the build (web/vite.config.ts FIRST_PAGES)`);
          starts.add(id);
          visit(id);
        }
      }
      // what the entry loads before any screen: the start chunks and the libraries
      const initial = new Set<string>();
      const load = (id: string) => {
        if (initial.has(id)) return;
        initial.add(id);
        for (const next of info(id)?.importedIds ?? []) load(next);
      };
      for (const id of ids) if (info(id)?.isEntry) load(id);

      // one of our modules (not a package's) of at most LEAF_CODE
      const smallOwn = (id: string) =>
        /[\\/]web[\\/]src[\\/]/.test(id) && (info(id)?.code?.length ?? Infinity) <= LEAF_CODE;
      const kitMode = new Map(FIRST_PAGES.map(({ page, kit }) => [page, kit]));
      const kitted = new Map<string, string>();
      for (const [id, pages] of pagesOf) {
        const [page = ''] = pages;
        const mode = kitMode.get(page) ?? 'none';
        if (pages.size !== 1 || mode === 'none' || starts.has(id) || initial.has(id)) continue;
        if (info(id)?.dynamicImporters.length || (mode === 'leaves' && !smallOwn(id))) continue;
        kitted.set(id, page);
      }
      // a leaf imports only what the entry loads or another leaf of its kit
      for (let changed = true; changed; ) {
        changed = false;
        for (const [id, page] of kitted) {
          if (kitMode.get(page) !== 'leaves') continue;
          const deps = info(id)?.importedIds ?? [];
          if (deps.every((dep) => initial.has(dep) || kitted.get(dep) === page)) continue;
          kitted.delete(id);
          changed = true;
        }
      }
      for (const [id, page] of kitted) kitOf.set(id, `${page}-kit`);
    },
  };
  // a kit's modules import only the start chunks, libraries or one another: none is pulled in
  const group = {
    name: (id: string) => kitOf.get(id) ?? null,
    debugName: 'first-page-kits', // names the group in Rolldown's build notices
    priority: 0,
    includeDependenciesRecursively: false,
  };
  return { plugin, group };
}

const kits = firstPageKits();

/**
 * React Router looks for React 19's `useOptimistic` by name and does without it when it is
 * missing, as it is in preact/compat: the bundler's notice that the import is undefined is that
 * lookup, printed twice in every build (a newcomer's first `npm start` too). Every other log
 * passes.
 */
const onLog: NonNullable<NonNullable<BuildEnvironmentOptions['rolldownOptions']>['onLog']> = (
  level,
  log,
  handler,
) => {
  const probe = log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('`useOptimistic`');
  if (probe && /[\\/]react-router[\\/]/.test(log.id ?? log.message)) return;
  handler(level, log);
};

export default defineConfig(({ isSsrBuild }) => ({
  // the prerender's pass (issue 16 item 2) writes no service worker and no styles of its own
  plugins: isSsrBuild
    ? [react(), tailwindcss()]
    : [
        react(),
        tailwindcss(),
        ...pwaPlugins(),
        earlyInputHold,
        siteContactBlock,
        stylesheetInline,
        kits.plugin,
      ],
  resolve: { alias: preactCompat },
  // The prerender runs in Node: every package is bundled, so the aliases above reach the React
  // libraries too (left to Node, they would load the real react).
  ssr: { noExternal: true },
  server: { proxy: { '/api': { target: API_TARGET, changeOrigin: true } } },
  preview: { proxy: { '/api': { target: API_TARGET, changeOrigin: true } } },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false, rolldownOptions: { onLog } }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // dist/.vite/manifest.json: which files each module loads, for the first-load budgets
        // (e2e/budgets, issue 16 item 1)
        manifest: true,
        rolldownOptions: {
          onLog,
          // The domain package is pure (DESIGN.md §1): dropping its unused modules keeps zod out of
          // the entry chunk, which only needs the route table and the guard.
          treeshake: {
            moduleSideEffects: (id: string) =>
              /[\\/]domain[\\/]src[\\/]/.test(id) ? false : undefined,
          },
          output: {
            // issue 16 item 4: what every page loads, in two files instead of thirteen. The
            // modules the entry imports statically (every page runs them) were cut into a dozen
            // small chunks because lazy screens share them; over HTTP/1.1's six connections each
            // is a round trip Lighthouse's simulated first paint waits for. Two groups, not one:
            // the packages and our own start code, so no single script is compiled and run in one
            // long task (one group of both took `/` down 5 points, bench/README.md).
            codeSplitting: {
              groups: [
                { name: 'libs', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
                { name: 'start', tags: ['$initial'], priority: 1 },
                kits.group,
              ],
            },
          },
        },
      },
  test: {
    environment: 'jsdom',
    // each file's jsdom and modules in a worker thread, not a child process: the suite in 271 s
    // against 325 s with forks, back to back on a 2-core machine, the same 767 tests passing
    pool: 'threads',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // a few screens wait out their own real 2 to 3 s timers (3.1 s here): room for a CI machine
    // two or three times slower than this one
    testTimeout: 15_000,
    setupFiles: ['src/test/setup.ts'],
    alias: [
      testingLibrary,
      // vitest resolves as Node does, and react-router's "node" export is CommonJS, which would
      // require the real react: tests take its ES build
      {
        find: /^react-router$/,
        replacement: moduleFile('react-router/dist/development/index.mjs'),
      },
      // Radix's scroll lock: packages with no "exports", whose "main" is CommonJS
      ...[
        'react-remove-scroll',
        'react-remove-scroll-bar',
        'react-style-singleton',
        'use-sidecar',
        'use-callback-ref',
      ].map((name) => ({
        find: new RegExp(`^${name}$`),
        replacement: moduleFile(`${name}/dist/es2015/index.js`),
      })),
    ],
    // the React libraries go through the aliases too, or they would bring react-dom back
    server: {
      deps: {
        inline: [
          /@testing-library\/react/,
          /react-router/,
          /@tanstack\/react-query/,
          /@radix-ui/,
          /sonner/,
          /react-i18next/,
          /react-hook-form/,
          /@hookform/,
          // Radix's dialog keeps the page from scrolling with these
          /react-remove-scroll/,
          /react-style-singleton/,
          /use-sidecar/,
          /use-callback-ref/,
        ],
      },
    },
  },
}));
