import { rupees, salaryLabel } from '@kaamkaj/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { JOB_NS } from './job-i18n';

/**
 * Where the salary shows: the list card says "Not Disclosed" when the job gives no bound, the
 * job detail "Disclosed" (spec 000 §2.7 "Salary display", spec 001 §3).
 */
export type SalaryVariant = 'card' | 'detail';

/** The salary of a job in the language of `t` (a `t` of the 'job' namespace). */
export function salaryText(
  from: number | null | undefined,
  to: number | null | undefined,
  t: TFunction,
  variant: SalaryVariant = 'card',
): string {
  const salary = salaryLabel(from, to);
  switch (salary.kind) {
    case 'range':
      return t('salary.range', { ns: JOB_NS, from: rupees(salary.from), to: rupees(salary.to) });
    case 'moreThan':
      return t('salary.moreThan', { ns: JOB_NS, from: rupees(salary.from) });
    case 'upto':
      return t('salary.upto', { ns: JOB_NS, to: rupees(salary.to) });
    default:
      return t(variant === 'detail' ? 'salary.disclosed' : 'salary.notDisclosed', { ns: JOB_NS });
  }
}

type SalaryTextProps = {
  from: number | null | undefined;
  to: number | null | undefined;
  variant?: SalaryVariant;
  className?: string;
};

/** A job's salary: a range, "More Than", "Upto", per month; see SalaryVariant for none. */
export function SalaryText({ from, to, variant = 'card', className }: SalaryTextProps) {
  const { t } = useTranslation(JOB_NS);
  return <span className={className}>{salaryText(from, to, t, variant)}</span>;
}
