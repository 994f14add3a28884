// issue 16 item 2: the build's second pass (vite build --ssr, scripts/prerender.mjs) renders the
// public pages to HTML with this module, once per language, so a visitor reads them before any
// script has run (or with none). main.tsx then hydrates the same tree.
import {
  cookieLangMeta,
  PAGE_LANGS,
  type PageLang,
  PRERENDERED_PAGES,
  prerenderedFile,
  shellFile,
} from '@kaamkaj/domain';
import { renderToString } from 'preact-render-to-string';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { type FirstAnswers, seedFirstAnswers } from './app/first-answers';
import { preloadPage } from './app/router';
import { i18n, switchLanguage } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { renderAs, type Session } from './lib/session';

export { preloadLinks, SIGNED_IN_MODULES, signedInPreloadLinks } from './app/page-modules';
export { cookieLangMeta, PAGE_LANGS, PRERENDERED_PAGES, prerenderedFile, shellFile };

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

const routerAt =
  (path: string) =>
  ({ children }: { children: ReactNode }) => (
    <StaticRouter location={path}>{children}</StaticRouter>
  );

export async function renderPage(path: string, lang: PageLang): Promise<RenderedPage> {
  if (!(await preloadPage(path))) throw new Error(`${path}: no screen to prerender`);
  await switchLanguage(lang);
  const html = renderToString(<App Router={routerAt(path)} />);
  return { html, title: i18n.t('app.title'), description: DESCRIPTION[lang] };
}

/** What the server knows of a signed-in seeker to render their page (server/src/features/pages). */
export type SignedInPage = {
  path: string;
  lang: PageLang;
  /** The session keys the app would hold: user, user_role, profile_status, user_name ... */
  session: Partial<Session>;
  answers: FirstAnswers;
};

/**
 * issue 16 item 3: a signed-in seeker's /jobs, rendered by the server at request time with the
 * first feed page in it, so a cold visit on a slow network shows its first card before any
 * script has run; main.tsx hydrates it from the same answers. The app's session, language and
 * query cache are this module's own, so the server renders one page at a time (its queue).
 */
export async function renderSignedIn(page: SignedInPage): Promise<RenderedPage> {
  const userId = page.session.user;
  if (!userId) throw new Error(`${page.path}: no user to render for`);
  renderAs({ ...page.session, authToken: 'rendered-by-the-server', lang: page.lang });
  try {
    // the screen, its layout and, for the feed, the district table its cards name
    if (!(await preloadPage(page.path))) throw new Error(`${page.path}: no screen to render`);
    await switchLanguage(page.lang);
    seedFirstAnswers(queryClient, userId, page.answers);
    const html = renderToString(<App Router={routerAt(page.path)} />);
    return { html, title: i18n.t('app.title'), description: DESCRIPTION[page.lang] };
  } finally {
    renderAs(null);
    queryClient.clear();
  }
}
