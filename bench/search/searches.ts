// The searches the benchmark sends, one after another.
import { JOB_CATEGORIES } from '@kaamkaj/domain';

const [top, second, third] = JOB_CATEGORIES.map((c) => c.id);
const skillOf = (id: string | undefined) =>
  JOB_CATEGORIES.find((c) => c.id === id)?.skills[0]?.id ?? '';

/** What employers search: a category, a city, experience, gender, skills, or nothing at all. */
export const SEARCHES: { label: string; category: string; filters: Record<string, unknown> }[] = [
  { label: 'top category', category: top ?? 'all', filters: {} },
  { label: 'all, one big city', category: 'all', filters: { address_current: ['dl-new-delhi'] } },
  {
    label: 'category, exp., gender',
    category: second ?? 'all',
    filters: { experience: 2, gender: 1 },
  },
  { label: 'all, no filter', category: 'all', filters: {} },
  {
    label: 'category, 2 cities, skill',
    category: third ?? 'all',
    filters: { address_current: ['mh-pune', 'up-lucknow'], skills: [skillOf(third)] },
  },
  {
    label: 'all, female, complete',
    category: 'all',
    filters: { gender: 0, profile_completed_status: true },
  },
];
