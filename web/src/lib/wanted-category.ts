// issue 14 item 11: a category tapped on the landing page is remembered for this visit (the tab's
// session storage, so it does not follow the phone around), then preselected in the job
// interests at onboarding or applied as the feed's filter for a seeker who has onboarded.
const KEY = 'kaamkaj_wanted_category';

/**
 * The landing's ways in (spec 000 §2.3 #jobexplorer): real job categories (a test holds them to
 * the domain's table), listed here so that neither page loads the whole table (issue 16 item 1).
 */
export const WAYS_IN = [
  'driver',
  'delivery',
  'security-guard',
  'helper',
  'electrician',
  'plumber',
  'cook',
  'housekeeping',
  'sales',
  'telecaller',
  'warehouse',
  'mechanic',
] as const;

export function rememberWantedCategory(id: string) {
  try {
    sessionStorage.setItem(KEY, id);
  } catch {
    // private mode without storage: the seeker chooses again, nothing else is lost
  }
}

/** The category chosen on the landing page, if it is one of its ways in. */
export function wantedCategory(): string | null {
  try {
    const id = sessionStorage.getItem(KEY);
    return id && (WAYS_IN as readonly string[]).includes(id) ? id : null;
  } catch {
    return null;
  }
}

export function forgetWantedCategory() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
