import type { ReactNode } from 'react';
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
  busy?: boolean;
  danger?: boolean;
};

/** A yes / no question in a dialog ("Are you sure ...?"). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title={props.title}>
      <p className="text-slate-700">{props.message}</p>
      <div className="mt-6 grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={() => props.onOpenChange(false)}>
          {props.cancelLabel}
        </Button>
        <Button
          variant={props.danger ? 'danger' : 'primary'}
          busy={props.busy ?? false}
          onClick={props.onConfirm}
        >
          {props.confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
