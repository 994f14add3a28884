import { codesOf, label, QUALIFICATION } from '@kaamkaj/domain';
import type { TFunction } from 'i18next';
import type { Lang } from '../../lib/i18n';
import { JOB_NS } from './job-i18n';

const LEVELS = codesOf(QUALIFICATION);

/**
 * A job's minimum qualification (ours, for the spec 000 §2.7 filter): "10th Pass or above", or
 * "Any qualification" when the job asks for none. The lowest and the highest level read as they
 * are ("Graduate and above" already says it). `t` may be of any namespace.
 */
export function qualificationText(
  code: number | null | undefined,
  t: TFunction,
  lang: Lang,
): string {
  if (code === null || code === undefined) return t('qualification.any', { ns: JOB_NS });
  const level = label(QUALIFICATION, code, lang);
  const asIs = code === LEVELS[0] || code === LEVELS[LEVELS.length - 1];
  return asIs ? level : t('qualification.orAbove', { ns: JOB_NS, level });
}
