import { describe, expect, it } from 'vitest';
import { extractPdfText, normaliseIndic } from '../../../test/pdf-text';
import { renderResumePdf, scriptRuns } from './resume-pdf';

describe('scriptRuns', () => {
  it('splits Devanagari from Latin so each gets a face with its glyphs', () => {
    expect(scriptRuns('Ravi रवि कुमार, Lucknow')).toEqual([
      { text: 'Ravi ', deva: false },
      { text: 'रवि कुमार', deva: true },
      { text: ', Lucknow', deva: false },
    ]);
  });
});

describe('renderResumePdf', () => {
  it('renders an A4 PDF whose text holds the Hindi and English values', async () => {
    const pdf = await renderResumePdf({
      name: 'रवि कुमार',
      headline: 'Driver, ड्राइवर',
      contact: '+91 9876543210',
      location: 'लखनऊ, Uttar Pradesh',
      sections: [
        { title: 'Skills', lines: ['LMV licence, हिंदी, श्रीवास्तव क्षेत्र'] },
        { title: 'Empty', lines: [] },
      ],
      footer: 'Made with Kaamkaj',
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pageSize } = await extractPdfText(pdf);
    expect(pageSize).toEqual({ width: 595.28, height: 841.89 }); // A4 in points
    const flat = normaliseIndic(text);
    for (const value of [
      'रवि कुमार',
      'ड्राइवर',
      'लखनऊ',
      'हिंदी',
      'श्रीवास्तव',
      'क्षेत्र',
      'Driver',
      'LMV licence',
      '+91 9876543210',
      'Uttar Pradesh',
      'Skills',
    ]) {
      expect(flat).toContain(value.replace(/\s+/gu, ''));
    }
    expect(flat).not.toContain('Empty');
  });
});
