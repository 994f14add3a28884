// The employer's side of an application (spec 001 §2 "Applicant card", §4 "Applicant status per
// job"; DESIGN.md §4 applicant tabs). One table of allowed edges, read by the server (which
// enforces it) and by the web app (which only offers what the table allows).
import type { ApplicationStatus } from '../matching/applications';

/** The status actions of spec 001 §4, by the words the screens use. */
export const EMPLOYER_ACTIONS = [
  'shortlist',
  'shortlistAgain',
  'notShortlist',
  'reject',
  'hired',
  'joined',
  'notJoined',
] as const;
export type EmployerAction = (typeof EMPLOYER_ACTIONS)[number];

/**
 * What became of a hired applicant, recorded by the employer (spec 001 §4 "Joined", "Not
 * Joined"; issue 14 item 16). The status stays Hired: joining is a fact about the hire, kept
 * beside it, and either answer can be corrected to the other.
 */
export const JOINING = ['Joined', 'NotJoined'] as const;
export type Joining = (typeof JOINING)[number];

const JOINING_OF = { joined: 'Joined', notJoined: 'NotJoined' } as const satisfies Partial<
  Record<EmployerAction, Joining>
>;
export type JoiningAction = keyof typeof JOINING_OF;

export function isJoiningAction(action: EmployerAction): action is JoiningAction {
  return action in JOINING_OF;
}

/** The joining a Joined or Not Joined action records. */
export function joiningOf(action: JoiningAction): Joining {
  return JOINING_OF[action];
}

/**
 * spec 001 §4:
 * - Applied to Rejected (Not Shortlist) or Shortlisted (Shortlist);
 * - Rejected to Shortlisted (Shortlist Again);
 * - Shortlisted to Rejected (Not Shortlist);
 * - Selected to Rejected (Reject) or Hired.
 * Shortlisted to Selected is the interview (see interviews.ts), never a plain status change.
 */
export const APPLICANT_TRANSITIONS: Record<
  EmployerAction,
  { from: readonly ApplicationStatus[]; to: ApplicationStatus }
> = {
  shortlist: { from: ['Applied'], to: 'Shortlisted' },
  shortlistAgain: { from: ['Rejected'], to: 'Shortlisted' },
  notShortlist: { from: ['Applied', 'Shortlisted'], to: 'Rejected' },
  reject: { from: ['Selected'], to: 'Rejected' },
  hired: { from: ['Selected'], to: 'Hired' },
  // the status stays Hired; the joining is recorded beside it (JOINING)
  joined: { from: ['Hired'], to: 'Hired' },
  notJoined: { from: ['Hired'], to: 'Hired' },
};

/** The status an action leads to from `current`, or null when the edge is not in the table. */
export function applicantTransition(
  current: string,
  action: EmployerAction,
): ApplicationStatus | null {
  const edge = APPLICANT_TRANSITIONS[action];
  return (edge.from as readonly string[]).includes(current) ? edge.to : null;
}

/**
 * Whether the applicant is already where `action` leads: the same tap made again because its
 * first answer was lost on a weak signal (or made on another phone). The server answers it as
 * done, changing and telling no one, instead of refusing an action the employer sees as taken.
 */
export function applicantActionDone(
  status: string,
  joining: Joining | null,
  action: EmployerAction,
): boolean {
  if (isJoiningAction(action)) return status === 'Hired' && joining === joiningOf(action);
  return APPLICANT_TRANSITIONS[action].to === status;
}

/**
 * The actions offered on an applicant in `status`, in the table's order; on a hired applicant
 * whose joining is recorded, only the other answer (a correction).
 */
export function applicantActions(status: string, joining: Joining | null = null): EmployerAction[] {
  return EMPLOYER_ACTIONS.filter(
    (a) =>
      applicantTransition(status, a) !== null && !(isJoiningAction(a) && joiningOf(a) === joining),
  );
}

/**
 * Card menu of spec 001 §2: Schedule Interview only for statuses other than Selected, Applied,
 * Rejected, Hired (of an applicant that leaves Shortlisted); Reschedule Interview only for
 * statuses other than Hired, Applied, Shortlisted, Rejected (that leaves Selected).
 */
export function canScheduleInterview(status: string): boolean {
  return status === 'Shortlisted';
}
export function canRescheduleInterview(status: string): boolean {
  return status === 'Selected';
}

/**
 * Back from the profile of an Applied or Rejected applicant asks "Do you want to shortlist the
 * applicant?" (spec 001 §4); Yes shortlists (Applied) or shortlists again (Rejected).
 */
export function backDialogAction(status: string): EmployerAction | null {
  if (status === 'Applied') return 'shortlist';
  if (status === 'Rejected') return 'shortlistAgain';
  return null;
}

/**
 * Applicant tabs in order (DESIGN.md §4): Applied, Shortlisted, Interview Scheduled (Selected),
 * Rejected; the fifth tab is the job's details. Hired applicants stay on the interview tab, where
 * their chip says Hired.
 */
export const APPLICANT_TABS = [
  { key: 'applied', statuses: ['Applied'] },
  { key: 'shortlisted', statuses: ['Shortlisted'] },
  { key: 'interview', statuses: ['Selected', 'Hired'] },
  { key: 'rejected', statuses: ['Rejected'] },
] as const satisfies readonly { key: string; statuses: readonly ApplicationStatus[] }[];
export type ApplicantTabKey = (typeof APPLICANT_TABS)[number]['key'];

/** The tab an applicant of this status is listed on (none for Saved or Visited). */
export function applicantTabOf(status: ApplicationStatus): ApplicantTabKey | undefined {
  return APPLICANT_TABS.find((tab) => (tab.statuses as readonly string[]).includes(status))?.key;
}

/** Statuses whose seeker's contact the employer may see (spec 001 §4; DESIGN.md §6). */
export const SEEKER_CONTACT_STATUSES = ['Shortlisted'] as const;
export function seekerContactReleased(status: string): boolean {
  return (SEEKER_CONTACT_STATUSES as readonly string[]).includes(status);
}

/** The masked contact of an applicant card (spec 001 §2). */
export const MASKED_CONTACT = 'xxx-xxx-xxxx';
