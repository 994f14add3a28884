/**
 * issue 16 item 2: a prerendered page can be typed into before the app has taken it over (its
 * chunks still loading on a slow network). What the visitor did then is not lost: a form sent
 * early and a button tapped early (a tab, "Sign up") wait, and once the app runs, the typed
 * values reach its state (as if typed again), the buttons are tapped again and the form is sent
 * to it. Links need no app. Returns what to call right after hydrating.
 */
export function holdEarlyInput(root: HTMLElement): () => void {
  let submitted: HTMLFormElement | null = null;
  const tapped: HTMLButtonElement[] = [];
  const holdTap = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    // a submit button sends its form: the submit event below holds that
    if (!button || button.type === 'submit' || !root.contains(button)) return;
    event.preventDefault();
    tapped.push(button);
  };
  document.addEventListener('click', holdTap, true);
  const hold = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement) || !root.contains(event.target)) return;
    event.preventDefault(); // or the browser would post it (the server sends the page again)
    submitted = event.target;
  };
  document.addEventListener('submit', hold, true);
  return () => {
    document.removeEventListener('submit', hold, true);
    document.removeEventListener('click', holdTap, true);
    for (const field of root.querySelectorAll<HTMLInputElement>('input, textarea, select')) {
      const toggled = field.type === 'checkbox' || field.type === 'radio';
      const changed = toggled ? field.checked !== field.defaultChecked : isTyped(field);
      if (!changed) continue;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
    // after the render those events cause, so the app's handlers see the values
    const form = submitted;
    setTimeout(() => {
      for (const button of tapped) if (button.isConnected) button.click();
      if (form?.isConnected) form.requestSubmit();
    }, 0);
  };
}

function isTyped(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((o) => o.selected !== o.defaultSelected);
  return field.value !== field.defaultValue;
}
