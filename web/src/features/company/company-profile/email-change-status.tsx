import { adminReasonIn, type EmployerRecord, PATHS } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MailIcon } from '../../../components/ui/icons';
import { useLanguage } from '../../../lib/i18n';
import { COMPANY_NS } from '../company-i18n';

const TONE = {
  Open: 'border-amber-200 bg-amber-50 text-amber-900',
  Declined: 'border-red-200 bg-red-50 text-red-900',
  Approved: 'border-green-200 bg-green-50 text-green-900',
} as const;

const TEXT = { Open: 'emailOpen', Declined: 'emailDeclined', Approved: 'emailApproved' } as const;

/** The newest e-mail change request (spec 001 §4 "E-mail change") and the way to ask for one. */
export function EmailChangeStatus({ change }: { change: EmployerRecord['email_change'] }) {
  const { t } = useTranslation(COMPANY_NS);
  const lang = useLanguage();
  return (
    <div className="space-y-2">
      {change && (
        <div className={`rounded-xl border px-3 py-2 text-sm ${TONE[change.status]}`}>
          <p className="font-semibold">
            {t(`profile.${TEXT[change.status]}`, { email: change.new_email })}
          </p>
          {change.status === 'Declined' && change.reason && (
            <p className="mt-0.5">
              {t('profile.declinedReason', { reason: adminReasonIn(change.reason, lang) })}
            </p>
          )}
        </div>
      )}
      {change?.status !== 'Open' && (
        <Link
          to={PATHS.updateEmail}
          className="inline-flex min-h-12 items-center gap-2 font-semibold text-primary"
        >
          <MailIcon className="size-5" />
          {t('profile.changeEmail')}
        </Link>
      )}
    </div>
  );
}
