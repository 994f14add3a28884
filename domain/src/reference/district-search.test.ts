import { describe, expect, it } from 'vitest';
import { BIG_CITY_DISTRICTS } from './district-prominence';
import { DISTRICT_SEARCH_LIMIT, searchDistricts } from './district-search';
import { DISTRICTS, districtsOfState } from './districts';

const ids = (query: string, opts?: Parameters<typeof searchDistricts>[1]) =>
  searchDistricts(query, opts).map((district) => district.id);

describe('searchDistricts', () => {
  it('puts an English prefix match first', () => {
    expect(ids('luck')[0]).toBe('up-lucknow');
    expect(ids('prayag')[0]).toBe('up-prayagraj');
    expect(ids('Gurug')[0]).toBe('hr-gurugram');
  });

  it('finds Hindi names from the first letters', () => {
    expect(ids('लखनऊ')[0]).toBe('up-lucknow');
    expect(ids('लखन')).toContain('up-lucknow');
    expect(ids('प्रयाग')[0]).toBe('up-prayagraj');
    expect(ids('मुंबई')).toEqual(expect.arrayContaining(['mh-mumbai-city', 'mh-mumbai-suburban']));
  });

  it('ignores case, surrounding spaces, inner spaces, dots and hyphens', () => {
    expect(ids('  LUCKNOW ')[0]).toBe('up-lucknow');
    expect(ids('kanpurnagar')[0]).toBe('up-kanpur-nagar');
    expect(ids('Kanpur-Nagar')[0]).toBe('up-kanpur-nagar');
    expect(ids('sawaimadhopur')[0]).toBe('rj-sawai-madhopur');
    expect(ids('dr b r ambedkar')[0]).toBe('ap-dr-b-r-ambedkar-konaseema');
  });

  it('ranks every prefix match before every match inside a name', () => {
    const found = searchDistricts('pur', { limit: 200 });
    const prefixes = found.filter((district) => district.en.toLowerCase().startsWith('pur'));
    expect(prefixes.length).toBeGreaterThan(2);
    expect(found.slice(0, prefixes.length)).toEqual(prefixes);
    expect(found.map((district) => district.id)).toContain('rj-jaipur');
  });

  it('finds a later word of a name', () => {
    expect(ids('nagar', { state: 'up' })).toContain('up-kanpur-nagar');
    expect(ids('garhwal')).toEqual(['uk-pauri-garhwal', 'uk-tehri-garhwal']);
  });

  it('tolerates nukta, chandrabindu and anusvara variants', () => {
    expect(ids('ग़ाज़ियाबाद')[0]).toBe('up-ghaziabad');
    expect(ids('मुज़फ़्फ़रनगर')[0]).toBe('up-muzaffarnagar');
    expect(ids('हापुड')[0]).toBe('up-hapur');
    expect(ids('झाँसी')[0]).toBe('up-jhansi');
    expect(ids('चम्पावत')[0]).toBe('uk-champawat');
    expect(ids('अम्बाला')[0]).toBe('hr-ambala');
    expect(ids('सिवान')[0]).toBe('br-siwan');
  });

  it('reads Devanagari and ASCII digits alike', () => {
    expect(ids('उत्तर 24')[0]).toBe('wb-north-24-parganas');
    expect(ids('24 par')).toEqual(['wb-north-24-parganas', 'wb-south-24-parganas']);
  });

  it('finds renamed districts by their former names and big towns by name', () => {
    expect(ids('allahabad')[0]).toBe('up-prayagraj');
    expect(ids('इलाहाबाद')[0]).toBe('up-prayagraj');
    expect(ids('gurgaon')[0]).toBe('hr-gurugram');
    expect(ids('bangalore')[0]).toBe('ka-bengaluru-urban');
    expect(ids('noida')[0]).toBe('up-gautam-buddha-nagar');
    expect(ids('aurangabad')).toEqual(['br-aurangabad', 'mh-chhatrapati-sambhajinagar']);
  });

  it('matches the state name too', () => {
    const bihar = ids('bihar', { limit: 100 });
    for (const district of districtsOfState('br')) expect(bihar).toContain(district.id);
    expect(ids('केरल', { limit: 100 })).toHaveLength(14);
  });

  it('keeps to one state when asked', () => {
    const found = searchDistricts('pur', { state: 'rj', limit: 100 });
    expect(found.length).toBeGreaterThan(3);
    for (const district of found) expect(district.state).toBe('rj');
    expect(ids('hamirpur', { state: 'hp' })).toEqual(['hp-hamirpur']);
    expect(ids('lucknow', { state: 'br' })).toEqual([]);
  });

  it('offers the district of a big city first among equal matches, then names in the typed script', () => {
    // Lucknow before Lakhimpur (Assam), Lakhimpur Kheri and Lakhisarai, which were listed first
    expect(ids('लख')).toEqual([
      'up-lucknow',
      'as-lakhimpur',
      'up-lakhimpur-kheri',
      'br-lakhisarai',
    ]);
    expect(ids('पट')[0]).toBe('br-patna');
    expect(ids('pat')[0]).toBe('br-patna');
    expect(ids('ko', { limit: 4 })).toEqual(['nl-kohima', 'wb-kolkata', 'kl-kollam', 'rj-kota']);
    // a better match still wins: Kota is typed in full, Kotputli-Behror is not a big city
    expect(ids('kota')[0]).toBe('rj-kota');
    expect(ids('lakhi')).toEqual(['as-lakhimpur', 'up-lakhimpur-kheri', 'br-lakhisarai']);
  });

  it('names only districts that exist among the big cities', () => {
    const known = new Set(DISTRICTS.map((district) => district.id));
    expect([...BIG_CITY_DISTRICTS].filter((id) => !known.has(id))).toEqual([]);
    expect(BIG_CITY_DISTRICTS.size).toBe(91);
  });

  it('returns at most the limit, 20 by default', () => {
    expect(DISTRICT_SEARCH_LIMIT).toBe(20);
    expect(searchDistricts('a')).toHaveLength(20);
    expect(searchDistricts('a', { limit: 5 })).toHaveLength(5);
    expect(searchDistricts('a', { limit: 0 })).toEqual([]);
  });

  it('returns nothing for an empty query or one with nothing to match', () => {
    expect(searchDistricts('')).toEqual([]);
    expect(searchDistricts('   ')).toEqual([]);
    expect(searchDistricts(' -. ')).toEqual([]);
    expect(searchDistricts('', { state: 'up' })).toEqual([]);
    expect(searchDistricts('qqqq')).toEqual([]);
  });
});
