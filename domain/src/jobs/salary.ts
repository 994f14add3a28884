// The salary as every card shows it: no zod here, so a screen that only shows jobs (the seeker's
// feed, issue 16 item 4) does not load and build the job post's schemas to format a salary.

/** spec 001 §3 salary display, one function for every card (spec 000 §2.7 too). */
export type SalaryLabel =
  | { kind: 'range'; from: number; to: number }
  | { kind: 'moreThan'; from: number }
  | { kind: 'upto'; to: number }
  | { kind: 'notDisclosed' };

export function salaryLabel(from?: number | null, to?: number | null): SalaryLabel {
  if (from && to) return { kind: 'range', from, to };
  if (from) return { kind: 'moreThan', from };
  if (to) return { kind: 'upto', to };
  return { kind: 'notDisclosed' };
}

let grouping: Intl.NumberFormat | null = null;

/**
 * Rupees in Indian grouping: 15000 -> "15,000", 1250000 -> "12,50,000", as Intl's en-IN prints
 * them. A whole number is grouped by hand: a page's first Intl.NumberFormat loads ICU's number
 * data, 23 ms of a phone's main thread in the seeker's feed, its first card (issue 16 item 4).
 * Anything else (a fraction) goes to the formatter, made on first use.
 */
export function rupees(amount: number): string {
  if (!Number.isSafeInteger(amount)) {
    grouping ??= new Intl.NumberFormat('en-IN');
    return grouping.format(amount);
  }
  const digits = String(Math.abs(amount));
  const sign = amount < 0 ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  // the last three digits, then pairs
  const lakhs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${lakhs},${digits.slice(-3)}`;
}
