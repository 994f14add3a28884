import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { checkBundles, leaves } from '../../lib/i18n/bundle-checks';
import { QUESTIONS } from './questions';
import { LABEL_CYCLE } from './recorder-machine';
import { resources, VIDEO_RESUME_NS } from './video-resume-i18n';

checkBundles('video resume', resources.en, resources.hi, {
  latinAllowed: (key) => key === 'preview.details',
});

describe('video resume texts (Hindi default, English)', () => {
  const en = leaves(resources.en);

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
