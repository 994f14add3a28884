import { EARLY_FAILED_ID, EARLY_FAILED_TEXT, EARLY_RETRY_TEXT } from '@kaamkaj/domain';

/**
 * issue 16 items 1 and 6: the shell's texts come in a chunk of their own, one a language (lib/i18n
 * SHELL_TEXTS), named by the page beside the entry. In the rare case they could not come (the
 * network gone after the entry came), the app has no words of its own yet: the page says so as
 * it does when the entry itself cannot come (domain EARLY_INPUT_SCRIPT), with the same bar and
 * words in the page's language, under what the server drew. Its Try again (or the network
 * coming back) removes it and resolves: main.tsx asks for the texts again, nothing typed lost
 * (a form sent, or a button tapped, before or while the bar shows is held, and goes once the
 * app runs: app/early-input.ts). While the bar shows, the page holds them without the waiting
 * look (index.css), which says "working" where the bar says "could not open"; the look comes
 * back with the next try.
 */
export function untilTextsReturn(): Promise<void> {
  const page = document.documentElement;
  const lang = page.lang === 'en' ? 'en' : 'hi';
  const held = window.kaamkajEarly;
  if (held) held.failed = true;
  page.removeAttribute('data-early-sent');
  page.removeAttribute('data-early-tapped');
  const bar = document.createElement('div');
  bar.id = EARLY_FAILED_ID;
  bar.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = EARLY_FAILED_TEXT[lang];
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = EARLY_RETRY_TEXT[lang];
  bar.append(text, retry);
  document.body.append(bar);
  return new Promise((resolve) => {
    const again = () => {
      window.removeEventListener('online', again);
      bar.remove();
      if (held) {
        held.failed = false;
        if (held.submitted) page.setAttribute('data-early-sent', '');
        if (held.tapped.length > 0) page.setAttribute('data-early-tapped', '');
      }
      resolve();
    };
    retry.addEventListener('click', again, { once: true });
    window.addEventListener('online', again);
  });
}
