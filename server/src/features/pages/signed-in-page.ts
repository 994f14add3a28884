import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  cookieLangMeta,
  findRoute,
  guardRoute,
  normalisePath,
  PAGE_LANGS,
  PATHS,
  type PageLang,
  ROLE,
  type SiteContact,
} from '@kaamkaj/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { liveSessionRead } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { pageCookie } from '../../platform/page-cookie';
import { fillSiteContact } from '../../platform/web-app';
import { pageHtml } from './page-html';

/** What web/src/prerender.tsx renderSignedIn takes and gives (the build's dist-ssr/prerender.js). */
export type SignedInPage = {
  path: string;
  lang: PageLang;
  session: { user: string; user_role: string; profile_status: string };
  /** the user, and the first page of the list the page shows (RENDERED; web/src/app/first-answers.ts) */
  answers: { user: unknown } & Partial<Record<RenderedList, unknown>>;
};
export type RenderedPage = { html: string; title: string; description: string };
export type RenderSignedIn = (page: SignedInPage) => Promise<RenderedPage>;

type RenderedList = 'feed' | 'jobs' | 'leads';
/**
 * The page the server renders for each role (issue 16 item 3), the first screen of each: the
 * list it shows (its first page, the API's address for the user `id`) beside the user.
 */
const RENDERED: Record<number, { path: string; list: RenderedList; url: (id: string) => string }> =
  {
    // a seeker's matched jobs
    [ROLE.SEEKER]: {
      path: PATHS.jobs,
      list: 'feed',
      url: (id) => `/api/job/all?user_id=${id}&page=0`,
    },
    // an employer's jobs
    [ROLE.EMPLOYER]: {
      path: PATHS.dashboard,
      list: 'jobs',
      url: () => '/api/job/recruiter/?page=0',
    },
    // a Saarthi's New User Enrolled, the tab their dashboard opens on (spec 001 §6)
    [ROLE.SAARTHI]: {
      path: PATHS.dashboard,
      list: 'leads',
      url: () => '/api/saarthi/dashboard?tab=enrolled&page=0',
    },
  };

/** Renders waiting beyond this many are not made: the visitor gets the app's shell at once. */
export const MAX_WAITING_RENDERS = 8;

/**
 * issue 16 item 3: a signed-in seeker's /jobs as HTML that already shows their first feed page.
 * On a slow 3G network the app's code alone takes over ten seconds; this page shows its first card
 * as soon as the HTML has come. It is made for the session the page cookie names
 * (platform/page-cookie.ts), only while that session is live and /jobs is a page its user may
 * open (domain guardRoute: a seeker whose profile is complete), from the same answers the app
 * would ask for (GET /api/user/ and GET /api/job/all, through the routes themselves, so every
 * rule and the feed's cache apply), rendered by the web app's own components
 * (web/src/prerender.tsx renderSignedIn) and hydrated by main.tsx from the answers it carries.
 * The same for the first screen of an employer and of a Saarthi, each /dashboard, from GET
 * /api/user/ and the first page of its list (RENDERED): on slow 3G an employer's first job came
 * at 16 s, a Saarthi's first enrolled seeker at 10 s.
 *
 * issue 16 item 4: any other page of the signed-in app, opened by a link or a reload with a live
 * session of any role, is the app's shell naming the chunks of the screen that role will be
 * shown there (or where the guard sends them): they come with the entry instead of after it.
 * Anything else, or any failure, gives null: the server sends the app's shell, as before.
 */
export function signedInPages(
  ctx: AppContext,
  app: FastifyInstance,
  options: {
    distDir: string;
    render?: RenderSignedIn;
    /** The details the page's support dialog shows (SUPPORT_PHONE ...); the build's when unset. */
    siteContact?: SiteContact;
  },
) {
  const cookie = pageCookie(ctx.config);
  const liveSession = liveSessionRead(ctx.db, 'page_live_session');

  const ssrEntry = path.resolve(options.distDir, '..', 'dist-ssr', 'prerender.js');
  type SsrModule = {
    renderSignedIn?: RenderSignedIn;
    signedInPreloadLinks?: (
      path: string,
      role: number,
      manifest: unknown,
      lang: PageLang,
    ) => string;
    /** a build from before signedInPreloadLinks (a bench's baseline): the feed's alone */
    preloadLinks?: (path: string, manifest: unknown, lang: PageLang) => string;
  };
  let loading: Promise<SsrModule> | null = null;
  const ssrModule = (): Promise<SsrModule> => {
    loading ??= import(pathToFileURL(ssrEntry).href).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const renderer = async (): Promise<RenderSignedIn> => {
    if (options.render) return options.render;
    const module = await ssrModule();
    if (!module.renderSignedIn) throw new Error(`${ssrEntry}: no renderSignedIn`);
    return module.renderSignedIn;
  };
  /**
   * issue 16 item 4: the chunks of the app's shell and of the screen `role` is shown at `path`,
   * to name in the page's <head> (web/src/app/page-modules.ts SIGNED_IN_MODULES; for a seeker's
   * /jobs, the feed's). Without them (a render given by a test, no manifest) the page still
   * works: the app asks for its chunks as it starts. The shell's texts are named in the page's
   * language (issue 16 item 1); the screens' chunks hold both languages' texts.
   */
  async function preloadsOf(pagePath: string, role: number, lang: PageLang): Promise<string> {
    if (options.render) return '';
    try {
      const manifest = path.join(options.distDir, '.vite', 'manifest.json');
      const { signedInPreloadLinks, preloadLinks } = await ssrModule();
      const built = () => readFile(manifest, 'utf8').then((text) => JSON.parse(text) as unknown);
      if (signedInPreloadLinks) return signedInPreloadLinks(pagePath, role, await built(), lang);
      const feed = role === ROLE.SEEKER && normalisePath(pagePath) === normalisePath(PATHS.jobs);
      return feed && preloadLinks ? preloadLinks(PATHS.jobs, await built(), lang) : '';
    } catch (error) {
      app.log.warn({ err: error }, 'a signed-in page names none of its chunks');
      return '';
    }
  }

  // The web app's render keeps its session, language and query cache in its modules: one
  // render at a time (each takes milliseconds), and none queued beyond MAX_WAITING_RENDERS.
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  function oneAtATime<T>(work: () => Promise<T>): Promise<T> | null {
    if (waiting >= MAX_WAITING_RENDERS) return null;
    waiting++;
    const run = queue.then(work).finally(() => {
      waiting--;
    });
    queue = run.catch(() => undefined);
    return run;
  }

  async function answer(url: string, token: string, lang: PageLang): Promise<unknown> {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
    });
    if (response.statusCode !== 200) return null;
    return response.json();
  }

  /**
   * The page for a path of the signed-in app (domain ROUTES, access private) whose session the
   * page cookie names, live: a seeker's /jobs rendered with their feed, else the app's shell
   * naming the chunks of the screen the app will show (where the guard sends them, if it does).
   */
  async function pageOf(request: FastifyRequest, lang: PageLang): Promise<string | null> {
    const [pathname = '/', query] = request.url.split('?');
    if (findRoute(pathname)?.access !== 'private') return null;
    const named = cookie.of(request);
    if (!named) return null;
    const [row] = await liveSession.execute(named);
    if (!row) return null;
    const guard = { token: 'page-cookie', role: row.role, profileStatus: row.profileStatus };
    const sentTo = guardRoute(pathname, query ? `?${query}` : '', guard)?.redirect;
    const shown = sentTo?.split('?')[0] ?? pathname;
    const rendersAt = RENDERED[row.role]?.path;
    if (!sentTo && rendersAt && normalisePath(pathname) === normalisePath(rendersAt)) {
      const rendered = await renderedPage(named, row, lang);
      if (rendered) return rendered;
    }
    const { html, links } = await shellFor(shown, row.role, lang);
    return links ? html : null;
  }

  /**
   * The first screen of the role (RENDERED) with the user and the first page of its list; null
   * when there is no render pass, an answer failed, or the server is busy.
   */
  async function renderedPage(
    named: { sessionId: string; userId: string },
    row: { role: number; profileStatus: number },
    lang: PageLang,
  ): Promise<string | null> {
    const rendered = RENDERED[row.role];
    if (!rendered) return null;
    if (!existsSync(ssrEntry) && !options.render) return null; // a build without the render pass
    const token = await ctx.tokens.sign({ id: named.userId, role: row.role }, named.sessionId);
    const id = encodeURIComponent(named.userId);
    const [user, list] = await Promise.all([
      answer(`/api/user/?_id=${id}`, token, lang) as Promise<{ data?: unknown } | null>,
      answer(rendered.url(id), token, lang),
    ]);
    if (!user?.data || !list) return null;
    const page: SignedInPage = {
      path: rendered.path,
      lang,
      session: {
        user: named.userId,
        user_role: String(row.role),
        profile_status: String(row.profileStatus),
      },
      answers: { user: user.data, [rendered.list]: list },
    };
    const render = await renderer();
    const html = await oneAtATime(() => render(page));
    if (!html) return null;
    return pageHtml((await shellFor(rendered.path, row.role, lang)).html, page, html);
  }

  // index.html (its style sheet inline since the build, web/vite.config.ts) with this server's
  // contact details, its language and, per role, screen and language, the chunks named; made
  // again when the build changes it
  let made: { source: string; filled: string; shells: Map<string, Shell> } | null = null;
  type Shell = { html: string; links: string };
  async function shellFor(pagePath: string, role: number, lang: PageLang): Promise<Shell> {
    const source = await readFile(path.join(options.distDir, 'index.html'), 'utf8');
    if (made?.source !== source) {
      const { siteContact } = options;
      made = {
        source,
        filled: siteContact ? fillSiteContact(source, siteContact) : source,
        shells: new Map(),
      };
    }
    // this build's: a rebuild while the links are read makes its own
    const { filled, shells } = made;
    const key = `${role}:${lang}:${normalisePath(pagePath)}`;
    let shell = shells.get(key);
    if (!shell) {
      const links = await preloadsOf(pagePath, role, lang);
      const html = filled
        .replace(/<html lang="[^"]*">/, `<html lang="${lang}">`)
        // sent for the visitor's cookie (web-app.ts): the app need not read it (domain COOKIE_LANG_META)
        .replace('</head>', () => `${cookieLangMeta(lang)}${links}</head>`);
      shell = { html, links };
      shells.set(key, shell); // one a role, language and app path at most (domain ROUTES)
    }
    return shell;
  }

  // The first seeker after a start waited about 300 ms more (bench/web, issue 16 item 4): the
  // render pass's module and the page's template are loaded as soon as the server is ready.
  app.addHook('onReady', async () => {
    if (options.render || !existsSync(ssrEntry)) return;
    const shells = Object.entries(RENDERED).flatMap(([role, page]) =>
      PAGE_LANGS.map((lang) => shellFor(page.path, Number(role), lang)),
    );
    void Promise.all([ssrModule(), ...shells]).catch((error: unknown) => {
      app.log.warn({ err: error }, 'the signed-in page could not be prepared at start');
    });
  });

  /** The page for this request, or null for the app's shell; a failure is logged, never shown. */
  return async (request: FastifyRequest, lang: PageLang): Promise<string | null> => {
    try {
      return await pageOf(request, lang);
    } catch (error) {
      request.log.warn({ err: error }, 'signed-in page not rendered: the shell is sent');
      return null;
    }
  };
}
