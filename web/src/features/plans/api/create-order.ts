import type { PaymentOrder, PaymentOrderBody } from '@kaamkaj/domain';
import { request } from '../../../lib/http';

// spec 000 §5 step 2, §7 POST /payment/order: the server prices the order from the plan record.
export function createOrder(body: PaymentOrderBody): Promise<PaymentOrder> {
  return request<PaymentOrder & { success: true }>('/payment/order', {
    method: 'POST',
    body,
    toast: false,
  });
}
