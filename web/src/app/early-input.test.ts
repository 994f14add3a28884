import { EARLY_FAILED_ID, EARLY_INPUT_SCRIPT } from '@kaamkaj/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput } from './early-input';

// issue 16 item 2: what a visitor did on a prerendered page before the app took it over.

function prerenderedForm() {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML =
    '<form method="post"><input name="contact" value="" /><input type="checkbox" name="tnc" />' +
    '<input name="untouched" value="kept" /><button type="submit">Send OTP</button></form>';
  document.body.append(root);
  const form = root.querySelector('form') as HTMLFormElement;
  const field = (name: string) => form.querySelector(`[name=${name}]`) as HTMLInputElement;
  return { root, form, field };
}

/** index.html's first script, as the page runs it before the entry has loaded. */
function runPageScript() {
  new Function(EARLY_INPUT_SCRIPT)();
}

afterEach(() => {
  // the page script's listeners, when a test left them
  const byPage = window.kaamkajEarly;
  if (byPage) {
    window.removeEventListener('submit', byPage.hold, true);
    window.removeEventListener('click', byPage.hold, true);
    window.removeEventListener('error', byPage.fail, true);
    delete window.kaamkajEarly;
  }
  sessionStorage.clear();
  document.documentElement.lang = '';
  document.documentElement.removeAttribute('data-early-sent');
  document.documentElement.removeAttribute('data-early-tapped');
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('holdEarlyInput', () => {
  it('holds a form sent early, then gives the app what was typed and sends it there', () => {
    vi.useFakeTimers();
    const { root, form, field } = prerenderedForm();
    runPageScript();
    const release = holdEarlyInput(root);
    field('contact').value = '9876543210';
    field('tnc').checked = true;
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true); // the browser does not post it
    expect(document.documentElement.hasAttribute('data-early-sent')).toBe(true); // it waits

    const seen: string[] = [];
    form.addEventListener('input', (e) =>
      seen.push(`input ${(e.target as HTMLInputElement).name}`),
    );
    form.addEventListener('change', (e) =>
      seen.push(`change ${(e.target as HTMLInputElement).name}`),
    );
    const sent = vi.fn((e: Event) => e.preventDefault()); // the app's own submit handler
    form.addEventListener('submit', sent);
    release();
    expect(document.documentElement.hasAttribute('data-early-sent')).toBe(false);
    expect(seen).toEqual(['input contact', 'change contact', 'input tnc', 'change tnc']);
    expect(sent).not.toHaveBeenCalled(); // not before the app has rendered what was typed
    vi.runAllTimers();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('puts back what was typed and ticked when hydration resets the fields (a form library writing its defaults)', () => {
    vi.useFakeTimers();
    const { root, form, field } = prerenderedForm();
    field('contact').value = 'ra'; // typed before the entry ran: no listener saw it
    const release = holdEarlyInput(root);
    field('contact').value = 'ravi@example.com';
    field('contact').dispatchEvent(new Event('input', { bubbles: true }));
    field('tnc').click(); // ticks it, with its click and change events
    expect(field('tnc').checked).toBe(true);
    // hydration: react-hook-form's register writes its default value into each field it takes
    field('contact').value = '';
    field('tnc').checked = false;
    const seen: string[] = [];
    form.addEventListener('input', (e) => {
      const input = e.target as HTMLInputElement;
      seen.push(`${input.name}=${input.type === 'checkbox' ? input.checked : input.value}`);
    });
    release();
    expect(field('contact').value).toBe('ravi@example.com');
    expect(field('tnc').checked).toBe(true);
    expect(field('untouched').value).toBe('kept');
    expect(seen).toEqual(['contact=ravi@example.com', 'tnc=true']);
  });

  it('taps again, once the app runs, a button tapped before', () => {
    vi.useFakeTimers();
    const { root, form } = prerenderedForm();
    const tab = document.createElement('button');
    tab.type = 'button';
    tab.textContent = 'Sign up';
    form.before(tab);
    runPageScript();
    const release = holdEarlyInput(root);
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    tab.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(document.documentElement.hasAttribute('data-early-tapped')).toBe(true);
    const tapped = vi.fn(); // the app's handler, attached by hydration
    tab.addEventListener('click', tapped);
    release();
    expect(tapped).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(tapped).toHaveBeenCalledTimes(1);
  });

  it('holds nothing once released, and sends nothing that was not sent', () => {
    vi.useFakeTimers();
    const { root, form } = prerenderedForm();
    const sent = vi.fn((e: Event) => e.preventDefault());
    form.addEventListener('submit', sent);
    runPageScript();
    holdEarlyInput(root)();
    vi.runAllTimers();
    expect(sent).not.toHaveBeenCalled();
    const later = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(later);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it("takes over what the page's first script held before this code ran: the form sent, a button tapped again and again once", () => {
    vi.useFakeTimers();
    const { root, form, field } = prerenderedForm();
    const tab = document.createElement('button');
    tab.type = 'button';
    tab.textContent = 'Sign up';
    form.before(tab);
    const link = document.createElement('a');
    link.href = '#faq';
    root.append(link);
    const outside = document.createElement('button');
    outside.type = 'button';
    document.body.append(outside);
    runPageScript();

    // on a slow network, before the entry has come: typed, ticked, sent, a tab tapped twice
    field('contact').value = '9876543210';
    field('tnc').checked = true;
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true); // not posted: the typed number stays
    expect(document.documentElement.hasAttribute('data-early-sent')).toBe(true); // it waits
    expect(document.documentElement.hasAttribute('data-early-tapped')).toBe(false);
    for (const _ of [1, 2]) tab.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(document.documentElement.hasAttribute('data-early-tapped')).toBe(true);
    const follow = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(follow);
    expect(follow.defaultPrevented).toBe(false); // a link needs no app
    const elsewhere = new MouseEvent('click', { bubbles: true, cancelable: true });
    outside.dispatchEvent(elsewhere);
    expect(elsewhere.defaultPrevented).toBe(false); // only the page's own part is held
    expect(window.kaamkajEarly?.submitted).toBe(form);
    expect(window.kaamkajEarly?.tapped).toEqual([tab, tab]);
    // a screen reader is told, in the page's language, from one status outside the app's root
    const status = document.getElementById('kaamkaj-early-status');
    expect(status?.getAttribute('role')).toBe('status');
    expect(root.contains(status)).toBe(false);
    vi.advanceTimersByTime(100); // filled once in the page, so that it is read out
    expect(status?.textContent).toBe('कृपया रुकिए, ऐप खुल रहा है।');
    expect(document.querySelectorAll('[role=status]')).toHaveLength(1);

    // the entry runs, then hydration attaches the app's handlers
    // the page's script goes on holding while the app hydrates
    const release = holdEarlyInput(root);
    const meanwhile = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(meanwhile);
    expect(meanwhile.defaultPrevented).toBe(true);
    const sent = vi.fn((e: Event) => e.preventDefault());
    form.addEventListener('submit', sent);
    const tapped = vi.fn();
    tab.addEventListener('click', tapped);
    const values: string[] = [];
    form.addEventListener('input', (e) => values.push((e.target as HTMLInputElement).name));
    release();
    expect(window.kaamkajEarly).toBeUndefined();
    expect(document.getElementById('kaamkaj-early-status')).toBeNull();
    expect(values).toEqual(['contact', 'tnc']); // the typed values reach the app
    expect(document.documentElement.hasAttribute('data-early-sent')).toBe(false);
    expect(document.documentElement.hasAttribute('data-early-tapped')).toBe(false);
    vi.runAllTimers();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(tapped).toHaveBeenCalledTimes(1);

    // the page's script holds nothing any more: the app's own submit is the only one
    const later = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(later);
    expect(sent).toHaveBeenCalledTimes(2);
    tab.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(tapped).toHaveBeenCalledTimes(2);
  });

  it('says it in English on an English page', () => {
    vi.useFakeTimers();
    const { form } = prerenderedForm();
    document.documentElement.lang = 'en';
    runPageScript();
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    vi.advanceTimersByTime(100);
    expect(document.getElementById('kaamkaj-early-status')?.textContent).toBe(
      'Please wait, the app is opening.',
    );
    document.documentElement.lang = '';
  });

  it('taps again in their order the buttons tapped before, a choice changed back ending where it was left', () => {
    vi.useFakeTimers();
    const { root, form } = prerenderedForm();
    const toggle = (label: string) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = label;
      form.before(button);
      return button;
    };
    const english = toggle('English');
    const hindi = toggle('हिंदी');
    runPageScript();
    for (const button of [english, hindi, hindi, english]) button.click();
    const release = holdEarlyInput(root);
    const order: string[] = [];
    for (const button of [english, hindi]) {
      button.addEventListener('click', () => order.push(button.textContent ?? ''));
    }
    release();
    vi.runAllTimers();
    expect(order).toEqual(['English', 'हिंदी', 'English']);
  });

  it("says so when the app's code cannot load at all, instead of waiting forever", () => {
    const { form, field } = prerenderedForm();
    runPageScript();
    field('contact').value = '9876543210';
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(document.documentElement.hasAttribute('data-early-sent')).toBe(true);

    // the entry's fetch failed (the network dropped after the page came)
    entryFails();
    const alert = document.getElementById(EARLY_FAILED_ID);
    expect(alert?.getAttribute('role')).toBe('alert');
    expect(alert?.querySelector('p')?.textContent).toBe(
      'ऐप नहीं खुल सका। इंटरनेट देखकर फिर से कोशिश करें।',
    );
    expect(alert?.querySelector('button')?.textContent).toBe('फिर से कोशिश करें');
    // no more waiting look, and no more "please wait" for a screen reader
    expect(document.documentElement.hasAttribute('data-early-sent')).toBe(false);
    expect(document.getElementById('kaamkaj-early-status')).toBeNull();
    // a form sent again is still not posted (the browser would show its own offline page)
    const again = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(true);
    expect(document.documentElement.hasAttribute('data-early-sent')).toBe(false);
    // one bar, however many scripts fail
    entryFails();
    expect(document.querySelectorAll(`#${EARLY_FAILED_ID}`)).toHaveLength(1);
  });

  it('says it in English on an English page, and ignores a failed image or a classic script', () => {
    document.documentElement.lang = 'en';
    prerenderedForm();
    runPageScript();
    const img = document.createElement('img');
    document.body.append(img);
    img.dispatchEvent(new Event('error'));
    const classic = document.createElement('script');
    document.head.append(classic);
    classic.dispatchEvent(new Event('error'));
    expect(document.getElementById(EARLY_FAILED_ID)).toBeNull();
    entryFails();
    expect(document.getElementById(EARLY_FAILED_ID)?.textContent).toBe(
      'The app could not open. Check your internet and try again.Try again',
    );
  });

  it('keeps what was typed across "Try again", and puts it back when the page is read again', () => {
    const { field, root } = prerenderedForm();
    runPageScript();
    field('contact').value = '9876543210';
    field('tnc').checked = true;
    entryFails();
    const retry = document.querySelector(`#${EARLY_FAILED_ID} button`) as HTMLButtonElement;
    retry.click(); // jsdom does not reload; the page's state is what a reload would find
    // the typed text only: not the untouched field, not a tick (consent is ticked anew)
    expect(JSON.parse(sessionStorage.getItem('kaamkaj-early-typed') ?? '')).toEqual([
      ['contact', '9876543210'],
    ]);

    // the reloaded page: its script runs in <head>, the fields come after it
    root.remove();
    window.removeEventListener('error', window.kaamkajEarly?.fail as EventListener, true);
    delete window.kaamkajEarly;
    runPageScript();
    expect(sessionStorage.getItem('kaamkaj-early-typed')).toBeNull(); // read once
    const again = prerenderedForm();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(again.field('contact').value).toBe('9876543210');
    expect(again.field('untouched').value).toBe('kept');
    expect(again.field('tnc').checked).toBe(false);
  });

  it('touches the page storage on a reload only (a first touch waits on the browser)', () => {
    sessionStorage.setItem('kaamkaj-early-typed', JSON.stringify([['contact', '9876543210']]));
    const read = vi.spyOn(Storage.prototype, 'getItem');
    const navigation = vi.spyOn(performance, 'getEntriesByType');
    navigation.mockReturnValue([{ type: 'navigate' } as PerformanceNavigationTiming]);
    runPageScript();
    expect(read).not.toHaveBeenCalled();
    const first = window.kaamkajEarly;
    for (const type of ['submit', 'click'] as const) {
      window.removeEventListener(type, first?.hold as EventListener, true);
    }
    window.removeEventListener('error', first?.fail as EventListener, true);
    delete window.kaamkajEarly;

    navigation.mockReturnValue([{ type: 'reload' } as PerformanceNavigationTiming]);
    runPageScript();
    expect(read).toHaveBeenCalledWith('kaamkaj-early-typed');
    expect(sessionStorage.getItem('kaamkaj-early-typed')).toBeNull(); // read once
    const { field } = prerenderedForm();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(field('contact').value).toBe('9876543210');
  });
});

/** The page's module script (the entry) fails to load: the event the browser fires at it. */
function entryFails() {
  const entry = document.createElement('script');
  entry.type = 'module';
  document.head.append(entry);
  entry.dispatchEvent(new Event('error'));
  entry.remove();
}
