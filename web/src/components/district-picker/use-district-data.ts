import { useEffect, useState } from 'react';

export type DistrictData = typeof import('./district-data');

let loaded: DistrictData | null = null;
let loading: Promise<DistrictData> | null = null;

/** Loads the district list once; a failed load (offline) may be tried again. */
export function loadDistrictData(): Promise<DistrictData> {
  loading ??= import('./district-data').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The district helpers, or null while they load (or, `wanted` false, until another loads them). */
export function useDistrictData(wanted = true): DistrictData | null {
  const [data, setData] = useState(loaded);
  useEffect(() => {
    if (data || !wanted) return;
    let live = true;
    loadDistrictData().then(
      (module) => live && setData(module),
      () => undefined, // the picker stays usable for typing; the next mount tries again
    );
    return () => {
      live = false;
    };
  }, [data, wanted]);
  return data;
}

/** "Lucknow, Uttar Pradesh" in the interface language; the stored text when it is unknown. */
export function districtText(data: DistrictData, id: string, lang: 'hi' | 'en'): string {
  return data.placeNames(id)[lang];
}
