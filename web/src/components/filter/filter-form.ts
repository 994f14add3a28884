import { type FieldValues, get, type UseFormReturn, useFormState } from 'react-hook-form';
import { useErrorText } from '../../lib/i18n/use-error-text';

/** The form a filter piece works on: values V, checked into the request filter Out. */
export type FilterFormOf<V extends FieldValues, Out> = UseFormReturn<V, unknown, Out>;

/** A field's error as text in the interface language (the schemas carry message keys). */
export function useFieldErrors<V extends FieldValues, Out>(form: FilterFormOf<V, Out>) {
  const errorText = useErrorText();
  const { errors } = useFormState({ control: form.control });
  return (name: string) => errorText(get(errors, name));
}
