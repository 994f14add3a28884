// spec 000 §9 Reading B (DESIGN.md §4): each field counts when non-empty. The spec says the
// weights total 100 but they add up to 89; we keep their proportions and scale to 100.
export const COMPLETION_WEIGHTS = {
  about_me: 5,
  contact: 5,
  language_known: 4,
  educational_info: 5,
  experience: 5,
  name: 5,
  dob: 5,
  speak_english: 6,
  address_current: 4,
  address_home: 5,
  address_work: 5,
  profile_pic: 3,
  job_intrested: 5,
  skills: 7,
  gender: 5,
  video_resume: 15,
} as const;

export type CompletionField = keyof typeof COMPLETION_WEIGHTS;

export type CompletionInput = {
  about_me?: readonly unknown[] | null;
  contact?: string | null;
  language_known?: readonly unknown[] | null;
  educational_info?: readonly unknown[] | null;
  experience?: number | null;
  name?: string | null;
  dob?: string | null;
  speak_english?: number | null;
  address_current?: string | null;
  address_home?: string | null;
  address_work?: string | null;
  profile_pic?: string | null;
  job_intrested?: readonly { skills?: readonly unknown[] }[] | null;
  video_resume?: string | null;
  gender?: number | null;
};

function filled(input: CompletionInput, field: CompletionField): boolean {
  if (field === 'skills')
    return (input.job_intrested ?? []).some((j) => (j.skills?.length ?? 0) > 0);
  const value = input[field];
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim().length > 0;
  return typeof value === 'number'; // 0 is a real answer (Female, Fresher, "No" English)
}

/** The fields still empty, heaviest first: what the profile screen asks for next. */
export function missingProfileFields(input: CompletionInput): CompletionField[] {
  return (Object.keys(COMPLETION_WEIGHTS) as CompletionField[])
    .filter((field) => !filled(input, field))
    .sort((a, b) => COMPLETION_WEIGHTS[b] - COMPLETION_WEIGHTS[a]);
}

const TOTAL_WEIGHT = Object.values(COMPLETION_WEIGHTS).reduce((a, b) => a + b, 0);

/** profile_completed_status: 0 to 100, rounded down so only a complete profile shows 100. */
export function profileCompletion(input: CompletionInput): number {
  const earned = (Object.keys(COMPLETION_WEIGHTS) as CompletionField[]).reduce(
    (sum, field) => sum + (filled(input, field) ? COMPLETION_WEIGHTS[field] : 0),
    0,
  );
  return Math.floor((earned * 100) / TOTAL_WEIGHT);
}

export const RESUME_MIN_COMPLETION = 100; // spec 000 §4: the resume only at 100 %
