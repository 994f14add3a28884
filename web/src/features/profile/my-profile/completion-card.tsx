import { missingProfileFields, PATHS, RESUME_MIN_COMPLETION } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FileIcon, PencilIcon } from '../../../components/ui/icons';
import type { SeekerUser } from '../../../lib/api/user';
import { useLanguage } from '../../../lib/i18n';
import { useDownloadResume } from '../api/download-resume';
import { PROFILE_NS } from '../profile-i18n';

const HINT_FIELDS = 3;

/**
 * The completion bar with the server's profile_completed_status, what to add next, and
 * Get Resume, enabled at 100 % only (spec 000 §2.9, §4).
 */
export function CompletionCard({ user }: { user: SeekerUser }) {
  const { t } = useTranslation(PROFILE_NS);
  const lang = useLanguage();
  const resume = useDownloadResume(user._id);
  const percent = Math.max(0, Math.min(100, user.profile_completed_status));
  const complete = percent >= RESUME_MIN_COMPLETION;
  const missing = missingProfileFields(user).slice(0, HINT_FIELDS);
  return (
    <section
      aria-labelledby="completion-title"
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="completion-title" className="font-bold text-slate-900">
          {t('completion.title')}
        </h2>
        <span className="text-lg font-bold text-primary">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="completion-title"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full ${complete ? 'bg-green-600' : 'bg-primary'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-slate-600">
        {complete || missing.length === 0
          ? t('completion.done')
          : t('completion.missing', {
              fields: missing.map((f) => t(`fields.completion.${f}`)).join(', '),
            })}
      </p>
      <Button
        block
        disabled={!complete}
        busy={resume.isPending}
        onClick={() => resume.mutate(lang)}
      >
        <FileIcon className="size-5" />
        {t('completion.getResume')}
      </Button>
      {!complete && <p className="text-xs text-slate-500">{t('completion.resumeHint')}</p>}
      <Link
        to={`${PATHS.editProfile}?id=${user._id}`}
        className="inline-flex min-h-12 items-center gap-1.5 font-semibold text-primary underline-offset-2 hover:underline"
      >
        <PencilIcon className="size-4" />
        {t('profile.editAll')}
      </Link>
    </section>
  );
}
