import type { CandidateFilter } from '@kaamkaj/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The filter form as typed: lists of ids, '' for "any" in the single choices. */
export type CandidateFilterValues = {
  address_current: string[];
  skills: string[];
  salary_from: string;
  salary_to: string;
  qualification: string;
  gender: string;
  experience: string;
  age: string;
  speak_english: string;
  profile_completed_status: boolean;
  /** The job interest: a category id, '' for every category (searched as 'all'). */
  job_intrested: string;
};

export type CandidateFilterField = keyof CandidateFilterValues;

export const EMPTY_CANDIDATE_FILTER: CandidateFilterValues = {
  address_current: [],
  skills: [],
  salary_from: '',
  salary_to: '',
  qualification: '',
  gender: '',
  experience: '',
  age: '',
  speak_english: '',
  profile_completed_status: false,
  job_intrested: '',
};

export const CODE_FIELDS = [
  'qualification',
  'gender',
  'experience',
  'age',
  'speak_english',
] as const;

/** The body the domain CandidateFilter checks: codes as numbers, blanks and "off" left out. */
export function toCandidateFilter(values: CandidateFilterValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    address_current: values.address_current,
    skills: values.skills,
  };
  if (values.salary_from.trim()) body.salary_from = values.salary_from.trim();
  if (values.salary_to.trim()) body.salary_to = values.salary_to.trim();
  for (const field of CODE_FIELDS) {
    if (values[field] !== '') body[field] = Number(values[field]);
  }
  // spec 001 §9 "Completed-profile filter: 100%": sent only when asked for
  if (values.profile_completed_status) body.profile_completed_status = true;
  if (values.job_intrested) body.job_intrested = values.job_intrested;
  return body;
}

/** How many filters are set, the category aside (it has its own chooser). */
export function activeCandidateFilters(values: CandidateFilterValues): number {
  return (Object.keys(EMPTY_CANDIDATE_FILTER) as CandidateFilterField[]).filter((field) => {
    if (field === 'job_intrested') return false;
    const value = values[field];
    if (typeof value === 'boolean') return value;
    return Array.isArray(value) ? value.length > 0 : value.trim() !== '';
  }).length;
}

type Schema = {
  safeParse: (
    input: unknown,
  ) =>
    | { success: true; data: CandidateFilter }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
};

const loadSchema = (): Promise<Schema> =>
  import('./filter-schema').then((m) => m.CandidateFilter as unknown as Schema);

/** Starts loading the schema early (the filter button calls it). */
export const preloadCandidateSchema = () => void loadSchema();

/** The checked filter of `values`, or null when they do not pass (the form shows why). */
export async function parseCandidateFilter(
  values: CandidateFilterValues,
): Promise<CandidateFilter | null> {
  const result = (await loadSchema()).safeParse(toCandidateFilter(values));
  return result.success ? result.data : null;
}

/**
 * spec 001 §3 "Job-seeker search filter", §5: the same rules as the server; the domain
 * CandidateFilter checks the body and its message keys go under the fields (validation.<key>).
 */
export const candidateFilterResolver: Resolver<
  CandidateFilterValues,
  unknown,
  CandidateFilter
> = async (values) => {
  const schema = await loadSchema();
  const result = schema.safeParse(toCandidateFilter(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<CandidateFilterValues> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as CandidateFilterField;
    errors[field] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};
