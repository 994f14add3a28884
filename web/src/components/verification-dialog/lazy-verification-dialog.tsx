import type { ComponentProps } from 'react';
import { LazyDialog, lazyDialog } from '../ui/lazy-dialog';
import type { VerificationDialog } from './verification-dialog';

type VerificationDialogProps = ComponentProps<typeof VerificationDialog>;

const loadVerificationDialog = () =>
  import('./verification-dialog').then((m) => ({ default: m.VerificationDialog }));
const VerificationDialogCode = lazyDialog(loadVerificationDialog);

/**
 * The verification prompt (spec 001 §4) with its code, and the dialog library's, loaded when it
 * first opens: the employer's dashboard, job post and verification screens show without them
 * (issue 16 item 1). Its code could not come (offline): it stays closed and a toast says so.
 */
export function LazyVerificationDialog(props: VerificationDialogProps) {
  return (
    <LazyDialog
      open={props.open}
      component={VerificationDialogCode}
      onUnavailable={() => props.onOpenChange(false)}
      props={props}
    />
  );
}
