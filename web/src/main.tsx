// First: no zod schema may be built before this (issue 15 item 7, the CSP refuses eval).
import './lib/zod-jitless';
// Self-hosted fonts (spec 000 §1: Hindi must render), subset to what the app shows (issue 16
// item 1, scripts/subset-fonts.mjs): 55 KB on any page, from 128 KB.
import './fonts/fonts.css';
import './index.css';
import { guardRoute } from '@kaamkaj/domain';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { holdEarlyInput } from './app/early-input';
import {
  type FirstAnswers,
  isFeedAnswers,
  readFirstAnswers,
  seedFirstAnswers,
} from './app/first-answers';
import { preloadInstalledStart, startFirstRequests } from './app/first-requests';
import { untilTextsReturn } from './app/no-texts';
import { preloadPage } from './app/router';
import { keepFeedPage } from './features/jobs-feed/api/feed';
import { revealErrorsOnSubmit } from './lib/forms/reveal-errors';
import { hydrateInTurns } from './lib/hydration-turns';
import { LANGS, type Lang, rememberLanguage, switchLanguage, textsLoaded } from './lib/i18n';
import { registerServiceWorker } from './lib/pwa/register';
import { queryClient } from './lib/query-client';
import { getItem, guardSessionOf, readSession, signedInAs } from './lib/session';

revealErrorsOnSubmit(); // issue 14 item 9: every form's first error is shown and focused
// issue 16 item 5: installable, with an offline shell; no worker under vite dev (stale code)
// installed from Chrome's menu too: the screen the app will open at, ahead (app/first-requests.ts)
if (import.meta.env.PROD) {
  registerServiceWorker(() => void preloadInstalledStart().catch(() => undefined));
}

const root = document.getElementById('root');
// issue 16 item 3: a seeker's /jobs or an employer's /dashboard the server rendered holds its
// answers: in the cache first, so the requests below find them there and ask for the code alone
const answers = root ? takeRenderedAnswers(root) : null;
const rendered = answers !== null;
startFirstRequests(); // issue 16 item 3: /jobs asks for its code and data at once
if (root) void mount(root).finally(() => keepForNextVisit(answers));

/**
 * A page the server rendered for a signed-in user (data-user) is this device's only when its
 * session is that user's: then its answers are put in the query cache and it is hydrated.
 * Another user's page, or one whose answers cannot be read, is rendered anew.
 */
function takeRenderedAnswers(root: HTMLElement): { userId: string; answers: FirstAnswers } | null {
  const userId = root.dataset.user;
  if (!userId) return null;
  const answers = readFirstAnswers();
  if (!answers || !signedInAs(userId)) return null;
  seedFirstAnswers(queryClient, userId, answers);
  return { userId, answers };
}

/**
 * issue 16 items 3 and 4: the feed page the server rendered is kept for a repeat visit, and for
 * one offline, once the page is hydrated and the phone is idle: the service worker writes it
 * (keepFeedPage), and even handing it over is time the first tap should not wait behind.
 */
function keepForNextVisit(taken: ReturnType<typeof takeRenderedAnswers>) {
  if (!taken || !isFeedAnswers(taken.answers)) return;
  const { feed } = taken.answers;
  whenIdle(() => void keepFeedPage(taken.userId, feed));
}

/** `run` when the main thread is idle (within 2 s); a plain timer where there is no idle callback. */
function whenIdle(run: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

/**
 * issue 16 item 2: a prerendered page (its text already in the HTML, in the language the server
 * chose by the cookie) is hydrated in that language, once its layout and screen have loaded, so
 * its text never gives way to a loader; the app then shows the visitor's own choice, if another.
 * A signed-in visitor's page is not the guest's page that was prerendered: it renders anew,
 * unless the server rendered it for them (takeRenderedAnswers).
 */
async function mount(root: HTMLElement) {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  rememberLanguage();
  const pageLang = LANGS.find((lang: Lang) => lang === root.dataset.lang);
  const release = holdEarlyInput(root);
  const hydrates = rendered || (!root.dataset.user && !getItem('authToken'));
  if (pageLang && hydrates && (await pageReady(pageLang))) {
    // the held input is let go once every part is hydrated (InTurn), so no tap meets dead markup
    await hydrateInTurns(() => hydrateRoot(root, app));
    release();
    return;
  }
  await shellTexts();
  if (root.firstElementChild && staysOnPage()) {
    await preloadPage(window.location.pathname).catch(() => false);
  }
  release();
  root.replaceChildren();
  createRoot(root).render(app);
}

/**
 * A page the server drew for a guest, opened by a signed-in visitor (a prerendered /about, say),
 * or one whose parts could not all load for hydration: when the guard lets the visitor stay on
 * it, its text stays on screen until the route's screen has loaded, so it gives way to the app's
 * own drawing of the page, not to a blank page with a loader in between. A page the guard sends
 * them away from (a login, when signed in) is replaced at once.
 */
function staysOnPage(): boolean {
  const { pathname, search, hash } = window.location;
  return guardRoute(pathname, search, guardSessionOf(readSession()), hash) === null;
}

/**
 * issue 16 item 1: the shell's texts in `lang` (the page's; else the shown language) before the
 * app renders. The page's HTML names their chunk beside the entry, so they are in by now; when
 * they could not come (the network gone first), the page says so (app/no-texts.ts), what the
 * server drew and what was typed into it staying in place, and they are asked for again on its
 * Try again or when the network returns.
 */
async function shellTexts(lang?: Lang) {
  for (;;) {
    try {
      return await (lang ? switchLanguage(lang) : textsLoaded());
    } catch {
      await untilTextsReturn();
    }
  }
}

/**
 * The page's texts, layout and screen loaded: false when it has none, or they could not load. Its
 * language first: a screen loads its texts in the language shown as it loads (the employer
 * login's English page would have fetched a Hindi reader's texts too).
 */
async function pageReady(lang: Lang): Promise<boolean> {
  await shellTexts(lang);
  try {
    return await preloadPage(window.location.pathname);
  } catch {
    return false; // rendered anew: the app's own loader and error screen (with Retry) take over
  }
}
