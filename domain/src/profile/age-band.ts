// issue 14 item 10: the age band (spec 000 §3.3 AGE_BAND) follows the birth date when one is
// given, so the two can never contradict each other. Web and server both use this.
// ageBandOf (the band of an age in years, spec 001 §3) lives with the employer's search for now.
import { type AgeBand, ageBandOf } from '../pipeline/search';
import { ageInIndia } from './profile.fields';

/** The AGE_BAND code of a YYYY-MM-DD birth date on India's date of `now`; null under 18. */
export function ageBandFromDob(dob: string, now: Date = new Date()): AgeBand | null {
  const age = ageInIndia(dob, now);
  return Number.isNaN(age) ? null : ageBandOf(age);
}
