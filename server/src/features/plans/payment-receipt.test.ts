import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { extractPdfText, normaliseIndic } from '../../../test/pdf-text';
import { createOnboardedSeeker } from '../../../test/seeker';
import { checkoutResult, orderFor, verify } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const receipt = (id: string, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/payment/orders/${id}/receipt`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('GET /payment/orders/{id}/receipt (issue 12 "My payments")', () => {
  it('gives the buyer a PDF receipt in both scripts for a paid order only', async () => {
    const seeker = await createOnboardedSeeker(t.app);
    const order = (
      await orderFor(t, seeker, { plan_code: 'HLJ-JS-101', saarthi_code: 'SAARTHI001' })
    ).body;
    const early = await receipt(order.transaction_id, seeker.token);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('A receipt is given for a paid order only');

    const paid = checkoutResult(t, order.order_id);
    await verify(t, seeker, order.transaction_id, paid);
    const res = await receipt(order.transaction_id, seeker.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="Kaamkaj-receipt-KK-\d{8}-/,
    );
    const { text, pageSize } = await extractPdfText(res.rawPayload);
    expect(pageSize).toEqual({ width: 595.28, height: 841.89 });
    expect(text).toContain('Payment receipt');
    expect(text).toContain('₹500');
    expect(text).toContain(paid.payment_id);
    expect(text).toContain(`+91 ${seeker.contact}`);
    expect(normaliseIndic(text)).toContain('भुगतानरसीद');
    expect(normaliseIndic(text)).toContain('प्रीमियम');
  });

  it("is refused for someone else's order", async () => {
    const owner = await createOnboardedSeeker(t.app);
    const other = await createOnboardedSeeker(t.app);
    const order = (
      await orderFor(t, owner, { plan_code: 'HLJ-JS-101', saarthi_code: 'SAARTHI001' })
    ).body;
    await verify(t, owner, order.transaction_id, checkoutResult(t, order.order_id));
    const res = await receipt(order.transaction_id, other.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This payment is not yours');
  });
});
