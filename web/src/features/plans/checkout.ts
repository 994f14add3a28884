import {
  CURRENCY_UNIT,
  PAYMENT_TIMEOUT_SECONDS,
  type PaymentOrder,
  type PaymentVerifyBody,
} from '@kaamkaj/domain';

/** What Razorpay's checkout.js (or the local stand-in) hands to `handler`. */
type CheckoutSuccess = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};
type CheckoutFailure = { error?: { description?: string; reason?: string } };
type CheckoutInstance = {
  open(): void;
  on(event: 'payment.failed', fn: (response: CheckoutFailure) => void): void;
};
type CheckoutConstructor = new (options: Record<string, unknown>) => CheckoutInstance;

declare global {
  interface Window {
    Razorpay?: CheckoutConstructor;
  }
}

const loaded = new Map<string, Promise<CheckoutConstructor>>();

/** Loads the checkout script the order names, once (spec 000 §7: loaded from the provider). */
export function loadCheckout(src: string): Promise<CheckoutConstructor> {
  const existing = loaded.get(src);
  if (existing) return existing;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  const promise = new Promise<CheckoutConstructor>((resolve, reject) => {
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error('no Razorpay on window'));
    script.onerror = () => {
      loaded.delete(src); // a later tap tries again
      script.remove();
      reject(new Error(`could not load ${src}`));
    };
  });
  loaded.set(src, promise);
  document.head.append(script);
  return promise;
}

export type CheckoutOutcome =
  | { kind: 'paid'; result: PaymentVerifyBody }
  | { kind: 'failed'; reason: string | undefined }
  | { kind: 'dismissed' };

/**
 * Opens the checkout with the options of spec 000 §7: a 600 s window, no retry, Escape does not
 * dismiss, e-mail and contact read-only, the amount x 100. Resolves with how it ended.
 */
export async function openCheckout(order: PaymentOrder): Promise<CheckoutOutcome> {
  const Checkout = await loadCheckout(order.checkout_script);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: CheckoutOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const checkout = new Checkout({
      key: order.key_id,
      amount: order.amount * CURRENCY_UNIT,
      currency: order.currency,
      name: 'Kaamkaj',
      description: order.description,
      order_id: order.order_id,
      prefill: order.prefill,
      readonly: { email: true, contact: true },
      timeout: PAYMENT_TIMEOUT_SECONDS,
      retry: { enabled: false },
      theme: { color: '#0678C1' },
      modal: { escape: false, ondismiss: () => settle({ kind: 'dismissed' }) },
      handler: (response: CheckoutSuccess) =>
        settle({
          kind: 'paid',
          result: {
            order_id: response.razorpay_order_id,
            payment_id: response.razorpay_payment_id,
            payment_signature: response.razorpay_signature,
          },
        }),
    });
    checkout.on('payment.failed', (response) =>
      settle({ kind: 'failed', reason: response.error?.description ?? response.error?.reason }),
    );
    checkout.open();
  });
}
