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

/**
 * When the entry cannot come at all (the network dropped after the page's HTML came), the page
 * says so instead of waiting forever: a bar at the bottom with "Try again", which reloads the
 * page; what was typed in its fields is kept across that reload (sessionStorage, read once and
 * removed) and put back in the fields as the page is read again.
 */
export const EARLY_FAILED_ID = 'kaamkaj-early-failed';
const EARLY_TYPED_KEY = 'kaamkaj-early-typed';
export const EARLY_FAILED_TEXT = {
  hi: 'ऐप नहीं खुल सका। इंटरनेट देखकर फिर से कोशिश करें।',
  en: 'The app could not open. Check your internet and try again.',
} as const;
export const EARLY_RETRY_TEXT = { hi: 'फिर से कोशिश करें', en: 'Try again' } as const;

/** The text for the page's language: English when the page is in English, else Hindi. */
const inPageLang = (text: { hi: string; en: string }) =>
  `(d.documentElement.lang==="en"?"${ascii(text.en)}":"${ascii(text.hi)}")`;

export const EARLY_INPUT_SCRIPT =
  '(function(){var e=window.kaamkajEarly={submitted:null,tapped:[]},d=document;' +
  // typed before a "Try again" reload: back in the fields as soon as they are in the page. Read
  // on a reload only (where the navigation's type is known): a page's first touch of its
  // storage waits on Chromium's browser process (2.5 to 61 ms at document start on the bench's
  // host, bench/README.md session 32), and this runs before the page can paint
  'try{var n=performance.getEntriesByType&&performance.getEntriesByType("navigation")[0];' +
  'if(!n||n.type==="reload"){var k=JSON.parse(sessionStorage.getItem("' +
  EARLY_TYPED_KEY +
  '")||"null");sessionStorage.removeItem("' +
  EARLY_TYPED_KEY +
  '");if(k)d.addEventListener("DOMContentLoaded",function(){' +
  '[].forEach.call(d.querySelectorAll("#root [name]"),function(f){' +
  'k.forEach(function(x){if(x[0]===f.name&&!f.value)f.value=x[1]})})})}}catch(x){}' +
  // a live region is read when its text changes after it is in the page: added, then filled
  'e.say=function(){if(e.failed||d.getElementById("' +
  EARLY_STATUS_ID +
  '"))return;var p=d.createElement("p");p.id="' +
  EARLY_STATUS_ID +
  '";p.className="sr-only";p.setAttribute("role","status");d.body.appendChild(p);' +
  'setTimeout(function(){p.textContent=' +
  inPageLang(WAIT_TEXT) +
  '},100)};' +
  'e.hold=function(v){var r=d.getElementById("root"),t=v.target;' +
  'if(!r||!(t instanceof Element)||!r.contains(t))return;' +
  'if(v.type==="submit"){v.preventDefault();e.submitted=t;' +
  'e.failed||d.documentElement.setAttribute("data-early-sent","");e.say();return}' +
  'var b=t.closest("button");if(b&&b.type!=="submit"){v.preventDefault();e.tapped.push(b);' +
  'e.failed||d.documentElement.setAttribute("data-early-tapped","");e.say()}};' +
  // the entry (index.html's one module script) could not load: no more waiting look
  'e.fail=function(v){var s=v.target;' +
  'if(e.failed||!(s instanceof HTMLScriptElement)||s.type!=="module")return;e.failed=1;' +
  'd.documentElement.removeAttribute("data-early-sent");' +
  'd.documentElement.removeAttribute("data-early-tapped");' +
  'var o=d.getElementById("' +
  EARLY_STATUS_ID +
  '");o&&o.parentNode.removeChild(o);' +
  'var a=d.createElement("div"),p=d.createElement("p"),b=d.createElement("button");' +
  'a.id="' +
  EARLY_FAILED_ID +
  '";a.setAttribute("role","alert");p.textContent=' +
  inPageLang(EARLY_FAILED_TEXT) +
  ';b.type="button";b.textContent=' +
  inPageLang(EARLY_RETRY_TEXT) +
  ';b.onclick=function(){var k=[];' +
  '[].forEach.call(d.querySelectorAll("#root input[name],#root textarea[name]"),function(f){' +
  'if(f.type!=="checkbox"&&f.type!=="radio"&&f.type!=="password"&&f.value!==f.defaultValue)' +
  'k.push([f.name,f.value])});' +
  'try{sessionStorage.setItem("' +
  EARLY_TYPED_KEY +
  '",JSON.stringify(k))}catch(x){}location.reload()};' +
  'a.appendChild(p);a.appendChild(b);d.body.appendChild(a)};' +
  'addEventListener("submit",e.hold,true);addEventListener("click",e.hold,true);' +
  'addEventListener("error",e.fail,true)})()';

/** The script as index.html carries it. */
export const earlyInputTag = (): string => `<script>${EARLY_INPUT_SCRIPT}</script>`;
