import { type CodeOf, type CodeTable, codesOf, type Lang, label } from '@kaamkaj/domain';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useLanguage } from '../../lib/i18n';
import { useErrorText } from '../../lib/i18n/use-error-text';
import { type Choice, ChoiceGroup } from '../ui/choice-group';

/** The options of a code table for a radio or chip group, labelled in `lang`. */
export function optionsOf<T extends CodeTable>(table: T, lang: Lang): Choice<CodeOf<T>>[] {
  return codesOf(table).map((code) => ({ value: code, label: label(table, code, lang) }));
}

/** '' -> undefined, for optional text inputs ("optional, then validated"). */
export function blankToUndefined<V>(value: V): V | undefined {
  // react-hook-form also passes the (numeric) default value through setValueAs
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

type CodeChoiceFieldProps<T extends FieldValues, Out, C extends CodeTable> = {
  control: Control<T, unknown, Out>;
  name: Path<T>;
  /** The domain code table the answer comes from (gender, experience, job type ...). */
  table: C;
  legend: string;
  columns?: 1 | 2 | 3 | 4;
};

/** A form field answered with one code of a table, as radio cards in the interface language. */
export function CodeChoiceField<T extends FieldValues, Out, C extends CodeTable>(
  props: CodeChoiceFieldProps<T, Out, C>,
) {
  const { control, name, table, legend, columns } = props;
  const lang = useLanguage();
  const errorText = useErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ChoiceGroup
          legend={legend}
          options={optionsOf(table, lang)}
          value={field.value as CodeOf<C> | undefined}
          onChange={field.onChange}
          error={errorText(fieldState.error)}
          {...(columns ? { columns } : {})}
        />
      )}
    />
  );
}
