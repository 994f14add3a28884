import { DISTRICT_ALIASES } from './district-aliases';
import { BIG_CITY_DISTRICTS } from './district-prominence';
import { DISTRICTS } from './districts';
import type { District } from './districts.types';
import { foldedWordStarts, foldForSearch } from './search-text';
import { STATES } from './states';

export type DistrictSearchOptions = { limit?: number; state?: string };

export const DISTRICT_SEARCH_LIMIT = 20;

// How well a district matches, best first; a district that matches no way is left out.
const RANK = {
  exact: 0,
  aliasExact: 1,
  namePrefix: 2,
  wordPrefix: 3,
  aliasPrefix: 4,
  nameContains: 5,
  state: 6,
} as const;

type Entry = {
  district: District;
  names: string[];
  words: string[];
  aliases: string[];
  aliasWords: string[];
  states: string[];
};

let index: Entry[] | undefined;
const collators = new Map<'hi' | 'en', Intl.Collator>();
const DEVANAGARI = /[\u0900-\u097f]/;

function collatorOf(lang: 'hi' | 'en'): Intl.Collator {
  let collator = collators.get(lang);
  if (!collator) {
    collator = new Intl.Collator(lang);
    collators.set(lang, collator);
  }
  return collator;
}

function buildIndex(): Entry[] {
  const stateWords = new Map(
    STATES.map((state) => [
      state.id,
      [...foldedWordStarts(state.en), ...foldedWordStarts(state.hi)],
    ]),
  );
  return DISTRICTS.map((district) => ({
    district,
    names: [foldForSearch(district.en), foldForSearch(district.hi)],
    words: [...foldedWordStarts(district.en).slice(1), ...foldedWordStarts(district.hi).slice(1)],
    aliases: (DISTRICT_ALIASES[district.id] ?? []).map(foldForSearch),
    aliasWords: (DISTRICT_ALIASES[district.id] ?? []).flatMap(foldedWordStarts),
    states: stateWords.get(district.state) ?? [],
  }));
}

function rankOf(entry: Entry, query: string): number | undefined {
  if (entry.names.includes(query)) return RANK.exact;
  if (entry.aliases.includes(query)) return RANK.aliasExact;
  if (entry.names.some((name) => name.startsWith(query))) return RANK.namePrefix;
  if (entry.words.some((word) => word.startsWith(query))) return RANK.wordPrefix;
  if (entry.aliasWords.some((alias) => alias.startsWith(query))) return RANK.aliasPrefix;
  if (entry.names.some((name) => name.includes(query))) return RANK.nameContains;
  if (entry.states.some((state) => state.startsWith(query))) return RANK.state;
  return undefined;
}

/**
 * Districts matching what the user has typed so far, in English or Hindi (spec 000 §5): names
 * equal to the text first, then a former name or big town equal to it, names starting with it,
 * a later word starting with it, a former name or town starting with it, the text anywhere in
 * the name, and last the districts of a state whose name matches. Among equal matches a district
 * with a big city comes first (`BIG_CITY_DISTRICTS`), then the names in the typed script's order.
 */
export function searchDistricts(query: string, opts: DistrictSearchOptions = {}): District[] {
  const folded = foldForSearch(query);
  const limit = opts.limit ?? DISTRICT_SEARCH_LIMIT;
  if (folded === '' || limit <= 0) return [];
  index ??= buildIndex();
  const hits: { district: District; rank: number }[] = [];
  for (const entry of index) {
    if (opts.state !== undefined && entry.district.state !== opts.state) continue;
    const rank = rankOf(entry, folded);
    if (rank !== undefined) hits.push({ district: entry.district, rank });
  }
  // equal matches: a big city's district first, then by name in the script that was typed
  const hindi = DEVANAGARI.test(query);
  const collator = collatorOf(hindi ? 'hi' : 'en');
  const big = (district: District) => (BIG_CITY_DISTRICTS.has(district.id) ? 0 : 1);
  hits.sort(
    (a, b) =>
      a.rank - b.rank ||
      big(a.district) - big(b.district) ||
      collator.compare(
        hindi ? a.district.hi : a.district.en,
        hindi ? b.district.hi : b.district.en,
      ),
  );
  return hits.slice(0, limit).map((hit) => hit.district);
}
