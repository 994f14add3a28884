// Every district of India by state and union territory (spec 000 §3.3, §5: "a built-in list of
// about 700 Indian districts"). English names start from the npm package india-state-district
// 1.0.5 (MIT, Suraj Aswal) and were checked and updated to the districts in force in 2025:
// renamed districts carry their new names (Prayagraj, Ayodhya, Chhatrapati Sambhajinagar,
// Dharashiv, Ahilyanagar, Sribhumi, Bengaluru South) and Rajasthan keeps the 41 left after
// December 2024. Ids are stored values: never change one, even when a district is renamed.

import type { District, State } from './districts.types';
import { CENTRAL_DISTRICTS } from './districts-central';
import { EAST_DISTRICTS } from './districts-east';
import { NORTH_DISTRICTS } from './districts-north';
import { NORTHEAST_DISTRICTS } from './districts-northeast';
import { SOUTH_DISTRICTS } from './districts-south';
import { WEST_DISTRICTS } from './districts-west';
import type { Lang } from './labels';
import { foldForSearch } from './search-text';
import { STATES } from './states';

export type { District, State } from './districts.types';
export { STATES, UNION_TERRITORY_IDS } from './states';

export const DISTRICTS: readonly District[] = [
  ...NORTH_DISTRICTS,
  ...EAST_DISTRICTS,
  ...NORTHEAST_DISTRICTS,
  ...WEST_DISTRICTS,
  ...CENTRAL_DISTRICTS,
  ...SOUTH_DISTRICTS,
];

const DISTRICT_BY_ID = new Map(DISTRICTS.map((district) => [district.id, district]));
const STATE_BY_ID = new Map(STATES.map((state) => [state.id, state]));

export function districtById(id: string): District | undefined {
  return DISTRICT_BY_ID.get(id);
}

export function stateById(id: string): State | undefined {
  return STATE_BY_ID.get(id);
}

/** A state's districts in English alphabetical order, for a district picker. */
export function districtsOfState(stateId: string): readonly District[] {
  return DISTRICTS.filter((district) => district.state === stateId);
}

let byFoldedName: Map<string, District | null> | undefined;

/**
 * The one district whose English or Hindi name is `name` (ignoring case, spaces and marks);
 * undefined when none or when the name is shared (Aurangabad, Bilaspur, Hamirpur ...).
 */
export function districtByName(name: string): District | undefined {
  if (!byFoldedName) {
    byFoldedName = new Map();
    for (const district of DISTRICTS) {
      for (const key of new Set([foldForSearch(district.en), foldForSearch(district.hi)])) {
        byFoldedName.set(key, byFoldedName.has(key) ? null : district);
      }
    }
  }
  return byFoldedName.get(foldForSearch(name)) ?? undefined;
}

/**
 * The district's name in `lang`. Older records hold free text instead of an id, so an unknown
 * value is matched by name and, failing that, shown as it is.
 */
export function districtLabel(id: string, lang: Lang): string {
  const district = districtById(id) ?? districtByName(id);
  return district ? district[lang] : id;
}

/**
 * Where a job is, as its card says it: the district and its state ("Lucknow, Uttar Pradesh",
 * "लखनऊ, उत्तर प्रदेश"); a value the list lacks as `districtLabel` shows it. Sent with every job a
 * seeker reads, so a phone draws the feed without the district list (issue 16 item 4).
 */
export function placeNames(id: string): Record<Lang, string> {
  const district = districtById(id);
  if (!district) return { en: districtLabel(id, 'en'), hi: districtLabel(id, 'hi') };
  const state = stateById(district.state);
  return state
    ? { en: `${district.en}, ${state.en}`, hi: `${district.hi}, ${state.hi}` }
    : { en: district.en, hi: district.hi };
}
