import { type FormEvent, useEffect, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  useForm,
} from 'react-hook-form';
import { serverErrorText } from '../../lib/forms/server-error';
import type { FilterFormOf } from './filter-form';

type FilterFormOptions<V extends FieldValues, Out> = {
  /** The dialog is open: the form (re)starts from `values` each time. */
  open: boolean;
  /** The filters in force. */
  values: V;
  /** What Reset puts back. */
  empty: V;
  resolver: Resolver<V, unknown, Out>;
  /** Runs the filter; a rejection with field errors puts them under the fields. */
  onApply: (values: V, filter: Out) => Promise<void>;
  onClear: () => void;
  /** The part of the server's 400 field keys before the form's field name (body., filters.). */
  serverPrefix: RegExp;
};

export type FilterForm<V extends FieldValues, Out> = {
  form: FilterFormOf<V, Out>;
  submit: (event?: FormEvent) => Promise<void>;
  clear: () => void;
  /** The text of the form's alert, null when there is none. */
  alert: string | null;
};

/** A filter dialog's form: opens with the filters in force, applies, resets (spec 000 §8). */
export function useFilterForm<V extends FieldValues, Out>(
  options: FilterFormOptions<V, Out>,
): FilterForm<V, Out> {
  const { open, values, empty, resolver, onApply, onClear, serverPrefix } = options;
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<V, unknown, Out>({
    resolver,
    defaultValues: values as DefaultValues<V>,
  });
  const { handleSubmit, reset, setError } = form;

  useEffect(() => {
    if (open) {
      reset(values);
      setAlert(null);
    }
  }, [open, values, reset]);

  const submit = handleSubmit(async (filter) => {
    setAlert(null);
    try {
      await onApply(form.getValues(), filter);
    } catch (error) {
      // 400 VALIDATION_FAILED: the field errors, keyed by the body's path, go under the fields
      const set = (field: string, error: { type: string; message: string }) =>
        setError(field.replace(serverPrefix, '') as Path<V>, error);
      setAlert(serverErrorText(error, set as typeof setError));
    }
  });

  const clear = () => {
    reset(empty);
    onClear();
  };

  return { form, submit, clear, alert };
}
