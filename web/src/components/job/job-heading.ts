import type { Lang } from '@kaamkaj/domain';

type Titled = { job_title: string; category_name: { en: string; hi: string } | null };

/**
 * What a job card leads with (issue 14): in Hindi the category's Hindi name, which a seeker who
 * reads little knows at a glance, then the employer's own title unless it says the same; in
 * English the employer's title alone.
 */
export function jobHeading(job: Titled, lang: Lang): { lead: string; follow: string | null } {
  const lead = lang === 'hi' && job.category_name ? job.category_name.hi : job.job_title;
  const same =
    lead === job.job_title ||
    job.job_title.trim().toLowerCase() === job.category_name?.en.trim().toLowerCase();
  return { lead, follow: same ? null : job.job_title };
}

/**
 * The job named in a sentence (the Apply's confirmation, its toast, a share): the employer's own
 * title where it says more than the category, else the card's lead. A Hindi reader whose card
 * says "ड्राइवर" was asked to confirm "Driver".
 */
export function jobName(job: Titled, lang: Lang): string {
  const { lead, follow } = jobHeading(job, lang);
  return follow ?? lead;
}
