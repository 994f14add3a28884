import { istToday, type Plan, readableDate, rupeesText } from '@kaamkaj/domain';
import { a4Document, MUTED, PRIMARY, rule, write } from '../../platform/pdf';
import type { OrderRow } from './grant';

export type ReceiptParty = { name: string | null; contact: string | null; email: string | null };

const both = (en: string, hi: string) => `${en} / ${hi}`;
const dateText = (d: Date) =>
  `${readableDate(istToday(d), 'en')} / ${readableDate(istToday(d), 'hi')}`;

/** Issue 12 "My payments": a paid order's receipt, labelled in English and Hindi, as an A4 PDF. */
export async function renderReceiptPdf(
  order: OrderRow,
  buyer: ReceiptParty,
  seller: { address: string; email: string; phone: string },
): Promise<Buffer> {
  const plan = order.plan as unknown as Plan;
  const { doc, done } = await a4Document({ Title: `Receipt ${order.receipt}`, Author: 'Kaamkaj' });
  write(doc, 'Kaamkaj / कामकाज', { size: 24, bold: true, color: PRIMARY });
  write(doc, seller.address, { size: 10, color: MUTED });
  write(doc, `${seller.email} · ${seller.phone}`, { size: 10, color: MUTED, gap: 0.6 });
  rule(doc);
  write(doc, both('Payment receipt', 'भुगतान रसीद'), { size: 16, bold: true, gap: 0.4 });
  const line = (label: string, value: string) => write(doc, `${label}: ${value}`, { size: 11 });
  line(both('Receipt no.', 'रसीद नं.'), order.receipt);
  if (order.paidAt) line(both('Paid on', 'भुगतान की तारीख'), dateText(order.paidAt));
  line(both('Status', 'स्थिति'), both('Paid', 'भुगतान हो गया'));
  doc.moveDown(0.6);
  write(doc, both('Billed to', 'ग्राहक'), { size: 13, bold: true, color: PRIMARY, gap: 0.2 });
  if (buyer.name) line(both('Name', 'नाम'), buyer.name);
  if (buyer.contact) line(both('Mobile', 'मोबाइल'), `+91 ${buyer.contact}`);
  if (buyer.email) line(both('E-mail', 'ई-मेल'), buyer.email);
  doc.moveDown(0.6);
  write(doc, both('Plan', 'प्लान'), { size: 13, bold: true, color: PRIMARY, gap: 0.2 });
  line(both('Plan', 'प्लान'), `${plan.name_en} / ${plan.name_hi} (${plan.code})`);
  line(both('Validity', 'अवधि'), `${plan.duration_days} days / ${plan.duration_days} दिन`);
  if (order.validUntil) line(both('Valid until', 'कब तक'), dateText(order.validUntil));
  if (plan.job_posts > 0) {
    line(both('Job posts', 'जॉब पोस्ट'), String(plan.job_posts));
    line(both('Audio job descriptions', 'ऑडियो जॉब विवरण'), String(plan.audio_jds));
    line(both('Animated job descriptions', 'एनिमेटेड जॉब विवरण'), String(plan.animated_jds));
  }
  doc.moveDown(0.6);
  write(doc, `${both('Amount paid', 'चुकाई गई राशि')}: ${rupeesText(order.amountPaise)}`, {
    size: 15,
    bold: true,
    gap: 0.4,
  });
  line(both('Payment id', 'भुगतान आईडी'), order.providerPaymentId ?? '');
  line(both('Order id', 'ऑर्डर आईडी'), order.providerOrderId);
  doc.moveDown(1.2);
  write(
    doc,
    'This is a computer generated receipt and needs no signature. / यह कंप्यूटर से बनी रसीद है, इस पर हस्ताक्षर की ज़रूरत नहीं है।',
    { size: 9, color: MUTED },
  );
  doc.end();
  return done;
}
