import { EARLY_STATUS_ID } from '@kaamkaj/domain';
import { type Field, isField, isTyped, toggled } from '../lib/forms/typed';

/** What index.html's first script held before this code ran (domain EARLY_INPUT_SCRIPT). */
type HeldByPage = {
  submitted: HTMLFormElement | null;
  tapped: HTMLButtonElement[];
  /** Set: what is sent or tapped is held without the waiting look (the page says it failed). */
  failed?: boolean | number;
  hold: (event: Event) => void;
  fail: (event: Event) => void;
};
declare global {
  interface Window {
    kaamkajEarly?: HeldByPage;
  }
}

/**
 * issue 16 item 2: a prerendered page can be typed into before the app has taken it over (its
 * chunks still loading on a slow network). What the visitor did then is not lost: a form sent
 * early and a button tapped early (a tab, "Sign up") wait, the page showing that it is working
 * (index.css), and once the app runs, the typed values reach its state (as if typed again), the
 * buttons are tapped again (a run of taps on one button once) and the form is sent to it. Links
 * need no app. The page's own first script (domain EARLY_INPUT_SCRIPT) holds the form and the
 * taps from the start until this releases them; this keeps what is typed, which hydration may
 * reset. A page without that script (none the build makes) holds nothing. Returns what to call
 * right after hydrating.
 */
export function holdEarlyInput(root: HTMLElement): () => void {
  // What the visitor typed or ticked, field by field: hydration may set a field back to the
  // app's default (react-hook-form's register writes its default value into the field it
  // attaches to), so the values are kept here, not read from the fields at release.
  const typed = new Map<Field, string | boolean>();
  const keep = (field: Field) => {
    typed.delete(field); // the last one typed goes last (a radio group's last choice wins)
    typed.set(field, toggled(field) ? field.checked : field.value);
  };
  // a field that differs from the page as sent, with no event seen for it
  const keepUnseen = () => {
    for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
      if (!typed.has(field) && isTyped(field)) keep(field);
    }
  };
  keepUnseen(); // typed before this ran (the entry still loading)
  const keepTyping = (event: Event) => {
    const field = event.target;
    if (isField(field) && root.contains(field)) keep(field);
  };
  document.addEventListener('input', keepTyping, true);
  document.addEventListener('change', keepTyping, true);
  return () => {
    const byPage = window.kaamkajEarly;
    if (byPage) {
      window.removeEventListener('submit', byPage.hold, true);
      window.removeEventListener('click', byPage.hold, true);
      window.removeEventListener('error', byPage.fail, true);
      delete window.kaamkajEarly;
    }
    document.removeEventListener('input', keepTyping, true);
    document.removeEventListener('change', keepTyping, true);
    keepUnseen(); // a value set without an event (autofill in some browsers)
    for (const [field, value] of typed) {
      if (!field.isConnected) continue;
      // put back what hydration reset, through the native setter (as typing does), so the
      // app's handlers read it from the events below
      if (typeof value === 'boolean') {
        if (toggled(field)) field.checked = value;
      } else if (field.value !== value) setValue(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
    // the waiting look (index.css) and the words for a screen reader give way to the app's own
    document.documentElement.removeAttribute('data-early-sent');
    document.documentElement.removeAttribute('data-early-tapped');
    document.getElementById(EARLY_STATUS_ID)?.remove();
    // after the render those events cause, so the app's handlers see the values
    const form = byPage?.submitted ?? null;
    const tapped = byPage?.tapped ?? [];
    setTimeout(() => {
      // a button tapped again and again while nothing answered: once (taps of other buttons in
      // between keep their order: "English", "हिंदी", "English" ends in English)
      const taps = tapped.filter((button, i) => button !== tapped[i - 1]);
      for (const button of taps) {
        if (!button.isConnected) continue;
        // as a tap would have: a dialog it opens gives the focus back to it when it closes
        button.focus({ preventScroll: true });
        button.click();
      }
      if (form?.isConnected) form.requestSubmit();
    }, 0);
  };
}

function setValue(field: Field, value: string) {
  const proto = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
}
