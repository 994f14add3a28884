import type { JobInterest } from '@kaamkaj/domain';
import { MAX_INTERESTS, MAX_SKILLS } from './limits';

/** A job interest as a form holds it (skills may be missing until chosen). */
export type InterestValue = { job_category: string; skills?: string[] | undefined };

const skillsOf = (interest: InterestValue) => interest.skills ?? [];

export type TileState = { checked: boolean; disabled: boolean; locked: boolean };

/**
 * spec 000 §2.6 step 2, §5: at most 3 categories, the rest disabled once 3 are chosen; saved
 * categories stay chosen and cannot be removed.
 */
export function tileState(
  id: string,
  chosen: readonly string[],
  locked: readonly string[],
  max: number = MAX_INTERESTS,
): TileState {
  const isLocked = locked.includes(id);
  const checked = isLocked || chosen.includes(id);
  return { checked, locked: isLocked, disabled: isLocked || (!checked && chosen.length >= max) };
}

/** Adds or removes a category; a locked one is never removed, a 4th never added. */
export function toggleInterest(
  interests: readonly InterestValue[],
  id: string,
  on: boolean,
  locked: readonly string[],
): JobInterest[] {
  const list = interests.map((j) => ({ job_category: j.job_category, skills: skillsOf(j) }));
  const has = list.some((j) => j.job_category === id);
  if (on && !has && list.length < MAX_INTERESTS) return [...list, { job_category: id, skills: [] }];
  if (!on && has && !locked.includes(id)) return list.filter((j) => j.job_category !== id);
  return list;
}

/** Sets one category's skills, at most 3 (spec 000 §5 "Skills"). */
export function withSkills(
  interests: readonly InterestValue[],
  id: string,
  skills: readonly string[],
): JobInterest[] {
  return interests.map((j) => ({
    job_category: j.job_category,
    skills: j.job_category === id ? skills.slice(0, MAX_SKILLS) : skillsOf(j),
  }));
}
