import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createPayments, signaturesMatch } from './payments';

// DESIGN.md §6: the signatures of a payment and of a webhook, on fixed inputs.

const KEY_SECRET = 'razorpay-key-secret-for-tests';
const WEBHOOK_SECRET = 'razorpay-webhook-secret-for-tests';
const ORDER = 'order_RzpTest0000001';
const PAYMENT = 'pay_RzpTest0000001';
// HMAC-SHA256 of "order_RzpTest0000001|pay_RzpTest0000001" with KEY_SECRET, worked out once.
const PAYMENT_VECTOR = '9dc2cfca722c26952eb1922b3b30d7f3e179f31b4b33ec7ad131380a62fd8cb2';
const RAW_BODY = '{"event":"payment.captured","payload":{}}';
const WEBHOOK_VECTOR = '8cfeb5dad412a085641d635f55e1bbc49849f52f060112b9d3e7c039364f88f8';

const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');

const gateway = createPayments(
  loadConfig({
    APP_SECRET: 'x'.repeat(40),
    DATA_DIR: '/tmp/kaamkaj-payments-test',
    PAYMENTS: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_test_KaamkajTest',
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
  }),
);

describe('the payment signature (spec 000 §5 step 4)', () => {
  it('is HMAC-SHA256 of "order_id|payment_id" with the key secret, as hex', () => {
    expect(hmac(KEY_SECRET, `${ORDER}|${PAYMENT}`)).toBe(PAYMENT_VECTOR);
    expect(gateway.paymentSignature(ORDER, PAYMENT)).toBe(PAYMENT_VECTOR);
  });

  it('changes with the order, the payment and their order in the text', () => {
    expect(gateway.paymentSignature(ORDER, 'pay_RzpTest0000002')).not.toBe(PAYMENT_VECTOR);
    expect(gateway.paymentSignature('order_RzpTest0000002', PAYMENT)).not.toBe(PAYMENT_VECTOR);
    expect(gateway.paymentSignature(PAYMENT, ORDER)).not.toBe(PAYMENT_VECTOR);
  });
});

describe('the webhook signature', () => {
  it('is HMAC-SHA256 of the raw body with the webhook secret, not the key secret', () => {
    expect(hmac(WEBHOOK_SECRET, RAW_BODY)).toBe(WEBHOOK_VECTOR);
    expect(gateway.webhookSignature(RAW_BODY)).toBe(WEBHOOK_VECTOR);
    expect(gateway.webhookSignature(RAW_BODY)).not.toBe(hmac(KEY_SECRET, RAW_BODY));
  });

  it('is over the bytes as sent: the same JSON spaced differently does not match', () => {
    const respaced = '{"event": "payment.captured", "payload": {}}';
    expect(signaturesMatch(gateway.webhookSignature(respaced), WEBHOOK_VECTOR)).toBe(false);
  });
});

describe('signaturesMatch', () => {
  it('accepts the same signature', () => {
    expect(signaturesMatch(PAYMENT_VECTOR, PAYMENT_VECTOR)).toBe(true);
  });

  it('accepts it in upper-case hex, the same bytes', () => {
    expect(signaturesMatch(PAYMENT_VECTOR, PAYMENT_VECTOR.toUpperCase())).toBe(true);
  });

  it('refuses a signature one digit off', () => {
    const last = PAYMENT_VECTOR.at(-1) === '0' ? '1' : '0';
    expect(signaturesMatch(PAYMENT_VECTOR, `${PAYMENT_VECTOR.slice(0, -1)}${last}`)).toBe(false);
  });

  it('refuses an empty string', () => {
    expect(signaturesMatch(PAYMENT_VECTOR, '')).toBe(false);
  });

  it.each([
    ['one digit short', PAYMENT_VECTOR.slice(0, -1)],
    ['one byte short', PAYMENT_VECTOR.slice(0, -2)],
    ['one byte long', `${PAYMENT_VECTOR}00`],
    ['the signature twice', PAYMENT_VECTOR.repeat(2)],
  ])('refuses a signature of the wrong length (%s)', (_, given) => {
    expect(signaturesMatch(PAYMENT_VECTOR, given)).toBe(false);
  });

  it.each([
    ['a non-hex letter', `${PAYMENT_VECTOR.slice(0, -1)}g`],
    ['a space', `${PAYMENT_VECTOR.slice(0, -1)} `],
    ['a 0x prefix', `0x${PAYMENT_VECTOR.slice(2)}`],
    ['base64 of the digest', Buffer.from(PAYMENT_VECTOR, 'hex').toString('base64')],
    ['all non-hex, right length', 'z'.repeat(64)],
  ])('refuses malformed hex (%s) without throwing', (_, given) => {
    expect(signaturesMatch(PAYMENT_VECTOR, given)).toBe(false);
  });
});
