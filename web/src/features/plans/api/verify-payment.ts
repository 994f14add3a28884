import type { PaymentRecord, PaymentVerifyBody } from '@kaamkaj/domain';
import { type Envelope, request } from '../../../lib/http';

// spec 000 §5 step 4, §7 POST /payment/{id}/verify: the checkout's signature, checked on the server.
export function verifyPayment(transactionId: string, body: PaymentVerifyBody) {
  return request<Envelope<PaymentRecord>>(`/payment/${encodeURIComponent(transactionId)}/verify`, {
    method: 'POST',
    body,
    toast: false,
  }).then((res) => res.data);
}

// spec 000 §5 step 5: the checkout said the payment failed; the order is kept as failed.
export function reportFailure(transactionId: string, reason: string | undefined) {
  return request(`/payment/${encodeURIComponent(transactionId)}/fail`, {
    method: 'POST',
    body: reason ? { reason: reason.slice(0, 200) } : {},
    toast: false,
  });
}
