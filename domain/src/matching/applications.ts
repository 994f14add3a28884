// Application status of a job for a seeker (spec 000 §3.4, §4; DESIGN.md §4 dashboard tabs).
// No zod here: the feed's answer buttons read these (issue 16 item 4); the body is in
// application.schemas.ts.
import type { APPLICATION_STATUS } from '../reference/codes-jobs';

export type ApplicationStatus = keyof typeof APPLICATION_STATUS;

export const APPLICATION_STATUSES = [
  'Applied',
  'Saved',
  'Visited',
  'Shortlisted',
  'Selected',
  'Rejected',
  'Hired',
] as const satisfies readonly ApplicationStatus[];

/** What a seeker may answer: Apply Now (Applied), Apply Later (Saved), Not Apply (Visited). */
export const SEEKER_RESPONSES = ['Applied', 'Saved', 'Visited'] as const;
export type SeekerResponse = (typeof SEEKER_RESPONSES)[number];

/** Set by the employer side (spec 000 §4); a seeker cannot move a job away from these. */
export const EMPLOYER_STATUSES = ['Shortlisted', 'Selected', 'Rejected', 'Hired'] as const;

/** Statuses counted as applicants of a job: Applied and every employer-set status. */
export const APPLIED_OR_LATER = ['Applied', ...EMPLOYER_STATUSES] as const;

/** Shortlisted reveals the employer's contact when the job allows it (spec 000 §4, §6). */
export const CONTACT_STATUSES = ['Shortlisted'] as const;

/**
 * The seeker's transitions (spec 000 §4): from no response to any of the three; from Saved to
 * Applied or Visited. Applied, Visited and the employer-set statuses are final for the seeker.
 */
export const SEEKER_TRANSITIONS: Record<'none' | ApplicationStatus, readonly SeekerResponse[]> = {
  none: SEEKER_RESPONSES,
  Saved: ['Applied', 'Visited'],
  Applied: [],
  Visited: [],
  Shortlisted: [],
  Selected: [],
  Rejected: [],
  Hired: [],
};

export type RespondOutcome = 'change' | 'same' | 'refused';

/**
 * Whether a seeker's answer `next` is allowed on a job whose current status is `current` (null:
 * no response yet). Repeating the current answer is allowed and changes nothing ('same'), so a
 * double tap is harmless.
 */
export function respondOutcome(current: string | null, next: SeekerResponse): RespondOutcome {
  if (current === next) return 'same';
  const from = (current ?? 'none') as keyof typeof SEEKER_TRANSITIONS;
  return SEEKER_TRANSITIONS[from]?.includes(next) ? 'change' : 'refused';
}

export function canRespond(current: string | null, next: SeekerResponse): boolean {
  return respondOutcome(current, next) !== 'refused';
}

/** The stored statuses a seeker may move away from to reach `next`. */
export function statusesLeadingTo(next: SeekerResponse): ApplicationStatus[] {
  return (Object.keys(SEEKER_TRANSITIONS) as (keyof typeof SEEKER_TRANSITIONS)[]).filter(
    (s): s is ApplicationStatus => s !== 'none' && SEEKER_TRANSITIONS[s].includes(next),
  );
}

/**
 * Seeker dashboard tabs in order (spec 000 §2.8; DESIGN.md §4), indexes 0-4 as the notification
 * targets use them. Hired shows under Shortlisted (JOB_HIRED opens tab 3, spec 000 §4).
 */
export const SEEKER_DASHBOARD_TABS = [
  { key: 'applied', statuses: ['Applied'] },
  { key: 'saved', statuses: ['Saved'] },
  { key: 'interview', statuses: ['Selected'] },
  { key: 'shortlisted', statuses: ['Shortlisted', 'Hired'] },
  { key: 'notShortlisted', statuses: ['Rejected'] },
] as const satisfies readonly { key: string; statuses: readonly ApplicationStatus[] }[];

/** The dashboard tab (0-4) of an application status; Visited is on no tab (-1). */
export function dashboardTabOf(status: string): number {
  return SEEKER_DASHBOARD_TABS.findIndex((t) => (t.statuses as readonly string[]).includes(status));
}
