import type { FieldValues, Path } from 'react-hook-form';
import { TextField } from '../ui/field';
import { type FilterFormOf, useFieldErrors } from './filter-form';
import type { SalaryValues } from './filter-values';

type SalaryRangeFieldsProps<V extends FieldValues & SalaryValues, Out> = {
  form: FilterFormOf<V, Out>;
  labels: { from: string; to: string; hint: string };
};

/** The salary from / to pair of a filter (5 digits at most), with its hint under both. */
export function SalaryRangeFields<V extends FieldValues & SalaryValues, Out>(
  props: SalaryRangeFieldsProps<V, Out>,
) {
  const { form, labels } = props;
  const errorOf = useFieldErrors(form);
  const field = (name: keyof SalaryValues, text: string) => (
    <TextField
      label={text}
      inputMode="numeric"
      maxLength={5}
      error={errorOf(name)}
      {...form.register(name as Path<V>)}
    />
  );
  return (
    <div className="grid grid-cols-2 gap-3">
      {field('salary_from', labels.from)}
      {field('salary_to', labels.to)}
      <p className="col-span-2 -mt-2 text-sm text-slate-500">{labels.hint}</p>
    </div>
  );
}
