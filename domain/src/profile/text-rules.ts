// Rules of a profile's short texts that the web checks as they are added, without zod (the
// section forms load their schema when sent: issue 16 item 1). The schemas in profile.fields.ts
// use the same patterns; text-rules.test.ts holds the two to the same answers.

/** Letters of any script (with their marks) and spaces. */
export const LETTERS = /^[\p{L}\p{M} ]+$/u;

export const SKILL_MAX = 30;

/**
 * spec 000 §5: a skill the seeker types (required, at most 30, letters and spaces), trimmed;
 * or the message key `SkillText` gives for it.
 */
export function skillText(
  text: string,
): { skill: string } | { error: 'required' | 'skillInvalid' } {
  const skill = text.trim();
  if (skill === '') return { error: 'required' };
  if (skill.length > SKILL_MAX || !LETTERS.test(skill)) return { error: 'skillInvalid' };
  return { skill };
}
