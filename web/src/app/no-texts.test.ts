import { EARLY_FAILED_ID } from '@kaamkaj/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { untilTextsReturn } from './no-texts';

// issue 16 items 1 and 6: the bar shown while the shell's texts cannot load.

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.lang = 'hi';
  document.documentElement.removeAttribute('data-early-sent');
  document.documentElement.removeAttribute('data-early-tapped');
  delete window.kaamkajEarly;
});

const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  return () => done;
};
const bar = () => document.getElementById(EARLY_FAILED_ID);

describe('untilTextsReturn', () => {
  it("says so in the page's language, under what the server drew, until Try again", async () => {
    document.body.innerHTML = '<div id="root"><h1>मोबाइल नंबर</h1></div>';
    // what the page's first script holds (domain EARLY_INPUT_SCRIPT): a tap, waiting
    const held = { submitted: null, tapped: [], hold() {}, fail() {} } as NonNullable<
      Window['kaamkajEarly']
    >;
    window.kaamkajEarly = held;
    held.tapped.push(document.createElement('button'));
    document.documentElement.setAttribute('data-early-tapped', '');
    const done = settled(untilTextsReturn());
    // the waiting look gives way to the bar (a form sent now is held without it) ...
    expect(document.documentElement.hasAttribute('data-early-tapped')).toBe(false);
    expect(held.failed).toBe(true);
    held.submitted = document.createElement('form');
    expect(bar()?.getAttribute('role')).toBe('alert');
    expect(bar()?.querySelector('p')?.textContent).toBe(
      'ऐप नहीं खुल सका। इंटरनेट देखकर फिर से कोशिश करें।',
    );
    const retry = bar()?.querySelector('button');
    expect(retry?.textContent).toBe('फिर से कोशिश करें');
    expect(retry?.type).toBe('button');
    await Promise.resolve();
    expect(done()).toBe(false);
    retry?.click();
    await Promise.resolve();
    expect(done()).toBe(true);
    expect(bar()).toBeNull();
    expect(document.getElementById('root')?.innerHTML).toBe('<h1>मोबाइल नंबर</h1>');
    // ... and comes back with the next try, for the tap and the form held
    expect(held.failed).toBe(false);
    expect(document.documentElement.hasAttribute('data-early-tapped')).toBe(true);
    expect(document.documentElement.hasAttribute('data-early-sent')).toBe(true);
  });

  it('speaks English on an English page, and goes when the network returns', async () => {
    document.documentElement.lang = 'en';
    const done = settled(untilTextsReturn());
    expect(bar()?.querySelector('p')?.textContent).toBe(
      'The app could not open. Check your internet and try again.',
    );
    expect(bar()?.querySelector('button')?.textContent).toBe('Try again');
    window.dispatchEvent(new Event('online'));
    await Promise.resolve();
    expect(done()).toBe(true);
    expect(bar()).toBeNull();
  });
});
