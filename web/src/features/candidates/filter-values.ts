import type { CandidateFilter } from '@kaamkaj/domain';
import {
  countActive,
  type FilterSchema,
  filterBody,
  schemaResolver,
} from '../../components/filter/filter-values';

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
  const body = filterBody(values, { lists: ['address_current', 'skills'], codes: CODE_FIELDS });
  // spec 001 §9 "Completed-profile filter: 100%": sent only when asked for
  if (values.profile_completed_status) body.profile_completed_status = true;
  if (values.job_intrested) body.job_intrested = values.job_intrested;
  return body;
}

/** How many filters are set, the category aside (it has its own chooser). */
export const activeCandidateFilters = (values: CandidateFilterValues): number =>
  countActive(
    values,
    (Object.keys(EMPTY_CANDIDATE_FILTER) as CandidateFilterField[]).filter(
      (field) => field !== 'job_intrested',
    ),
  );

const loadSchema = (): Promise<FilterSchema<CandidateFilter>> =>
  import('./filter-schema').then(
    (m) => m.CandidateFilter as unknown as FilterSchema<CandidateFilter>,
  );

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
 * spec 001 §3 "Job-seeker search filter", §5: the same rules as the server (domain
 * CandidateFilter).
 */
export const candidateFilterResolver = schemaResolver(loadSchema, toCandidateFilter);
