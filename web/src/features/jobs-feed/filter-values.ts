import type { JobFilter } from '@kaamkaj/domain';
import {
  countActive,
  type FilterSchema,
  filterBody,
  schemaResolver,
} from '../../components/filter/filter-values';

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

const BODY_FIELDS = {
  lists: ['district', 'category', 'skills'],
  codes: [
    'educational_qualification',
    'gender',
    'experience',
    'job_type',
    'job_timings',
    'job_posted_time',
  ],
} as const;

/** The body the domain JobFilterBody checks: codes as numbers, blanks left out. */
export const toFilterBody = (values: FilterValues) => filterBody(values, BODY_FIELDS);

/** How many filters are set (the Filter button shows it). */
export const activeFilters = (values: FilterValues): number =>
  countActive(values, Object.keys(EMPTY_FILTER) as FilterField[]);

const loadSchema = (): Promise<FilterSchema<JobFilter>> =>
  import('./filter-schema').then((m) => m.JobFilterBody);

/** Starts loading the schema early (the filter button calls it). */
export const preloadFilterSchema = () => void loadSchema();

/** spec 000 §5 "Job filter", the same rules as the server (domain JobFilterBody). */
export const filterResolver = schemaResolver(loadSchema, toFilterBody);
