import type { JobFilter } from '@kaamkaj/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The filter form as typed: lists of ids, and '' for "any" in the single choices. */
export type FilterValues = {
  district: string[];
  category: string[];
  skills: string[];
  salary_from: string;
  salary_to: string;
  educational_qualification: string;
  gender: string;
  experience: string;
  job_type: string;
  job_timings: string;
  job_posted_time: string;
};

export type FilterField = keyof FilterValues;

export const EMPTY_FILTER: FilterValues = {
  district: [],
  category: [],
  skills: [],
  salary_from: '',
  salary_to: '',
  educational_qualification: '',
  gender: '',
  experience: '',
  job_type: '',
  job_timings: '',
  job_posted_time: '',
};

const CODE_FIELDS = [
  'educational_qualification',
  'gender',
  'experience',
  'job_type',
  'job_timings',
  'job_posted_time',
] as const;

/** The body the domain JobFilterBody checks: codes as numbers, blanks left out. */
export function toFilterBody(values: FilterValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    district: values.district,
    category: values.category,
    skills: values.skills,
  };
  if (values.salary_from.trim()) body.salary_from = values.salary_from.trim();
  if (values.salary_to.trim()) body.salary_to = values.salary_to.trim();
  for (const field of CODE_FIELDS) {
    if (values[field] !== '') body[field] = Number(values[field]);
  }
  return body;
}

/** How many filters are set (the Filter button shows it). */
export function activeFilters(values: FilterValues): number {
  return (Object.keys(EMPTY_FILTER) as FilterField[]).filter((field) => {
    const value = values[field];
    return Array.isArray(value) ? value.length > 0 : value.trim() !== '';
  }).length;
}

type Schema = {
  safeParse: (
    input: unknown,
  ) =>
    | { success: true; data: JobFilter }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
};

const loadSchema = (): Promise<Schema> => import('./filter-schema').then((m) => m.JobFilterBody);

/** Starts loading the schema early (the filter button calls it). */
export const preloadFilterSchema = () => void loadSchema();

/**
 * spec 000 §5 "Job filter", the same rules as the server: the domain JobFilterBody checks the
 * body; its message keys go under the fields (shown as validation.<key>).
 */
export const filterResolver: Resolver<FilterValues, unknown, JobFilter> = async (values) => {
  const schema = await loadSchema();
  const result = schema.safeParse(toFilterBody(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<FilterValues> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as FilterField;
    errors[field] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};
