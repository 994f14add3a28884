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
export const EARLY_INPUT_SCRIPT =
  '(function(){var e=window.kaamkajEarly={submitted:null,tapped:[]};' +
  'e.hold=function(v){var r=document.getElementById("root"),t=v.target;' +
  'if(!r||!(t instanceof Element)||!r.contains(t))return;' +
  'if(v.type==="submit"){v.preventDefault();e.submitted=t;' +
  'document.documentElement.setAttribute("data-early-sent","");return}' +
  'var b=t.closest("button");if(b&&b.type!=="submit"){v.preventDefault();e.tapped.push(b);' +
  'document.documentElement.setAttribute("data-early-tapped","")}};' +
  'addEventListener("submit",e.hold,true);addEventListener("click",e.hold,true)})()';

/** The script as index.html carries it. */
export const earlyInputTag = (): string => `<script>${EARLY_INPUT_SCRIPT}</script>`;
