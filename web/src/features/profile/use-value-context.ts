import { districtText, useDistrictData } from '../../components/district-picker/use-district-data';
import type { Category } from '../../lib/api/job-categories';
import { useLanguage } from '../../lib/i18n';
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
