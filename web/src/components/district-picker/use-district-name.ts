import { useLanguage } from '../../lib/i18n';
import { districtText, useDistrictData } from './use-district-data';

/**
 * A district id as its name in the interface language ('' while the list loads). `wanted` false:
 * the caller has the name already and the list is not loaded for it.
 */
export function useDistrictName(wanted = true): (id: string | null | undefined) => string {
  const lang = useLanguage();
  const data = useDistrictData(wanted);
  return (id) => (id && data ? districtText(data, id, lang) : '');
}
