import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { i18n } from '../i18n';
import { noteNetworkFailure, noteNetworkSuccess } from '../network';
import { notify } from '../toast';
import { lazyCheck } from './lazy-check';
import { lazyResolver } from './lazy-resolver';
import { useSubmitCheck } from './submit-check';

vi.mock('../toast', () => ({ notify: { error: vi.fn() } }));

const OFFLINE_HI = 'आप ऑफ़लाइन हैं। इंटरनेट चालू करके फिर से कोशिश करें। आपने जो भरा है, वह यहीं रहेगा।';
const unreachable = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /schema.js'));

/** What react-hook-form passes a resolver besides the values. */
const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as const;

let minutes = 0;

// issue 16 item 6: a form whose rules (loaded on demand) never came, sent offline
describe('a form whose rules cannot be loaded', () => {
  beforeEach(async () => {
    vi.mocked(notify.error).mockClear();
    // each test a minute after the last: the message is said once per toast's time
    minutes += 1;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + minutes * 60_000);
    await i18n.changeLanguage('hi');
    noteNetworkFailure();
  });
  afterEach(() => {
    noteNetworkSuccess();
    vi.useRealTimers();
  });

  it('with react-hook-form: is not sent, and says the phone is offline in the reader language', async () => {
    const resolver = lazyResolver<{ name: string }, { name: string }>(unreachable);
    const result = await resolver({ name: 'Meena' }, undefined, OPTIONS);
    expect(result.errors).toEqual({ root: { type: 'unavailable' } });
    expect(result.values).toEqual({});
    expect(notify.error).toHaveBeenCalledWith(OFFLINE_HI);
    // checked again as the reader types (after a submit): not said again at every keystroke
    await resolver({ name: 'Meena K' }, undefined, OPTIONS);
    expect(notify.error).toHaveBeenCalledTimes(1);
  });

  it('without a form library: gives no values, shows no field error, and says so', async () => {
    const { result } = renderHook(() => useSubmitCheck(unreachable as () => Promise<z.ZodString>));
    let checked: unknown = 'not yet';
    await act(async () => {
      checked = await result.current.check('9876543210');
    });
    expect(checked).toBeNull();
    expect(result.current.errors).toEqual({});
    expect(result.current.checking).toBe(false);
    expect(notify.error).toHaveBeenCalledWith(OFFLINE_HI);
  });

  it("a form's own check (the verification form), loaded on demand: is not sent, and says so", async () => {
    const resolver = lazyCheck<{ email: string }, { email: string }>(unreachable);
    const result = await resolver({ email: 'hr@acme.in' }, undefined, OPTIONS);
    expect(result.errors).toEqual({ root: { type: 'unavailable' } });
    expect(notify.error).toHaveBeenCalledWith(OFFLINE_HI);
    // loaded, it is the check itself that answers
    const loaded = lazyCheck<{ email: string }, { email: string }>(async () => (values) => ({
      values,
      errors: {},
    }));
    expect(await loaded({ email: 'hr@acme.in' }, undefined, OPTIONS)).toEqual({
      values: { email: 'hr@acme.in' },
      errors: {},
    });
  });

  it('takes a fault of the rules themselves for no lost network: it goes on, unsaid', async () => {
    const resolver = lazyCheck<{ email: string }, { email: string }>(() =>
      Promise.reject(new SyntaxError('Unexpected token in the schema module')),
    );
    await expect(resolver({ email: 'hr@acme.in' }, undefined, OPTIONS)).rejects.toThrow(
      'Unexpected token',
    );
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('loaded, checks as before', async () => {
    const { result } = renderHook(() => useSubmitCheck(async () => z.string().min(3)));
    let checked: unknown = null;
    await act(async () => {
      checked = await result.current.check('abcd');
    });
    expect(checked).toBe('abcd');
    expect(notify.error).not.toHaveBeenCalled();
  });
});
