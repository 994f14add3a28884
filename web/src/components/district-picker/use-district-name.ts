import { useLanguage } from '../../lib/i18n';
import { districtText, useDistrictData } from './use-district-data';

/** A district id as its name in the interface language ('' while the list loads). */
export function useDistrictName(): (id: string | null | undefined) => string {
  const lang = useLanguage();
  const data = useDistrictData();
  return (id) => (id && data ? districtText(data, id, lang) : '');
}
