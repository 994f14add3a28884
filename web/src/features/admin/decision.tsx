import type { DecisionBody } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { LazyDialog, lazyDialog } from '../../components/ui/lazy-dialog';
import { useLoadAhead } from '../../lib/load-failure';
import { ADMIN_NS } from './admin-i18n';
import type { DecisionDialogProps } from './decision-dialog';

export type Decision = DecisionBody['decision'];

// issue 16 item 1: the decision's dialog (the decline form, its schema, the dialog library) loads
// once a card offers a decision, not with the queue's first page
const loadDecisionDialog = () =>
  import('./decision-dialog').then((m) => ({ default: m.DecisionDialog }));
const DecisionDialogCode = lazyDialog(loadDecisionDialog);

/** Decline and Approve side by side; each opens the dialog for that decision. */
export function DecisionButtons({ onDecide }: { onDecide: (decision: Decision) => void }) {
  const { t } = useTranslation(ADMIN_NS);
  useLoadAhead(loadDecisionDialog);
  return (
    <div className="mt-4 grid grid-cols-2 gap-3">
      <Button variant="danger" onClick={() => onDecide('decline')}>
        {t('decision.decline')}
      </Button>
      <Button onClick={() => onDecide('approve')}>{t('decision.approve')}</Button>
    </div>
  );
}

/** Approve or decline (decision-dialog.tsx), loaded ahead by the buttons that open it. */
export function DecisionDialog(props: DecisionDialogProps) {
  return (
    <LazyDialog
      open={props.decision !== null}
      component={DecisionDialogCode}
      onUnavailable={props.onClose}
      props={props}
    />
  );
}
