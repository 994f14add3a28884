import { a4Document, MUTED, PRIMARY, rule, write } from '../../platform/pdf';

export { scriptRuns } from '../../platform/pdf';

/** What the resume shows, already in display text (labels resolved by the caller). */
export type ResumeModel = {
  name: string;
  headline: string;
  contact: string;
  location: string;
  sections: { title: string; lines: string[] }[];
  footer: string;
};

/** An A4 resume (spec 000 §4, §9) as a PDF buffer. */
export async function renderResumePdf(model: ResumeModel): Promise<Buffer> {
  const { doc, done } = await a4Document({ Title: `${model.name} - Resume`, Author: model.name });
  write(doc, model.name, { size: 24, bold: true, color: PRIMARY });
  write(doc, model.headline, { size: 12, color: MUTED, gap: 0.3 });
  write(doc, model.contact, { size: 11 });
  write(doc, model.location, { size: 11, gap: 0.6 });
  rule(doc);

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
