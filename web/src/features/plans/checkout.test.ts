import { afterEach, describe, expect, it, vi } from 'vitest';
import { openCheckout } from './checkout';

const ORDER = {
  order_id: 'order_ABCDEFGHIJKLMN',
  transaction_id: 'tx-1',
  key_id: 'rzp_test_kaamkajlocal',
  description: 'Kaamkaj Gold plan',
  amount: 600,
  currency: 'INR' as const,
  checkout_script: '/api/payment/simulated/checkout.js',
  prefill: { name: 'Anita', email: 'hr@x.in', contact: '9123456780' },
};

type Options = Record<string, unknown> & {
  handler: (r: object) => void;
  modal: { ondismiss: () => void };
};
let made: { options: Options; failed: ((r: object) => void)[]; opened: boolean }[] = [];

/** A stand-in for the checkout script: loading it defines window.Razorpay. */
function serveScript() {
  made = [];
  vi.spyOn(document.head, 'append').mockImplementation((node) => {
    window.Razorpay = class {
      entry: (typeof made)[number];
      constructor(options: Record<string, unknown>) {
        this.entry = { options: options as Options, failed: [], opened: false };
        made.push(this.entry);
      }
      on(_event: string, fn: (r: object) => void) {
        this.entry.failed.push(fn);
      }
      open() {
        this.entry.opened = true;
      }
    };
    (node as HTMLScriptElement).onload?.(new Event('load'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  window.Razorpay = undefined;
});

describe('openCheckout (spec 000 §7 checkout options)', () => {
  it('opens with a 600 s window, no retry, no Escape, read-only contact, amount x 100', async () => {
    serveScript();
    const ended = openCheckout(ORDER);
    await vi.waitFor(() => expect(made[0]?.opened).toBe(true));
    const options = made[0]?.options;
    expect(options).toMatchObject({
      key: 'rzp_test_kaamkajlocal',
      amount: 60_000,
      currency: 'INR',
      name: 'Kaamkaj',
      order_id: ORDER.order_id,
      prefill: ORDER.prefill,
      readonly: { email: true, contact: true },
      timeout: 600,
      retry: { enabled: false },
      modal: { escape: false },
    });
    options?.handler({
      razorpay_payment_id: 'pay_1',
      razorpay_order_id: ORDER.order_id,
      razorpay_signature: 'sig',
    });
    expect(await ended).toEqual({
      kind: 'paid',
      result: { order_id: ORDER.order_id, payment_id: 'pay_1', payment_signature: 'sig' },
    });
  });

  it('tells a failure and a dismissal apart', async () => {
    serveScript();
    const failed = openCheckout({ ...ORDER, checkout_script: '/x1.js' });
    await vi.waitFor(() => expect(made).toHaveLength(1));
    made[0]?.failed[0]?.({ error: { description: 'Bank declined' } });
    expect(await failed).toEqual({ kind: 'failed', reason: 'Bank declined' });

    made.length = 0;
    const closed = openCheckout({ ...ORDER, checkout_script: '/x2.js' });
    await vi.waitFor(() => expect(made).toHaveLength(1));
    made[0]?.options.modal.ondismiss();
    expect(await closed).toEqual({ kind: 'dismissed' });
  });

  it('rejects when the script cannot be loaded, and tries again next time', async () => {
    const append = vi.spyOn(document.head, 'append').mockImplementation((node) => {
      (node as HTMLScriptElement).onerror?.(new Event('error'));
    });
    await expect(openCheckout({ ...ORDER, checkout_script: '/down.js' })).rejects.toThrow(
      'could not load /down.js',
    );
    await expect(openCheckout({ ...ORDER, checkout_script: '/down.js' })).rejects.toThrow();
    expect(append).toHaveBeenCalledTimes(2);
  });
});
