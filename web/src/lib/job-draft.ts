import type { JobPostBody } from '@kaamkaj/domain';

// Issue 12: a post refused for the plan's limit is kept for the tab's life, so the employer who
// buys a plan comes back to the form as they left it (the logo file is chosen again). The post
// form writes it; the plan page asks whether one waits, to know where to go after paying.
const KEY = 'kaamkaj_job_draft';

export function readJobDraft(): Partial<JobPostBody> | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Partial<JobPostBody>) : null;
  } catch {
    return null;
  }
}

export const hasJobDraft = () => readJobDraft() !== null;

export function saveJobDraft(values: Partial<JobPostBody>) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(values));
  } catch {
    // storage full or blocked: the form is still reset as spec 001 §4 says
  }
}

export function clearJobDraft() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
