import { useTranslation } from 'react-i18next';
import { LazyDialog, lazyDialog } from '../../components/ui/lazy-dialog';
import { Spinner } from '../../components/ui/loader';
import { istDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { useLoadAhead } from '../../lib/load-failure';
import { PLANS_NS } from './plans-i18n';
import type { ResultProps } from './purchase-result-dialog';
import type { PurchasePhase } from './use-purchase';

// issue 16 item 1: the result's dialog (the dialog library) loads once the plans show, not with
// them; a payment, which needs the network, finds it there
const loadResultDialog = () =>
  import('./purchase-result-dialog').then((m) => ({ default: m.PurchaseResultDialog }));
const ResultDialogCode = lazyDialog(loadResultDialog);

/** "Payment Successful!" or "Payment Failed!" (purchase-result-dialog.tsx), its code loaded ahead. */
export function PurchaseResultDialog(props: ResultProps) {
  useLoadAhead(loadResultDialog);
  return (
    <LazyDialog
      open={props.result !== null}
      component={ResultDialogCode}
      onUnavailable={props.onClose}
      props={props}
    />
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
