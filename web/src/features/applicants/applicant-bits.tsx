import type { ApplicationStatus, Joining } from '@kaamkaj/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applicationStatusText } from '../../components/job/job-status';
import { DefaultAvatar } from '../../components/ui/default-avatar';
import { useLanguage } from '../../lib/i18n';
import { APPLICANTS_NS } from './applicants-i18n';

const STATUS_COLOURS: Record<string, string> = {
  Applied: 'bg-primary-soft text-primary',
  Shortlisted: 'bg-green-100 text-green-800',
  Selected: 'bg-violet-100 text-violet-900',
  Hired: 'bg-green-600 text-white',
  Rejected: 'bg-slate-100 text-slate-700',
};

/**
 * The applicant's status; Selected reads "Interview Scheduled" (spec 001 §4), and a Hired one
 * carries its Joined / Not Joined once recorded (issue 14 item 16).
 */
export function StatusChip({
  status,
  joining = null,
}: {
  status: ApplicationStatus;
  joining?: Joining | null;
}) {
  const { t } = useTranslation(APPLICANTS_NS);
  const lang = useLanguage();
  return (
    <span className="inline-flex items-center text-sm">
      <span className="sr-only">{t('status')}: </span>
      <span
        className={`inline-flex min-h-7 items-center rounded-full px-3 font-semibold ${STATUS_COLOURS[status] ?? 'bg-slate-100 text-slate-700'}`}
      >
        {applicationStatusText(status, lang, t)}
        {status === 'Hired' && joining && ` · ${t(`joiningChip.${joining}`)}`}
      </span>
    </span>
  );
}

type ApplicantPhotoProps = { src: string | null; name: string; className: string };

/** The seeker's photo, or the default picture when there is none or it fails (spec 001 §2). */
export function ApplicantPhoto({ src, name, className }: ApplicantPhotoProps) {
  const { t } = useTranslation(APPLICANTS_NS);
  const [broken, setBroken] = useState<string | null>(null);
  return (
    <span className={`block shrink-0 overflow-hidden rounded-full bg-slate-100 ${className}`}>
      {src && broken !== src ? (
        <img
          src={src}
          alt={t('photoAlt', { name })}
          className="size-full object-cover"
          onError={() => setBroken(src)}
        />
      ) : (
        <DefaultAvatar className="size-full" />
      )}
    </span>
  );
}
