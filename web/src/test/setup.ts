import { configure, fireEvent, getConfig } from '@testing-library/react';
import { options } from 'preact';
import { loadEveryLanguage, textsLoaded } from '../lib/i18n';

/**
 * issue 16 item 1: the app renders with Preact's React layer, which follows the browser's own
 * events: a text field reports each edit by `input` (React's `onChange` is Preact's `onInput` on
 * text fields), and `change` only when the edit is committed. A browser fires both as the user
 * types; `fireEvent.change` fires only the second, so here it fires the `input` a browser would
 * have fired first. Selects, checkboxes and radios report by `change` in both.
 */
const change = fireEvent.change;
fireEvent.change = (element, init) => {
  const done = change(element, init);
  if (isTextEntry(element)) fireEvent.input(element);
  return done;
};

function isTextEntry(element: Document | Node | Element | Window): boolean {
  if (element instanceof HTMLTextAreaElement) return true;
  if (!(element instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'range', 'color'].includes(
    element.type,
  );
}

/**
 * Effects. Preact runs a render's effects (useEffect, and the cleanups of what it removed) after
 * the next frame; jsdom paints no frame, and its requestAnimationFrame is a 16 ms timer. Here they
 * run in the task after the render, as React's scheduler does in a test: by the time `waitFor` or
 * a `find*` query hands the screen back, its effects have run (a closed dialog has given the page
 * back to screen readers, a new card has subscribed to its mutation), as they would have by the
 * time a user sees a painted frame.
 */
let runPendingEffects: (() => void) | undefined;
options.requestAnimationFrame = (flush) => {
  runPendingEffects = flush;
  setTimeout(flush);
};

/**
 * A user's tap or keystroke comes after that frame too. React runs the effects still pending
 * before it handles an event; so does each event fired here.
 */
const { eventWrapper } = getConfig();
configure({
  eventWrapper: (event) =>
    eventWrapper(() => {
      runPendingEffects?.();
      return event();
    }),
});

// Tests switch languages with i18n.changeLanguage: the lazily loaded texts come in both at once,
// the shell's (lib/i18n SHELL_TEXTS) before any test renders, as main.tsx has them before the app.
loadEveryLanguage();
await textsLoaded();
