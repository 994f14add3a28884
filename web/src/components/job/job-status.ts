import { APPLICATION_STATUS, type ApplicationStatus, label } from '@kaamkaj/domain';
import type { TFunction } from 'i18next';
import type { Lang } from '../../lib/i18n';
import { JOB_NS } from './job-i18n';

/** An application status in the seeker's words: Selected shows as "Interview Scheduled" (spec 000 §4). */
export function applicationStatusText(status: ApplicationStatus, lang: Lang, t: TFunction): string {
  if (status === 'Selected') return t('status.Selected', { ns: JOB_NS });
  return label(APPLICATION_STATUS, status, lang);
}
