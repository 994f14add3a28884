/**
 * issue 16 items 2 and 6: what a page made from index.html holds of a visitor's taps before the
 * app's code has run. A prerendered page shows its form at once; on slow 3G the app's entry
 * comes seconds later. A form sent in between would be posted by the browser, and the server
 * sends the page again (server/src/platform/web-app.ts): the typed mobile number was gone, and
 * the code began to load anew. This script, inline in <head> (the first thing that runs), holds
 * such a form and the buttons tapped in the page (a tab, "Sign up"), under `window.kaamkajEarly`,
 * and marks the page `data-early-sent` or `data-early-tapped`: the app's slim progress bar shows
 * at the top, and a form's send button that it waits (web/src/index.css);
 * the entry takes them over (web/src/app/early-input.ts) and sends them to the app once it has
 * taken the page over. Links are left to the browser. With JavaScript off nothing runs and the
 * form posts, as before.
 *
 * The web build writes it into index.html as it is (web/vite.config.ts) and the server allows
 * exactly this text by its hash in the Content-Security-Policy (no 'unsafe-inline'). ES5, for
 * any browser that can show the page.
 */
/** Non-ASCII letters as JavaScript escapes: the script's text, and so its hash, is ASCII. */
const ascii = (text: string) =>
  text.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * What a screen reader says while input waits (the waiting look is drawn for the eye only): a
 * status outside #root, which hydration does not touch, in the page's language; the entry
 * removes it with the marks (web/src/app/early-input.ts).
 */
export const EARLY_STATUS_ID = 'kaamkaj-early-status';
const WAIT_TEXT = {
  hi: 'कृपया रुकिए, ऐप खुल रहा है।',
  en: 'Please wait, the app is opening.',
};

export const EARLY_INPUT_SCRIPT =
  '(function(){var e=window.kaamkajEarly={submitted:null,tapped:[]};' +
  // a live region is read when its text changes after it is in the page: added, then filled
  'e.say=function(){if(document.getElementById("' +
  EARLY_STATUS_ID +
  '"))return;var p=document.createElement("p");p.id="' +
  EARLY_STATUS_ID +
  '";p.className="sr-only";p.setAttribute("role","status");document.body.appendChild(p);' +
  'setTimeout(function(){p.textContent=document.documentElement.lang==="en"?"' +
  ascii(WAIT_TEXT.en) +
  '":"' +
  ascii(WAIT_TEXT.hi) +
  '"},100)};' +
  'e.hold=function(v){var r=document.getElementById("root"),t=v.target;' +
  'if(!r||!(t instanceof Element)||!r.contains(t))return;' +
  'if(v.type==="submit"){v.preventDefault();e.submitted=t;' +
  'document.documentElement.setAttribute("data-early-sent","");e.say();return}' +
  'var b=t.closest("button");if(b&&b.type!=="submit"){v.preventDefault();e.tapped.push(b);' +
  'document.documentElement.setAttribute("data-early-tapped","");e.say()}};' +
  'addEventListener("submit",e.hold,true);addEventListener("click",e.hold,true)})()';

/** The script as index.html carries it. */
export const earlyInputTag = (): string => `<script>${EARLY_INPUT_SCRIPT}</script>`;
