import type { ReactNode } from 'react';
import { ErrorAlert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** The request is running: Confirm spins, and Cancel, ✕ and Back wait for the answer. */
  busy?: boolean;
  danger?: boolean;
  /** Why the last try failed, shown inside the dialog so the user can try again or cancel. */
  error?: ReactNode;
};

/**
 * A yes / no question in a dialog ("Are you sure ...?"), Cancel first (issue 14: no
 * irreversible taps). Cancel sends nothing; Confirm calls `onConfirm`, which closes the dialog
 * once the server agreed.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const busy = props.busy ?? false;
  // Closing mid-request would hide whether it went through.
  const onOpenChange = (open: boolean) => {
    if (open || !busy) props.onOpenChange(open);
  };
  return (
    <Dialog open={props.open} onOpenChange={onOpenChange} title={props.title}>
      <div className="space-y-4">
        <p className="text-slate-700">{props.message}</p>
        <ErrorAlert>{props.error}</ErrorAlert>
      </div>
      <div className="mt-6 grid grid-cols-2 gap-3">
        <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
          {props.cancelLabel}
        </Button>
        <Button variant={props.danger ? 'danger' : 'primary'} busy={busy} onClick={props.onConfirm}>
          {props.confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
