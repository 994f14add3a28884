import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ErrorAlert } from '../ui/alert';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import type { FilterForm } from './use-filter-form';

type FilterFormDialogProps<V extends FieldValues, Out> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The feature's texts (each keeps its own i18n namespace). */
  labels: { title: string; clear: string; apply: string };
  /** The form of useFilterForm: its submit, Reset and alert. */
  filter: FilterForm<V, Out>;
  /** The feature's fields. */
  children: ReactNode;
};

/** A filter modal: the fields, the alert, and Reset / Apply kept in sight at the bottom. */
export function FilterFormDialog<V extends FieldValues, Out>(props: FilterFormDialogProps<V, Out>) {
  const { open, onOpenChange, labels, filter, children } = props;
  const { submit, clear, alert, form } = filter;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={labels.title}>
      <form onSubmit={submit} noValidate className="space-y-5">
        {children}

        {alert && <ErrorAlert>{alert}</ErrorAlert>}

        <div className="sticky -bottom-5 -mx-5 -mb-5 grid grid-cols-2 gap-2 border-t border-slate-200 bg-white p-3">
          <Button variant="secondary" onClick={clear}>
            {labels.clear}
          </Button>
          <Button type="submit" busy={form.formState.isSubmitting}>
            {labels.apply}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
