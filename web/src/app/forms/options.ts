import { type CodeOf, type CodeTable, codesOf, type Lang, label } from '@kaamkaj/domain';
import type { Choice } from '../../../components/ui/choice-group';

/** The options of a code table for a radio or chip group, labelled in `lang`. */
export function optionsOf<T extends CodeTable>(table: T, lang: Lang): Choice<CodeOf<T>>[] {
  return codesOf(table).map((code) => ({ value: code, label: label(table, code, lang) }));
}

/** '' -> undefined, for optional text inputs ("optional, then validated"). */
export function blankToUndefined<V>(value: V): V | undefined {
  // react-hook-form also passes the (numeric) default value through setValueAs
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}
