import { PAYMENT_REDIRECT_MS, type PaymentRecord } from '@kaamkaj/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { CheckCircleIcon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/loader';
import { istDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { PLANS_NS } from './plans-i18n';
import type { PurchasePhase, PurchaseResult } from './use-purchase';

type ResultProps = {
  result: PurchaseResult;
  /** The success text under the title (the plan bought, until when). */
  successBody: (record: PaymentRecord) => string;
  /** Where "GOT IT" and the 3 s timer lead after a success (spec 000 §5 step 4). */
  onDone: () => void;
  redirectText: string;
  onClose: () => void;
};

/** "Payment Successful!" (then onward after 3 s) or "Payment Failed!" (spec 000 §5, §8). */
export function PurchaseResultDialog({
  result,
  successBody,
  onDone,
  redirectText,
  onClose,
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
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('failure.title')}>
      <p className="text-slate-800">{t('failure.body')}</p>
      <Button block className="mt-5" onClick={onClose}>
        {t('failure.gotIt')}
      </Button>
    </Dialog>
  );
}

/** While the order is made, the checkout is open and the payment is confirmed. */
export function PurchaseStatus({ phase }: { phase: PurchasePhase }) {
  const { t } = useTranslation(PLANS_NS);
  if (phase === 'idle') return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-20 z-40 flex items-center gap-3 rounded-2xl bg-slate-900 px-4 py-3 text-white shadow-lg"
    >
      <Spinner className="size-5" />
      <span className="text-sm font-medium">{t(`status.${phase}`)}</span>
    </div>
  );
}

/** A date of a plan in the app's language. */
export function useUntilText() {
  const lang = useLanguage();
  return (iso: string | null) => istDate(iso, lang);
}
