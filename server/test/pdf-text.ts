import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page, in content order, and the first page's size in points. */
export async function extractPdfText(pdf: Buffer) {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  const [, , width, height] = (await doc.getPage(1)).view;
  await doc.destroy();
  const round = (v: number | undefined) => Math.round((v ?? 0) * 100) / 100;
  return { text: parts.join(' '), pageSize: { width: round(width), height: round(height) } };
}

const CONSONANT = '[\\u0915-\\u0939\\u0958-\\u095F]';
// PDF text comes in glyph order: the i-matra (ि) is drawn before its consonant cluster and
// extracted there. Moving it back after the cluster and dropping spaces compares logical text.
const PRE_BASE_I = new RegExp(`\\u093F(${CONSONANT}(?:\\u094D${CONSONANT})*)`, 'gu');

export function normaliseIndic(text: string): string {
  return text.replace(/\s+/gu, '').replace(PRE_BASE_I, '$1\u093F');
}
