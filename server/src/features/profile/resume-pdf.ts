import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

const FONTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets/fonts');
const FACES = {
  latin: path.join(FONTS, 'NotoSans-Regular.ttf'),
  latinBold: path.join(FONTS, 'NotoSans-Bold.ttf'),
  deva: path.join(FONTS, 'NotoSansDevanagari-Regular.ttf'),
  devaBold: path.join(FONTS, 'NotoSansDevanagari-Bold.ttf'),
} as const;
const PRIMARY = '#0678C1';
const INK = '#1f2937';
const MUTED = '#6b7280';

/** What the resume shows, already in display text (labels resolved by the caller). */
export type ResumeModel = {
  name: string;
  headline: string;
  contact: string;
  location: string;
  sections: { title: string; lines: string[] }[];
  footer: string;
};

// A Devanagari run: the letters and marks, with the spaces and punctuation between them.
const DEVA_RUN = /([\u0900-\u097F\u1CD0-\u1CFF\uA8E0-\uA8FF]+(?:[\s,.\-/()]+[\u0900-\u097F]+)*)/u;

/** Splits text into runs by script, so each run is set in a face that has its glyphs. */
export function scriptRuns(text: string): { text: string; deva: boolean }[] {
  return text
    .split(DEVA_RUN)
    .filter((part) => part.length > 0)
    .map((part) => ({ text: part, deva: /[\u0900-\u097F]/u.test(part) }));
}

function write(
  doc: PDFKit.PDFDocument,
  text: string,
  opts: { size: number; bold?: boolean; color?: string; gap?: number },
) {
  const runs = scriptRuns(text);
  doc.fontSize(opts.size).fillColor(opts.color ?? INK);
  runs.forEach((run, i) => {
    const face = run.deva ? (opts.bold ? 'devaBold' : 'deva') : opts.bold ? 'latinBold' : 'latin';
    doc.font(face).text(run.text, { continued: i < runs.length - 1, lineGap: 2 });
  });
  if (opts.gap) doc.moveDown(opts.gap);
}

/** An A4 resume (spec 000 §4, §9) as a PDF buffer. */
export function renderResumePdf(model: ResumeModel): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 48, bottom: 48, left: 56, right: 56 },
    info: { Title: `${model.name} - Resume`, Author: model.name, Creator: 'Kaamkaj' },
  });
  for (const [name, file] of Object.entries(FACES)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  write(doc, model.name, { size: 24, bold: true, color: PRIMARY });
  write(doc, model.headline, { size: 12, color: MUTED, gap: 0.3 });
  write(doc, model.contact, { size: 11 });
  write(doc, model.location, { size: 11, gap: 0.6 });
  const width = doc.page.width - 112;
  doc
    .moveTo(56, doc.y)
    .lineTo(56 + width, doc.y)
    .strokeColor(PRIMARY)
    .lineWidth(1.5)
    .stroke();
  doc.moveDown(0.8);

  for (const section of model.sections) {
    if (section.lines.length === 0) continue;
    write(doc, section.title, { size: 13, bold: true, color: PRIMARY, gap: 0.2 });
    for (const line of section.lines) write(doc, line, { size: 11 });
    doc.moveDown(0.7);
  }
  doc.moveDown(1);
  write(doc, model.footer, { size: 9, color: MUTED });
  doc.end();
  return done;
}
