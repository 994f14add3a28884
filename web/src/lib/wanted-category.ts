import { categoryById } from '@kaamkaj/domain';

// issue 14 item 11: a category tapped on the landing page is remembered for this visit (the tab's
// session storage, so it does not follow the phone around), then preselected in the job
// interests at onboarding or applied as the feed's filter for a seeker who has onboarded.
const KEY = 'kaamkaj_wanted_category';

export function rememberWantedCategory(id: string) {
  try {
    sessionStorage.setItem(KEY, id);
  } catch {
    // private mode without storage: the seeker chooses again, nothing else is lost
  }
}

/** The category chosen on the landing page, if it is one we know. */
export function wantedCategory(): string | null {
  try {
    const id = sessionStorage.getItem(KEY);
    return id && categoryById(id) ? id : null;
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
