// issue 16 item 2: writes the public pages as HTML that already holds their text, one file per
// language (dist/prerendered/<lang>/<path>.html), from the built index.html and the server-side
// build of web/src/prerender.tsx. The server picks the file by the visitor's language cookie.
// usage: node scripts/prerender.mjs <dist> <ssr-entry.js>
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [distDir, entry] = process.argv.slice(2);
if (!distDir || !entry) {
  console.error('usage: node scripts/prerender.mjs <dist> <ssr-entry.js>');
  process.exit(2);
}

const {
  PAGE_LANGS,
  PRERENDERED_PAGES,
  SIGNED_IN_MODULES,
  cookieLangMeta,
  prerenderedFile,
  preloadLinks,
  renderPage,
  shellFile,
  signedInPreloadLinks,
} = await import(pathToFileURL(path.resolve(entry)).href);
const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
// the details the pages are rendered with, which the app hydrates from (lib/config.ts)
if (!template.includes('id="site-contact"')) throw new Error('index.html: no #site-contact');
// issue 16 item 4: each page names the chunks of its layout and screen (web/src/app/page-modules.ts)
const manifest = JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));

const escapeHtml = (value) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/** What a visitor with JavaScript switched off reads above the page, in its language. */
const NOSCRIPT = {
  hi: 'साइन इन करने और नौकरी के लिए आवेदन करने के लिए अपने ब्राउज़र में JavaScript चालू करें।',
  en: 'To sign in and apply for jobs, switch on JavaScript in your browser.',
};

/**
 * index.html with the page's language, title, description, markup and JavaScript note. Its
 * contact details come with index.html (web/vite.config.ts; the server puts its own in their
 * place, server/src/platform/web-app.ts). Its forms
 * post: sent with JavaScript off (with it on, the page's first script holds a form sent before
 * the app has loaded, domain EARLY_INPUT_SCRIPT), a form's typed mobile number must not land in
 * an address and the server's log (the server sends the page again, 303).
 */
function pageHtml(lang, page, links) {
  const replaced = [
    [/<\/head>/, `${links}</head>`],
    [/<html lang="[^"]*">/, `<html lang="${lang}">`],
    [/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`],
    [
      /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
    ],
    [
      /<div id="root"><\/div>/,
      `<div id="root" data-lang="${lang}">${page.html.replaceAll('<form ', '<form method="post" ')}</div>`,
    ],
    [
      /<noscript>[\s\S]*?<\/noscript>/,
      `<noscript><p class="noscript">${NOSCRIPT[lang]}</p></noscript>`,
    ],
  ].reduce((html, [pattern, value]) => {
    if (!pattern.test(html)) throw new Error(`index.html: ${pattern} not found`);
    return html.replace(pattern, () => value);
  }, template);
  return replaced;
}

await rm(path.join(distDir, 'prerendered'), { recursive: true, force: true });
await rm(path.join(distDir, 'shell'), { recursive: true, force: true });
const started = performance.now();
let count = 0;
for (const { path: pagePath, langs } of PRERENDERED_PAGES) {
  for (const lang of langs) {
    const file = path.join(distDir, prerenderedFile(pagePath, lang));
    const page = await renderPage(pagePath, lang);
    if (!page.html.includes('<')) throw new Error(`${pagePath} (${lang}): rendered nothing`);
    await mkdir(path.dirname(file), { recursive: true });
    // a page in both languages is the one the cookie chose (domain COOKIE_LANG_META); one in a
    // single language (the employer login's English) is sent whatever the cookie says
    const chosen = langs.length === PAGE_LANGS.length ? cookieLangMeta(lang) : '';
    await writeFile(file, pageHtml(lang, page, chosen + preloadLinks(pagePath, manifest, lang)));
    count++;
  }
}
// issue 16 item 1: the app's shell for every other page, one a language, naming the chunk of the
// shell's texts in it (the server sends the visitor's, domain shellFile)
for (const lang of PAGE_LANGS) {
  const file = path.join(distDir, shellFile(lang));
  const links = preloadLinks('', manifest, lang);
  if (!links) throw new Error(`${lang}: no chunk of the shell's texts`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(
    file,
    template
      .replace(/<html lang="[^"]*">/, `<html lang="${lang}">`)
      .replace('</head>', () => `${cookieLangMeta(lang)}${links}</head>`),
  );
}
// the screens whose chunks the server names in a signed-in deep link's shell (the same table):
// one the build lacks fails the build here, not a visit
for (const [role, screens] of Object.entries(SIGNED_IN_MODULES)) {
  for (const screenPath of Object.keys(screens)) {
    signedInPreloadLinks(screenPath, Number(role), manifest, 'hi');
  }
}
console.log(`prerendered ${count} pages in ${Math.round(performance.now() - started)} ms`);
