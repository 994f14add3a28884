import {
  ageBandFromDob,
  type BasicDetailBody,
  type JobInterestsBody,
  messageText,
  type ProfileUpdateBody,
} from '@kaamkaj/domain';
import type { seekerProfiles } from '../../platform/db/schema';
import { badRequest } from '../../platform/errors';

type ProfileRow = typeof seekerProfiles.$inferSelect;

/**
 * The profile's columns a section's save sets (spec 000 §2.9), from its fields and the profile on
 * record, with the rules that compare them: saved job interests stay, the age band follows a
 * stored birth date. The uploads' files and the user's own fields are the service's.
 */
export function profileChanges(
  fields: Omit<ProfileUpdateBody, '_id' | 'name' | 'lang' | 'opt_in'>,
  profile: ProfileRow | null,
): Partial<typeof seekerProfiles.$inferInsert> {
  const set: Partial<typeof seekerProfiles.$inferInsert> = {};
  if (fields.job_intrested !== undefined) {
    checkLockedInterests(profile, fields.job_intrested);
    set.jobIntrested = fields.job_intrested;
  }
  if (fields.job_other !== undefined) set.jobOther = fields.job_other || null;
  if (fields.about_me !== undefined) set.aboutMe = [...new Set(fields.about_me.map(String))];
  if (fields.educational_info !== undefined) set.educationalInfo = fields.educational_info;
  if (fields.qualification !== undefined) {
    set.qualification = fields.qualification;
    set.qualificationOther =
      fields.qualification === 3 ? fields.qualification_other?.trim() || null : null;
  }
  if (fields.technical_cert !== undefined)
    set.technicalCert = fields.technical_cert.map(techCertRow);
  if (fields.gender !== undefined) set.gender = fields.gender;
  if (fields.dob !== undefined) {
    set.dob = fields.dob;
    // issue 14 item 10: the band is derived from the birth date, never sent separately
    set.ageBand = ageBandFromDob(fields.dob) ?? profile?.ageBand ?? null;
  } else if (fields.age !== undefined) {
    set.ageBand = ageWithoutDob(profile, fields.age);
  }
  if (fields.language_known !== undefined) {
    set.languageKnown = [...new Set(fields.language_known.map(String))];
    set.languageOther = set.languageKnown.includes('other')
      ? fields.language_other?.trim() || null
      : null;
  }
  if (fields.speak_english !== undefined) set.speakEnglish = fields.speak_english;
  if (fields.address_current !== undefined) set.addressCurrent = fields.address_current;
  if (fields.address_work !== undefined) set.addressWork = fields.address_work;
  if (fields.salary_from !== undefined && fields.salary_to !== undefined) {
    set.salaryFrom = fields.salary_from;
    set.salaryTo = fields.salary_to;
  }
  if (fields.job_type !== undefined) set.jobType = fields.job_type;
  if (fields.job_timings !== undefined) set.jobTimings = fields.job_timings;
  return set;
}

// spec 000 §2.6: saved job interests are locked; only new ones may be added.
function checkLockedInterests(profile: ProfileRow | null, next: JobInterestsBody['job_intrested']) {
  const kept = new Set(next.map((j) => j.job_category));
  const removed = (profile?.jobIntrested ?? []).find((j) => !kept.has(j.job_category));
  if (removed) {
    throw badRequest('JOB_INTEREST_LOCKED', 'Saved job interests cannot be removed', {
      job_intrested: 'Saved job interests cannot be removed',
    });
  }
}

/**
 * issue 14 item 10: the band alone is saved only while no birth date is stored; with one, only
 * the band the date gives is accepted (a no-op), so a stale form cannot contradict the date.
 */
function ageWithoutDob(profile: ProfileRow | null, age: number): number {
  const fromDob = profile?.dob ? ageBandFromDob(profile.dob) : null;
  if (fromDob !== null && fromDob !== age) {
    const text = messageText('ageFollowsDob');
    throw badRequest('AGE_FOLLOWS_DOB', text, { age: text });
  }
  return fromDob ?? age;
}

export function techCertRow(entry: BasicDetailBody['technical_cert']): Record<string, string> {
  const row: Record<string, string> = { cert: String(entry.cert) };
  if (entry.branch) row.branch = entry.branch;
  if (entry.cert === 'other' && entry.cert_other) row.cert_other = entry.cert_other.trim();
  if (entry.branch_other?.trim()) row.branch_other = entry.branch_other.trim();
  return row;
}
