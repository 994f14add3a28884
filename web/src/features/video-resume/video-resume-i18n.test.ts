import { describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n';
import { QUESTIONS } from './questions';
import { LABEL_CYCLE } from './recorder-machine';
import { resources, VIDEO_RESUME_NS } from './video-resume-i18n';

/** "a.b.c" -> text, for every leaf string. */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('video resume texts (Hindi default, English)', () => {
  const en = leaves(resources.en);
  const hi = leaves(resources.hi);

  it('has the same keys and placeholders in both languages, none empty', () => {
    expect([...hi.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect(placeholders(hi.get(key) ?? ''), key).toEqual(placeholders(text));
      expect(text.trim(), key).not.toBe('');
      expect(hi.get(key)?.trim(), key).not.toBe('');
    }
  });

  it('writes Hindi in Devanagari', () => {
    for (const [key, text] of hi) {
      if (key !== 'preview.details') expect(text, key).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('has every question and button label, registered under its namespace', () => {
    const t = (key: string, lng: string) => i18n.t(key, { ns: VIDEO_RESUME_NS, lng });
    for (const { key } of QUESTIONS) expect(en.has(`questions.${key}`)).toBe(true);
    expect(LABEL_CYCLE.map((label) => t(`recorder.${label}`, 'en'))).toEqual([
      'Start',
      'Next',
      'Start',
      'Stop',
    ]);
    expect(LABEL_CYCLE.map((label) => t(`recorder.${label}`, 'hi'))).toEqual([
      'शुरू करें',
      'अगला',
      'शुरू करें',
      'रोकें',
    ]);
  });
});
