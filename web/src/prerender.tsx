// issue 16 item 2: the build's second pass (vite build --ssr, scripts/prerender.mjs) renders the
// public pages to HTML with this module, once per language, so a visitor reads them before any
// script has run (or with none). main.tsx then hydrates the same tree.
import { type PageLang, PRERENDERED_PAGES, prerenderedFile } from '@kaamkaj/domain';
import { renderToString } from 'preact-render-to-string';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { i18n, switchLanguage } from './lib/i18n';

export { PRERENDERED_PAGES, prerenderedFile };

/** What a search result or a link preview says under the title (index.html has both at once). */
const DESCRIPTION: Record<PageLang, string> = {
  hi:
    'काम-काज: ड्राइवर, डिलीवरी, सिक्योरिटी गार्ड, हेल्पर और कई कामों की जाँची-परखी नौकरियाँ, ' +
    'आपके पास। मोबाइल नंबर से लॉग इन करें।',
  en:
    'Kaamkaj: verified jobs near you for drivers, delivery, security guards, helpers and more. ' +
    'Sign in with your mobile number.',
};

export type RenderedPage = { html: string; title: string; description: string };

export async function renderPage(path: string, lang: PageLang): Promise<RenderedPage> {
  if (!(await preloadPage(path))) throw new Error(`${path}: no screen to prerender`);
  await switchLanguage(lang);
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={path}>{children}</StaticRouter>
  );
  const html = renderToString(<App Router={Router} />);
  return { html, title: i18n.t('app.title'), description: DESCRIPTION[lang] };
}
