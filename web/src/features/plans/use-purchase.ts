import type { PaymentOrderBody, PaymentRecord } from '@kaamkaj/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createOrder } from './api/create-order';
import { reportFailure, verifyPayment } from './api/verify-payment';
import { openCheckout } from './checkout';

export type PurchasePhase = 'idle' | 'ordering' | 'checkout' | 'verifying';
export type PurchaseResult =
  | { kind: 'success'; record: PaymentRecord }
  | { kind: 'failure' }
  | null;

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

  /**
   * `onOrdered` runs once the order exists, before the checkout opens: the caller closes its
   * dialog there, as a modal dialog would keep the checkout's frame from taking taps.
   */
  async function buy(body: PaymentOrderBody, onOrdered?: () => void): Promise<void> {
    setPhase('ordering');
    try {
      const order = await createOrder(body);
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
      try {
        const record = await verifyPayment(order.transaction_id, outcome.result);
        setResult({ kind: 'success', record });
      } catch {
        setResult({ kind: 'failure' }); // spec 000 §8: a failed verification is a failure
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['user'] }),
        queryClient.invalidateQueries({ queryKey: ['subscription'] }),
        queryClient.invalidateQueries({ queryKey: ['payments'] }),
      ]);
    } finally {
      setPhase('idle');
    }
  }

  return { phase, busy: phase !== 'idle', result, buy, clearResult: () => setResult(null) };
}
