import {
  adminReasonIn,
  label,
  PATHS,
  VERIFICATION_STATUS,
  type VerificationStatus,
} from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ShieldIcon } from '../../../components/ui/icons';
import { useLanguage } from '../../../lib/i18n';
import { COMPANY_NS } from '../company-i18n';
import { CARD, SectionTitle } from '../forms/card';

const CHIP: Record<VerificationStatus, string> = {
  'Not Initiated': 'bg-slate-100 text-slate-700 ring-slate-300',
  'In Progress': 'bg-amber-50 text-amber-800 ring-amber-300',
  Approved: 'bg-green-50 text-green-800 ring-green-300',
  Declined: 'bg-red-50 text-red-800 ring-red-300',
};

/** The verification state of spec 001 §4 as a chip. */
export function VerificationChip({ status }: { status: VerificationStatus }) {
  const lang = useLanguage();
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${CHIP[status]}`}
    >
      <ShieldIcon className="size-3.5" />
      {label(VERIFICATION_STATUS, status, lang)}
    </span>
  );
}

type VerificationCardProps = { status: VerificationStatus; feedback: string | null };

/** spec 001 §4: the state, the decline reason, and the way to /companyverification. */
export function VerificationCard({ status, feedback }: VerificationCardProps) {
  const { t } = useTranslation(COMPANY_NS);
  const lang = useLanguage();
  const canSubmit = status === 'Not Initiated' || status === 'Declined';
  return (
    <section className={CARD}>
      <div className="flex items-center justify-between gap-3">
        <SectionTitle>{t('profile.verification')}</SectionTitle>
        <VerificationChip status={status} />
      </div>
      {status === 'Declined' && feedback && (
        <p className="text-sm text-red-800">
          {t('profile.declinedReason', { reason: adminReasonIn(feedback, lang) })}
        </p>
      )}
      <Link
        to={PATHS.companyVerification}
        className={buttonClass(canSubmit ? 'primary' : 'secondary', 'w-full')}
      >
        {t(canSubmit ? 'profile.verify' : 'profile.viewVerification')}
      </Link>
    </section>
  );
}
