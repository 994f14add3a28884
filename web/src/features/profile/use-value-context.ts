import { useLanguage } from '../../app/i18n';
import type { Category } from './api/get-job-categories';
import { districtText, useDistrictData } from './districts/use-district-data';
import type { ValueContext } from './my-profile/section-values';

/** What the profile views need to turn stored codes and ids into words. */
export function useValueContext(categories: readonly Category[]): ValueContext {
  const lang = useLanguage();
  const districts = useDistrictData();
  return {
    lang,
    categories,
    district: (id) => (districts ? districtText(districts, id, lang) : '…'),
  };
}
