import { adminReasonIn, PATHS, type VerificationStatus } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLanguage } from '../../lib/i18n';
import { Button, buttonClass } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { VERIFICATION_DIALOG_NS } from './verification-dialog-i18n';

type VerificationDialogProps = {
  status: VerificationStatus;
  /** The admin's decline reason (employer.verification_feedback). */
  feedback: string | null;
  isPremium?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Declined "Re-submit": reopen a form in place; by default go to /companyverification. */
  onResubmit?: () => void;
};

const TITLE: Record<VerificationStatus, string> = {
  'Not Initiated': 'dialog.notInitiatedTitle',
  'In Progress': 'dialog.inProgressTitle',
  Declined: 'dialog.declinedTitle',
  Approved: 'dialog.approvedTitle',
};

/** The prompt of each verification state (spec 001 §4 "Verification states and prompts"). */
export function VerificationDialog(props: VerificationDialogProps) {
  const { status, feedback, isPremium = false, open, onOpenChange, onResubmit } = props;
  const { t } = useTranslation(VERIFICATION_DIALOG_NS);
  const lang = useLanguage();
  const navigate = useNavigate();
  const close = () => onOpenChange(false);
  const later = () => {
    close();
    navigate(PATHS.dashboard);
  };
  const ok = (
    <Button block onClick={close}>
      {t('dialog.ok')}
    </Button>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t(TITLE[status])}>
      {status === 'Not Initiated' && (
        <>
          <p className="text-slate-700">{t('dialog.notInitiatedBody')}</p>
          <div className="mt-6 grid grid-cols-2 gap-3">
            <Button variant="secondary" onClick={later}>
              {t('dialog.later')}
            </Button>
            <Link to={PATHS.companyVerification} className={buttonClass()} onClick={close}>
              {t('dialog.authenticateNow')}
            </Link>
          </div>
        </>
      )}
      {status === 'In Progress' && (
        <>
          <p className="mb-6 text-slate-700">{t('dialog.inProgressBody')}</p>
          {ok}
        </>
      )}
      {status === 'Declined' && (
        <>
          <p className="text-slate-700">
            {t('dialog.declinedBody', {
              reason: adminReasonIn(feedback, lang) || t('dialog.noReason'),
            })}
          </p>
          <div className="mt-6 grid grid-cols-2 gap-3">
            <Button variant="secondary" onClick={later}>
              {t('dialog.later')}
            </Button>
            <Button
              onClick={() => {
                close();
                if (onResubmit) onResubmit();
                else navigate(PATHS.companyVerification);
              }}
            >
              {t('dialog.resubmit')}
            </Button>
          </div>
        </>
      )}
      {status === 'Approved' && (
        <>
          <p className="text-slate-700">{t('dialog.approvedBody')}</p>
          {isPremium ? (
            <div className="mt-6">{ok}</div>
          ) : (
            // spec 001 §4 Approved: not premium -> a prompt to choose a plan
            <>
              <p className="mt-3 rounded-xl bg-primary-soft p-3 text-sm text-primary-dark">
                {t('dialog.planPrompt')}
              </p>
              <div className="mt-6 grid grid-cols-2 gap-3">
                <Button variant="secondary" onClick={close}>
                  {t('dialog.ok')}
                </Button>
                <Link to={PATHS.choosePlan} className={buttonClass()} onClick={close}>
                  {t('dialog.choosePlan')}
                </Link>
              </div>
            </>
          )}
        </>
      )}
    </Dialog>
  );
}
