import {
  adminReasonIn,
  type EmployerRecord,
  PATHS,
  type VerificationStatus,
} from '@kaamkaj/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { CheckCircleIcon, ClockIcon, ShieldIcon } from '../../components/ui/icons';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageLoader } from '../../components/ui/loader';
import { LazyVerificationDialog } from '../../components/verification-dialog/lazy-verification-dialog';
import { VERIFICATION_DIALOG_NS } from '../../components/verification-dialog/verification-dialog-i18n';
import { useEmployer } from '../../lib/api/employer';
import { useLanguage } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { EmailCodeStep } from './email-code-step';
import { type Submitted, VerificationForm } from './verification-form';
import { VERIFICATION_NS } from './verification-i18n';

export const REDIRECT_MS = 5000; // spec 001 §4, §9: go to /dashboard 5 s after a submission

/** /companyverification (spec 001 §2, §4 "Verification states and prompts"). */
export function CompanyVerificationScreen() {
  const employer = useEmployer();
  if (employer.isError) return <LoadFailed query={employer} />;
  if (!employer.data) return <PageLoader />;
  return <Verification employer={employer.data} />;
}

type Step = { kind: 'form' } | { kind: 'code'; email: string } | { kind: 'done'; text: string };

function Verification({ employer }: { employer: EmployerRecord }) {
  const { t } = useTranslation(VERIFICATION_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = employer.verification_status;
  const awaitingEmail =
    employer.verification?.state === 'awaiting_email' && employer.verification.kind === 'email';
  const [step, setStep] = useState<Step>(
    awaitingEmail && status !== 'In Progress' && status !== 'Approved'
      ? { kind: 'code', email: employer.verification?.doc_no ?? '' }
      : { kind: 'form' },
  );
  const [reopened, setReopened] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(status !== 'Not Initiated');

  useEffect(() => {
    if (step.kind !== 'done') return;
    const timer = setTimeout(() => navigate(PATHS.dashboard), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [step.kind, navigate]);

  // The screen's own words (issue 14: the server's message is English for API callers).
  const finish = (_message: string | undefined, text: string) => {
    void notify.success(text);
    void queryClient.invalidateQueries({ queryKey: ['user', employer._id] });
    setStep({ kind: 'done', text });
  };
  const onSubmitted = ({ email, message }: Submitted) => {
    if (email) setStep({ kind: 'code', email });
    else finish(message, t('submitted'));
  };

  const editable = status === 'Not Initiated' || (status === 'Declined' && reopened);

  return (
    <div className="space-y-4">
      <header className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
          <ShieldIcon className="size-6" />
        </span>
        <div>
          <h1 className="text-xl font-bold text-slate-900">{t('title')}</h1>
          <p className="text-sm text-slate-600">{t('subtitle')}</p>
        </div>
      </header>
      {step.kind !== 'done' && !editable && (
        <StatusPanel
          status={status}
          feedback={employer.verification_feedback}
          onResubmit={() => setReopened(true)}
        />
      )}
      <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        {step.kind === 'form' && (
          <VerificationForm
            userId={employer._id}
            defaults={{
              organization_type: employer.organization_type ?? undefined,
              company_name: employer.company_name ?? '',
            }}
            disabled={!editable}
            onSubmitted={onSubmitted}
          />
        )}
        {step.kind === 'code' && (
          <EmailCodeStep
            email={step.email}
            onConfirmed={(message) => finish(message, t('emailVerified'))}
            onChangeEmail={() => setStep({ kind: 'form' })}
          />
        )}
        {step.kind === 'done' && (
          <div role="status" className="space-y-2 py-4 text-center">
            <CheckCircleIcon className="mx-auto size-12 text-green-600" />
            <p className="font-semibold text-slate-900">{step.text}</p>
            <p className="text-sm text-slate-600">{t('redirecting')}</p>
          </div>
        )}
      </section>
      <LazyVerificationDialog
        status={status}
        feedback={employer.verification_feedback}
        isPremium={employer.is_premium}
        open={dialogOpen && step.kind !== 'done' && !editable}
        onOpenChange={setDialogOpen}
        onResubmit={() => setReopened(true)}
      />
    </div>
  );
}

type StatusPanelProps = {
  status: VerificationStatus;
  feedback: string | null;
  onResubmit: () => void;
};

/** The state in words above the locked form, for when the dialog is closed. */
function StatusPanel({ status, feedback, onResubmit }: StatusPanelProps) {
  const { t } = useTranslation(VERIFICATION_NS);
  const lang = useLanguage();
  const dialogText = (key: string) => t(key, { ns: VERIFICATION_DIALOG_NS });
  if (status === 'Declined') {
    return (
      <div className="space-y-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800">
        <p className="font-medium">
          {t('panel.declined', {
            reason: adminReasonIn(feedback, lang) || dialogText('dialog.noReason'),
          })}
        </p>
        <Button block onClick={onResubmit}>
          {dialogText('dialog.resubmit')}
        </Button>
      </div>
    );
  }
  const approved = status === 'Approved';
  const Icon = approved ? CheckCircleIcon : ClockIcon;
  return (
    <div
      className={`flex items-start gap-3 rounded-2xl p-4 font-medium ${
        approved ? 'bg-green-50 text-green-800' : 'bg-amber-50 text-amber-900'
      }`}
    >
      <Icon className="size-6 shrink-0" />
      <p>{approved ? t('panel.approved') : t('panel.inProgress')}</p>
    </div>
  );
}
