// A code table (spec 000 §3.3, spec 001 §3): stored code -> Hindi and English label, and the
// helpers every table shares. Its own module, so the table files import it without a cycle.
import type { Labels, Lang } from './labels';

export type CodeTable = Readonly<Record<string | number, Labels>>;

/** The codes of a table: numeric keys as numbers, the others as strings. */
export type CodeOf<T extends CodeTable> = keyof T & (string | number);

const NUMERIC_KEY = /^\d+$/;

/** Every code of `table` in display order, numeric keys turned back into numbers. */
export function codesOf<T extends CodeTable>(table: T): CodeOf<T>[] {
  return Object.keys(table).map((key) => (NUMERIC_KEY.test(key) ? Number(key) : key) as CodeOf<T>);
}

export function isCode<T extends CodeTable>(table: T, value: unknown): value is CodeOf<T> {
  return (
    (typeof value === 'number' || typeof value === 'string') &&
    Object.hasOwn(table, value) &&
    typeof value === (NUMERIC_KEY.test(String(value)) ? 'number' : 'string')
  );
}

/** The label of `code`; a code outside the table is shown as it is (spec 000 §3.3). */
export function label<T extends CodeTable>(
  table: T,
  code: string | number | null | undefined,
  lang: Lang,
): string {
  if (code === null || code === undefined) return '';
  // String(code) also finds a numeric code that arrived as text, like '2' from a query string
  const key = String(code);
  const entry: Labels | undefined = (table as CodeTable)[key];
  return entry && Object.hasOwn(table, key) ? entry[lang] : key;
}
