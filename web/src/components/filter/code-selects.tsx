import { type CodeTable, codesOf, type Lang, label } from '@kaamkaj/domain';
import type { FieldValues, Path } from 'react-hook-form';
import { useLanguage } from '../../lib/i18n';
import { SelectField } from '../ui/select-field';
import { type FilterFormOf, useFieldErrors } from './filter-form';

/** Options of a code table for a native select ('' is "Any"); `only` keeps some codes. */
export const codeOptions = (table: CodeTable, lang: Lang, only?: readonly number[]) =>
  codesOf(table)
    .filter((code) => !only || only.includes(Number(code)))
    .map((code) => ({ value: String(code), label: label(table, code, lang) }));

export type CodeSelect<V extends FieldValues> = {
  name: Path<V>;
  label: string;
  table: CodeTable;
  only?: readonly number[];
};

type CodeSelectsProps<V extends FieldValues, Out> = {
  form: FilterFormOf<V, Out>;
  /** The text of '' ("Any"). */
  placeholder: string;
  fields: readonly CodeSelect<V>[];
};

/** One native select per code-table field of the form (STYLE.md: codes are `as const` tables). */
export function CodeSelects<V extends FieldValues, Out>(props: CodeSelectsProps<V, Out>) {
  const { form, placeholder, fields } = props;
  const lang = useLanguage();
  const errorOf = useFieldErrors(form);
  return fields.map(({ name, label, table, only }) => (
    <SelectField
      key={name}
      label={label}
      placeholder={placeholder}
      options={codeOptions(table, lang, only)}
      error={errorOf(name)}
      {...form.register(name)}
    />
  ));
}
