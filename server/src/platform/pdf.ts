import path from 'node:path';
import { fileURLToPath } from 'node:url';

// A4 documents in Hindi and English (the resume, payment receipts): Noto Sans and Noto Sans
// Devanagari from server/assets/fonts (OFL), each run of text set in the face that has its glyphs.

const FONTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/fonts');
const FACES = {
  latin: path.join(FONTS, 'NotoSans-Regular.ttf'),
  latinBold: path.join(FONTS, 'NotoSans-Bold.ttf'),
  deva: path.join(FONTS, 'NotoSansDevanagari-Regular.ttf'),
  devaBold: path.join(FONTS, 'NotoSansDevanagari-Bold.ttf'),
} as const;
export const PRIMARY = '#0678C1';
export const INK = '#1f2937';
export const MUTED = '#6b7280';
export const MARGIN = 56;

// A Devanagari run: the letters and marks, with the spaces and punctuation between them.
const DEVA_RUN = /([\u0900-\u097F\u1CD0-\u1CFF\uA8E0-\uA8FF]+(?:[\s,.\-/()]+[\u0900-\u097F]+)*)/u;

/** Splits text into runs by script, so each run is set in a face that has its glyphs. */
export function scriptRuns(text: string): { text: string; deva: boolean }[] {
  return text
    .split(DEVA_RUN)
    .filter((part) => part.length > 0)
    .map((part) => ({ text: part, deva: /[\u0900-\u097F]/u.test(part) }));
}

export type WriteOptions = { size: number; bold?: boolean; color?: string; gap?: number };

/** Writes a line of mixed-script text at the cursor. */
export function write(doc: PDFKit.PDFDocument, text: string, opts: WriteOptions) {
  const runs = scriptRuns(text);
  doc.fontSize(opts.size).fillColor(opts.color ?? INK);
  runs.forEach((run, i) => {
    const face = run.deva ? (opts.bold ? 'devaBold' : 'deva') : opts.bold ? 'latinBold' : 'latin';
    doc.font(face).text(run.text, { continued: i < runs.length - 1, lineGap: 2 });
  });
  if (opts.gap) doc.moveDown(opts.gap);
}

/** A full-width line in the brand colour under the cursor. */
export function rule(doc: PDFKit.PDFDocument) {
  const width = doc.page.width - 2 * MARGIN;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor(PRIMARY)
    .lineWidth(1.5)
    .stroke();
  doc.moveDown(0.8);
}

/** An A4 document with the fonts registered; `done` resolves with its bytes after doc.end(). */
export async function a4Document(info: { Title: string; Author: string }) {
  // loaded on the first document, not at start: pdfkit and its fonts code take 0.3 s to load
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 48, bottom: 48, left: MARGIN, right: MARGIN },
    info: { ...info, Creator: 'Kaamkaj' },
  });
  for (const [name, file] of Object.entries(FACES)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** The content-disposition of a download named `fileName` (ASCII fallback and UTF-8). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
