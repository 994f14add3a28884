// The built-in job categories and their skills (spec 000 §3.6: "about 35 built-in category
// names"), seeded into the job_categories table and matched against what the server returns.

import type { JobCategory, JobSkill } from './categories.types';
import { OFFICE_CATEGORIES } from './categories-office';
import { SERVICE_CATEGORIES } from './categories-services';
import { TRADE_CATEGORIES } from './categories-trades';
import type { Lang } from './labels';
import { foldForSearch } from './search-text';

export type { JobCategory, JobSkill } from './categories.types';

export const JOB_CATEGORIES: readonly JobCategory[] = [
  ...SERVICE_CATEGORIES,
  ...TRADE_CATEGORIES,
  ...OFFICE_CATEGORIES,
];

const CATEGORY_BY_ID = new Map(JOB_CATEGORIES.map((category) => [category.id, category]));

export function categoryById(id: string): JobCategory | undefined {
  return CATEGORY_BY_ID.get(id);
}

/** The category whose English or Hindi name is `name`, ignoring case, spaces and marks. */
export function categoryByName(name: string): JobCategory | undefined {
  const folded = foldForSearch(name);
  if (folded === '') return undefined;
  return JOB_CATEGORIES.find(
    (category) => foldForSearch(category.en) === folded || foldForSearch(category.hi) === folded,
  );
}

/** The category's name; an unknown value (a seeker's own "other" job) is shown as it is. */
export function categoryLabel(id: string, lang: Lang): string {
  return categoryById(id)?.[lang] ?? id;
}

export function skillById(categoryId: string, skillId: string): JobSkill | undefined {
  return categoryById(categoryId)?.skills.find((skill) => skill.id === skillId);
}

/** The skill's name; a custom skill typed under "Other" (spec 001 §5) is shown as it is. */
export function skillLabel(categoryId: string, skillId: string, lang: Lang): string {
  return skillById(categoryId, skillId)?.[lang] ?? skillId;
}
