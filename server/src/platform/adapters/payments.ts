import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type Razorpay from 'razorpay';
import type { Config } from '../config';

export type NewOrder = { amountPaise: number; receipt: string; notes: Record<string, string> };

/**
 * DESIGN.md §2, §3: one interface for the payment provider. `razorpay` uses the official SDK's
 * orders API; `simulated` (the embedded default) makes orders locally and is paid on a local
 * checkout page. Both sign a payment as Razorpay does, HMAC-SHA256 of "order_id|payment_id" with
 * the key secret, and a webhook body with the webhook secret, so verifying is one code path.
 */
export type PaymentGateway = {
  name: 'simulated' | 'razorpay';
  keyId: string;
  /** The checkout script the web app loads (Razorpay's checkout.js, or the local stand-in). */
  checkoutScript: string;
  createOrder(order: NewOrder): Promise<{ id: string }>;
  paymentSignature(orderId: string, paymentId: string): string;
  webhookSignature(rawBody: string): string;
};

const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');

/** Compares two hex signatures in constant time (DESIGN.md §6); a malformed one never matches. */
export function signaturesMatch(expected: string, given: string): boolean {
  if (!/^[0-9a-f]+$/i.test(given) || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** An id shaped like Razorpay's ("order_" or "pay_" and 14 characters). */
export function providerId(prefix: 'order' | 'pay'): string {
  let id = '';
  for (let i = 0; i < 14; i++) id += BASE62[randomInt(BASE62.length)];
  return `${prefix}_${id}`;
}

export const SIMULATED_CHECKOUT_SCRIPT = '/api/payment/simulated/checkout.js';

function simulated(config: Config): PaymentGateway {
  // Secrets of the local gateway, derived from the app's own so they survive restarts.
  const keySecret = hmac(config.APP_SECRET, 'kaamkaj simulated razorpay key secret');
  const webhookSecret = hmac(config.APP_SECRET, 'kaamkaj simulated razorpay webhook secret');
  return {
    name: 'simulated',
    keyId: 'rzp_test_kaamkajlocal',
    checkoutScript: SIMULATED_CHECKOUT_SCRIPT,
    createOrder: async () => ({ id: providerId('order') }),
    paymentSignature: (orderId, paymentId) => hmac(keySecret, `${orderId}|${paymentId}`),
    webhookSignature: (rawBody) => hmac(webhookSecret, rawBody),
  };
}

const RAZORPAY_TIMEOUT_MS = 10_000;

function razorpay(config: Config): PaymentGateway {
  const keyId = config.RAZORPAY_KEY_ID as string;
  const keySecret = config.RAZORPAY_KEY_SECRET as string;
  const webhookSecret = config.RAZORPAY_WEBHOOK_SECRET as string;
  // the SDK (and axios) is loaded on the first order, not at start: 0.3 s saved on every start
  let sdk: Promise<Razorpay> | undefined;
  const client = () => {
    sdk ??= import('razorpay').then(({ default: Sdk }) => {
      const created = new Sdk({ key_id: keyId, key_secret: keySecret });
      // The SDK's axios instance: a time limit, and a test double's address when one is set.
      const http = (created as unknown as { api: { rq: { defaults: Record<string, unknown> } } })
        .api.rq;
      http.defaults.timeout = RAZORPAY_TIMEOUT_MS;
      if (config.RAZORPAY_API_URL) http.defaults.baseURL = config.RAZORPAY_API_URL;
      return created;
    });
    return sdk;
  };
  return {
    name: 'razorpay',
    keyId,
    checkoutScript: config.RAZORPAY_CHECKOUT_URL,
    async createOrder(order) {
      const created = await (await client()).orders.create({
        amount: order.amountPaise,
        currency: 'INR',
        receipt: order.receipt,
        notes: order.notes,
      });
      return { id: created.id };
    },
    paymentSignature: (orderId, paymentId) => hmac(keySecret, `${orderId}|${paymentId}`),
    webhookSignature: (rawBody) => hmac(webhookSecret, rawBody),
  };
}

export function createPayments(config: Config): PaymentGateway {
  return config.PAYMENTS === 'razorpay' ? razorpay(config) : simulated(config);
}
