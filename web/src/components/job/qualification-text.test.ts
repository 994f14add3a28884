import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { JOB_NS } from './job-i18n';
import { qualificationText } from './qualification-text';

describe("a job's minimum qualification", () => {
  const en = i18n.getFixedT('en', JOB_NS);
  const hi = i18n.getFixedT('hi', JOB_NS);

  it('reads "or above" in both languages', () => {
    expect(qualificationText(1, en, 'en')).toBe('10th Pass or above');
    expect(qualificationText(2, en, 'en')).toBe('12th Pass or above');
    expect(qualificationText(1, hi, 'hi')).toBe('10वीं पास या उससे ऊपर');
  });

  it('keeps the lowest and the highest level as they are', () => {
    expect(qualificationText(0, en, 'en')).toBe('Below 10th');
    expect(qualificationText(3, en, 'en')).toBe('Graduate and above');
    expect(qualificationText(3, hi, 'hi')).toBe('स्नातक और उससे ऊपर');
  });

  it('says any qualification when the job asks for none, with a t of another namespace', () => {
    expect(qualificationText(null, en, 'en')).toBe('Any qualification');
    expect(qualificationText(undefined, hi, 'hi')).toBe('कोई भी योग्यता');
    expect(qualificationText(null, i18n.getFixedT('en'), 'en')).toBe('Any qualification');
  });
});
