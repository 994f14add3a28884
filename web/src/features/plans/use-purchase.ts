import type { PaymentOrderBody, PaymentRecord, PaymentVerifyBody } from '@kaamkaj/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isRefusal } from '../../lib/api-error';
import { createOrder } from './api/create-order';
import { reportFailure, verifyPayment } from './api/verify-payment';
import { openCheckout } from './checkout';

export type PurchasePhase = 'idle' | 'ordering' | 'checkout' | 'verifying';
export type PurchaseResult =
  | { kind: 'success'; record: PaymentRecord }
  | { kind: 'failure' }
  /**
   * Paid in the checkout, but Kaamkaj's server never answered its confirmation (a weak signal,
   * or a fault of ours): not a failure, since the money has gone and the plan will follow (the
   * confirmation is idempotent, and Razorpay's webhook confirms it too). `again` says whether
   * "Check again" was tapped and still had no answer.
   */
  | { kind: 'unconfirmed'; again: boolean }
  | null;

/** Waits before the confirmation is sent again, when it got no answer (then "Check again"). */
const CONFIRM_RETRY_MS = 2_000;
/** While the unconfirmed dialog shows, the confirmation is sent again this often by itself. */
const CONFIRM_AUTO_MS = 30_000;

/** The checkout's script could not be loaded (offline, blocked). */
export class CheckoutUnavailable extends Error {}

/**
 * spec 000 §5: order, checkout, verify. `buy` rejects only when the order could not be made (the
 * caller shows why, e.g. INVALID_SAARTHI_CODE under the field); how the payment ended is `result`.
 * A dismissed checkout ends quietly on the plan page (spec 000 §8).
 */
export function usePurchase() {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<PurchasePhase>('idle');
  const [result, setResult] = useState<PurchaseResult>(null);
  // the paid checkout whose confirmation got no answer, for "Check again"
  const paid = useRef<{ id: string; body: PaymentVerifyBody } | null>(null);
  // a confirmation on its way (one at a time: a tap, the network's return, the timer)
  const confirming = useRef(false);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['user'] }),
      queryClient.invalidateQueries({ queryKey: ['subscription'] }),
      queryClient.invalidateQueries({ queryKey: ['payments'] }),
    ]);

  /**
   * spec 000 §8: a verification the server refused (the signature) is a failure. One it never
   * answered is sent once more, then said as unconfirmed: "Payment Failed!" and its refund
   * sentence would tell someone whose money has gone to pay again. `again` null: a check made by
   * itself, which leaves what the dialog says as it was when there is still no answer.
   */
  async function confirm(id: string, body: PaymentVerifyBody, again: boolean | null) {
    for (let attempt = 0; ; attempt++) {
      try {
        const record = await verifyPayment(id, body);
        paid.current = null;
        setResult({ kind: 'success', record });
        return;
      } catch (error) {
        if (isRefusal(error)) {
          paid.current = null;
          setResult({ kind: 'failure' });
          return;
        }
        if (attempt === 1 || again === null) {
          paid.current = { id, body };
          setResult((shown) =>
            again === null && shown?.kind === 'unconfirmed'
              ? shown
              : { kind: 'unconfirmed', again: again ?? false },
          );
          return;
        }
        await new Promise((resolve) => window.setTimeout(resolve, CONFIRM_RETRY_MS));
      }
    }
  }

  /**
   * `onOrdered` runs once the order exists, before the checkout opens: the caller closes its
   * dialog there, as a modal dialog would keep the checkout's frame from taking taps.
   */
  async function buy(body: PaymentOrderBody, onOrdered?: () => void): Promise<void> {
    setPhase('ordering');
    try {
      const order = await createOrder(body).catch((error: unknown) => {
        // bought meanwhile (on another phone, or a checkout whose answer was lost): the screen
        // reads the plan again and shows it as theirs, behind the refusal's message
        if (isRefusal(error) && error.code === 'ALREADY_PREMIUM') void refresh();
        throw error;
      });
      onOrdered?.();
      setPhase('checkout');
      await new Promise((resolve) => window.setTimeout(resolve, 0)); // let the dialog unmount
      const outcome = await openCheckout(order).catch(() => {
        throw new CheckoutUnavailable();
      });
      if (outcome.kind === 'dismissed') return;
      if (outcome.kind === 'failed') {
        void reportFailure(order.transaction_id, outcome.reason).catch(() => {});
        setResult({ kind: 'failure' });
        return;
      }
      setPhase('verifying');
      await confirm(order.transaction_id, outcome.result, false);
      await refresh();
    } finally {
      setPhase('idle');
    }
  }

  /**
   * "Check again" on an unconfirmed payment: its confirmation sent once more. `tapped` false: the
   * dialog checking by itself (below), without the button's spinner.
   */
  async function confirmAgain(tapped = true): Promise<void> {
    const waiting = paid.current;
    if (!waiting || confirming.current) return;
    confirming.current = true;
    if (tapped) setPhase('verifying');
    try {
      await confirm(waiting.id, waiting.body, tapped ? true : null);
      await refresh();
    } finally {
      confirming.current = false;
      if (tapped) setPhase('idle');
    }
  }

  // The unconfirmed dialog checks by itself when the network returns and every 30 s: the plan
  // shows as started without a tap, and Razorpay's webhook may have confirmed it meanwhile.
  const unconfirmed = result?.kind === 'unconfirmed';
  const checkAgain = useRef(confirmAgain);
  checkAgain.current = confirmAgain;
  useEffect(() => {
    if (!unconfirmed) return;
    const check = () => void checkAgain.current(false);
    window.addEventListener('online', check);
    const timer = window.setInterval(check, CONFIRM_AUTO_MS);
    return () => {
      window.removeEventListener('online', check);
      window.clearInterval(timer);
    };
  }, [unconfirmed]);

  return {
    phase,
    busy: phase !== 'idle',
    result,
    buy,
    confirmAgain: () => confirmAgain(),
    clearResult: () => setResult(null),
  };
}
