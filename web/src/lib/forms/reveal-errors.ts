// issue 14 item 9: a form's error must never wait below the fold with nothing to show it. After
// any submit, once the first field is marked invalid (by the form's own checks, which may load
// their rules first, or by the server's answer), that field is scrolled to the middle of the
// screen and takes the focus, unless the focus is already on an invalid field of that form.
// One listener for every form of the app, so no form can forget it.

const WATCH_MS = 15_000; // a slow network's answer with field errors still counts

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, [tabindex]';

function reveal(form: HTMLFormElement): boolean {
  const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!first) return false;
  const active = document.activeElement;
  const onInvalid =
    active instanceof HTMLElement &&
    form.contains(active) &&
    active.closest('[aria-invalid="true"]');
  if (!onInvalid) {
    // a group (choices, chips) is marked on its fieldset: its first choice takes the focus
    const target = first.matches(FOCUSABLE) ? first : first.querySelector<HTMLElement>(FOCUSABLE);
    (target ?? first).focus({ preventScroll: true });
  }
  const shown = onInvalid ? (active as HTMLElement) : first;
  shown.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  return true;
}

/** Installs the listener on `root` (the document); returns how to take it off. */
export function revealErrorsOnSubmit(root: Document = document): () => void {
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const observer = new MutationObserver(() => {
      if (reveal(form)) observer.disconnect();
    });
    observer.observe(form, {
      attributes: true,
      attributeFilter: ['aria-invalid'],
      subtree: true,
      childList: true,
    });
    window.setTimeout(() => observer.disconnect(), WATCH_MS);
  };
  root.addEventListener('submit', onSubmit, true);
  return () => root.removeEventListener('submit', onSubmit, true);
}
