import { useEffect, useState } from 'react';
import { useAgainWhenOnline } from '../../lib/network';

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
  return useDistrictList(wanted).data;
}

/**
 * The district helpers and whether their last load failed (issue 16 item 6: offline before the
 * list ever came). A failed load is tried again when the network returns, and at the next mount.
 */
export function useDistrictList(wanted = true): { data: DistrictData | null; failed: boolean } {
  const [data, setData] = useState(loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for another load
  useEffect(() => {
    if (data || !wanted) return;
    let live = true;
    loadDistrictData().then(
      (module) => live && setData(module),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [data, wanted, attempt]);
  useAgainWhenOnline(failed, () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  });
  return { data, failed };
}

/** "Lucknow, Uttar Pradesh" in the interface language; the stored text when it is unknown. */
export function districtText(data: DistrictData, id: string, lang: 'hi' | 'en'): string {
  return data.placeNames(id)[lang];
}
