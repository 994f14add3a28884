import type { JobInterestsBody } from '@kaamkaj/domain';
import type { z } from 'zod';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';

export type InterestsInput = z.input<typeof JobInterestsBody>;

export const loadInterestsSchema = () =>
  import('./interests-schema').then((module) => module.JobInterestsBody);

/** zodResolver(JobInterestsBody), with the schema loaded on the first check. */
export const interestsResolver = lazyResolver<InterestsInput, JobInterestsBody>(
  loadInterestsSchema,
);
