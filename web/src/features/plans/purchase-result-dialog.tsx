import { PAYMENT_REDIRECT_MS, type PaymentRecord } from '@kaamkaj/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { CheckCircleIcon } from '../../components/ui/icons';
import { PLANS_NS } from './plans-i18n';
import type { PurchaseResult } from './use-purchase';

export type ResultProps = {
  result: PurchaseResult;
  /** The success text under the title (the plan bought, until when). */
  successBody: (record: PaymentRecord) => string;
  /** Where "GOT IT" and the 3 s timer lead after a success (spec 000 §5 step 4). */
  onDone: () => void;
  redirectText: string;
  onClose: () => void;
  /** "Check again" on a paid checkout the server has not confirmed yet */
  onConfirmAgain: () => void;
  /** that confirmation is on its way */
  confirming: boolean;
};

/**
 * "Payment Successful!" (then onward after 3 s) or "Payment Failed!" (spec 000 §5, §8), or a paid
 * checkout whose confirmation got no answer yet (use-purchase.ts), with "Check again".
 */
export function PurchaseResultDialog({
  result,
  successBody,
  onDone,
  redirectText,
  onClose,
  onConfirmAgain,
  confirming,
}: ResultProps) {
  const { t } = useTranslation(PLANS_NS);
  const success = result?.kind === 'success';
  useEffect(() => {
    if (!success) return;
    const timer = window.setTimeout(onDone, PAYMENT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [success, onDone]);
  if (!result) return null;
  if (result.kind === 'success') {
    return (
      <Dialog open onOpenChange={(open) => !open && onDone()} title={t('success.title')}>
        <div className="flex flex-col items-center gap-3 text-center">
          <CheckCircleIcon className="size-14 text-green-600" />
          <p className="text-slate-800">{successBody(result.record)}</p>
          <p className="text-sm text-slate-500" role="status">
            {redirectText}
          </p>
          <Button block onClick={onDone}>
            {t('success.gotIt')}
          </Button>
        </div>
      </Dialog>
    );
  }
  if (result.kind === 'unconfirmed') {
    return (
      <Dialog open onOpenChange={(open) => !open && onClose()} title={t('unconfirmed.title')}>
        <p className="text-slate-800">{t('unconfirmed.body')}</p>
        {result.again && !confirming && (
          <p className="mt-3 text-sm font-medium text-amber-800" role="status">
            {t('unconfirmed.stillNoAnswer')}
          </p>
        )}
        <div className="mt-5 grid gap-3">
          <Button block busy={confirming} onClick={onConfirmAgain}>
            {t('unconfirmed.checkAgain')}
          </Button>
          <Button block variant="secondary" onClick={onClose}>
            {t('unconfirmed.close')}
          </Button>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('failure.title')}>
      <p className="text-slate-800">{t('failure.body')}</p>
      <Button block className="mt-5" onClick={onClose}>
        {t('failure.gotIt')}
      </Button>
    </Dialog>
  );
}
