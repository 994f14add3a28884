import { describe, expect, it } from 'vitest';
import { SkillText } from './profile.fields';
import { skillText } from './text-rules';

describe('skillText (spec 000 §5), the zod-free SkillText', () => {
  it.each([
    ['Welding', { skill: 'Welding' }],
    ['  Forklift driving  ', { skill: 'Forklift driving' }],
    ['वेल्डिंग', { skill: 'वेल्डिंग' }], // Devanagari with its vowel signs (marks)
    ['', { error: 'required' }],
    ['   ', { error: 'required' }],
    ['C++', { error: 'skillInvalid' }],
    ['Driver 2', { error: 'skillInvalid' }],
    ['a'.repeat(30), { skill: 'a'.repeat(30) }],
    ['a'.repeat(31), { error: 'skillInvalid' }],
  ])('"%s" gives %o, as SkillText does', (text, expected) => {
    expect(skillText(text)).toEqual(expected);
    const parsed = SkillText.safeParse(text);
    expect(
      parsed.success ? { skill: parsed.data } : { error: parsed.error.issues[0]?.message },
    ).toEqual(expected);
  });
});
