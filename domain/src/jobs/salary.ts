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

/** Rupees in Indian grouping: 15000 -> "15,000" (one formatter, made on first use). */
export function rupees(amount: number): string {
  grouping ??= new Intl.NumberFormat('en-IN');
  return grouping.format(amount);
}
