import type { SeekerUser } from '../../../lib/api/user';
import { MAX_INTERESTS } from '../interests/limits';

// The sections of My Profile in the order of spec 000 §2.9 (the video resume has its own card).
export const SECTIONS = [
  'about_me',
  'job_intrested',
  'experience',
  'skills',
  'education',
  'technical_cert',
  'contact',
  'gender',
  'dob',
  'age',
  'language_known',
  'speak_english',
  'address_current',
  'address_work',
  'address_home',
  'salary',
  'job_type',
  'job_timings',
] as const;
export type SectionKey = (typeof SECTIONS)[number];

/** My Profile (pencils and modals) or the full edit page (/user/editProfile). */
export type ProfilePage = 'profile' | 'edit';

// spec 000 §6: fixed after onboarding, shown read only. Gender left this list with issue 14
// item 10: §2.9 and §6 call it read only, but a wrong tap at onboarding must be fixable.
const READ_ONLY: readonly SectionKey[] = ['experience', 'address_home'];
const GRADUATE_OTHER = 3;

type PencilInput = Pick<SeekerUser, 'contact' | 'qualification' | 'job_intrested' | 'dob'>;

/**
 * The pencil rules of spec 000 §2.9: job interests while fewer than 3 exist, the mobile number
 * only while there is none, education only for the "Other" qualification (the full edit page
 * offers it always), skills once there is a job interest to attach them to; the age band only
 * while no birth date sets it (issue 14 item 10).
 */
export function canEdit(section: SectionKey, user: PencilInput, page: ProfilePage): boolean {
  if (READ_ONLY.includes(section)) return false;
  switch (section) {
    case 'job_intrested':
      return user.job_intrested.length < MAX_INTERESTS;
    case 'contact':
      return !user.contact;
    case 'education':
      return page === 'edit' || user.qualification === GRADUATE_OTHER;
    case 'skills':
      return user.job_intrested.length > 0;
    case 'age':
      return !user.dob;
    default:
      return true;
  }
}
