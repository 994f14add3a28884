import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// issue 16 item 5: the installable app. The manifest, and a Workbox service worker
// (src/lib/pwa/sw.ts) that precaches the app shell and keeps a few answers for a phone that lost
// its network.

/**
 * The lazy chunks precached with the entry: the landing page with its layout (what "/" shows),
 * the signed-in shell (top and tab bars), the toasts, and what finds and announces a new version
 * (workbox-window, the update card) and the outbox (1.5 KB): after a deploy the server no longer has the old build's
 * chunks, and the old page must still be able to say "update". Every other screen is cached the
 * first time it loads (CacheFirst below). The seeker's feed and dashboard would add 85 KB
 * (Brotli) for every visitor, employers included; a seeker loads them on the first visit anyway,
 * through the worker or into the HTTP cache (a year, immutable), and both answer offline.
 */
const SHELL_CHUNKS = [
  /\/features\/site\/public-layout\.tsx$/,
  /\/features\/site\/landing-screen\.tsx$/,
  // its texts, one file per language (lib/i18n addLazyNamespace): both, for a switch offline
  /\/lib\/i18n\/site\.hi\.json$/,
  /\/lib\/i18n\/site\.en\.json$/,
  // the shell's texts, one chunk a language (lib/i18n SHELL_TEXTS): the app renders once the
  // reader's are in, so both, for an offline start and switch
  /\/lib\/i18n\/texts\.hi\.ts$/,
  /\/lib\/i18n\/texts\.en\.ts$/,
  /\/app\/shell\/app-shell\.tsx$/,
  /\/app\/shell\/pwa-card\.tsx$/,
  /\/node_modules\/sonner\//,
  /\/node_modules\/workbox-window\//,
  // issue 16 item 6: the outbox keeps an answer given offline, so it must be there offline
  /\/lib\/outbox\/outbox\.ts$/,
];

/** Finds the files of the entry and of SHELL_CHUNKS, with everything they import statically. */
function shellFiles(): { plugin: Plugin; files: Set<string> } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'kaamkaj:shell-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      files.clear();
      const add = (fileName: string) => {
        const chunk = bundle[fileName];
        if (files.has(fileName) || chunk?.type !== 'chunk') return;
        files.add(fileName);
        // the entry's sheet comes inside index.html (vite.config.ts, stylesheetInline)
        const sheets = chunk.isEntry ? [] : (chunk.viteMetadata?.importedCss ?? []);
        for (const css of sheets) files.add(css);
        for (const imported of chunk.imports) add(imported);
      };
      const found = new Set<RegExp>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const id = chunk.facadeModuleId ?? '';
        const pattern = SHELL_CHUNKS.find((p) => p.test(id));
        if (pattern) found.add(pattern);
        if (chunk.isEntry || pattern) add(chunk.fileName);
      }
      // a moved screen must fail the build, not quietly leave the offline shell without it
      const missing = SHELL_CHUNKS.filter((pattern) => !found.has(pattern));
      if (missing.length) this.error(`no chunk for ${missing.join(', ')} (web/pwa.config.ts)`);
    },
  };
  return { plugin, files };
}

export function pwaPlugins(): Plugin[] {
  const shell = shellFiles();
  return [
    shell.plugin,
    ...VitePWA({
      // a new version waits for the user's Update (web/src/app/shell/pwa-prompts.tsx)
      registerType: 'prompt',
      injectRegister: false, // web/src/lib/pwa/register.ts: no inline script under the CSP
      disable: process.env.VITEST === 'true',
      includeManifestIcons: false, // Chrome fetches them when installing; not needed offline
      manifest: {
        id: '/',
        name: 'Kaamkaj',
        short_name: 'काम-काज',
        description:
          'काम-काज (Kaamkaj): आपके पास जाँची-परखी नौकरियाँ। Verified jobs near you for drivers, ' +
          'delivery, security, helpers and more.',
        lang: 'hi',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0678C1', // spec 000 §9
        background_color: '#f8fafc', // the pages' slate-50
        categories: ['business', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      // the worker is src/lib/pwa/sw.ts (its caching rules there), built by Vite; Workbox only
      // writes the shell's list into it
      strategies: 'injectManifest',
      srcDir: 'src/lib/pwa',
      filename: 'sw.ts',
      injectManifest: {
        // a classic script, as the plugin registers it: one file, no import in it (and the
        // plugin's "es" build asks Rolldown for an option it has deprecated, a warning in every
        // newcomer's first `npm start`)
        rollupFormat: 'iife',
        // the shell: index.html (its stylesheet inside), the entry's scripts, then SHELL_CHUNKS.
        // Not the fonts: a phone draws with its own Noto Sans Devanagari (fonts.css names it
        // first), so precaching ours would spend 56 KB of the user's data for nothing; a device
        // that lacks it fetches them as it draws, and the chunks' rule in sw.ts keeps them.
        globPatterns: ['index.html', 'favicon.svg', 'assets/*.{js,css}'],
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter(({ url }) => {
              const file = url.replace(/^\//, '');
              return !file.startsWith('assets/') || shell.files.has(file);
            }),
            warnings: [],
          }),
        ],
      },
    }),
  ];
}
