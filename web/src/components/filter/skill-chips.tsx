import { Controller, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { useErrorText } from '../../lib/i18n/use-error-text';
import { ChipGroup, type ChipOption } from '../ui/chip-group';
import type { FilterFormOf } from './filter-form';

type SkillChipsProps<V extends FieldValues, Out> = {
  form: FilterFormOf<V, Out>;
  /** A list of skill ids. */
  name: Path<V>;
  legend: string;
  /** Shown while there are no skills to choose (no category chosen yet). */
  emptyHint: string;
  /** The skills of the chosen categories. */
  options: readonly ChipOption<string>[];
  max: number;
};

/** The skills of a filter as chips, at most `max` of them. */
export function SkillChips<V extends FieldValues, Out>(props: SkillChipsProps<V, Out>) {
  const { form, name, legend, emptyHint, options, max } = props;
  const errorText = useErrorText();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <ChipGroup
          legend={legend}
          hint={options.length === 0 ? emptyHint : undefined}
          options={options}
          values={field.value as string[]}
          max={max}
          onChange={(next) => field.onChange(next as PathValue<V, Path<V>>)}
          error={errorText(fieldState.error)}
        />
      )}
    />
  );
}
