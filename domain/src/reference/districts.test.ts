import { describe, expect, it } from 'vitest';
import { DISTRICT_ALIASES } from './district-aliases';
import {
  DISTRICTS,
  districtById,
  districtByName,
  districtLabel,
  districtsOfState,
  placeNames,
  STATES,
  stateById,
  UNION_TERRITORY_IDS,
} from './districts';
import { ASCII_LABEL, DEVANAGARI_LABEL, duplicatesOf, SLUG } from './test-helpers';

describe('STATES', () => {
  it('has the 28 states and 8 union territories, with unique ids', () => {
    expect(STATES).toHaveLength(36);
    expect(UNION_TERRITORY_IDS).toHaveLength(8);
    expect(duplicatesOf(STATES.map((state) => state.id))).toEqual([]);
    for (const id of UNION_TERRITORY_IDS) expect(stateById(id)).toBeDefined();
  });

  it('labels every state in both scripts', () => {
    for (const state of STATES) {
      expect(state.id).toMatch(/^[a-z]{2}$/);
      expect(state.en).toMatch(ASCII_LABEL);
      expect(state.hi).toMatch(DEVANAGARI_LABEL);
    }
  });
});

describe('DISTRICTS', () => {
  it('lists every current district of India (spec 000 §5: at least about 700)', () => {
    expect(DISTRICTS.length).toBeGreaterThanOrEqual(760);
    expect(DISTRICTS.length).toBeLessThanOrEqual(800);
  });

  it('has unique slug ids of at most 50 characters, prefixed by their state', () => {
    expect(duplicatesOf(DISTRICTS.map((district) => district.id))).toEqual([]);
    for (const district of DISTRICTS) {
      expect(district.id).toMatch(SLUG);
      expect(district.id.length).toBeLessThanOrEqual(50);
      expect(district.id.startsWith(`${district.state}-`)).toBe(true);
    }
  });

  it('puts every district in a known state and every state has districts', () => {
    for (const district of DISTRICTS) expect(stateById(district.state)).toBeDefined();
    for (const state of STATES) expect(districtsOfState(state.id).length).toBeGreaterThan(0);
  });

  it.each([
    ['up', 75],
    ['br', 38],
    ['mh', 36],
    ['tn', 38],
    ['kl', 14],
    ['ga', 2],
    ['hp', 12],
    ['uk', 13],
    ['jh', 24],
    ['hr', 22],
    ['od', 30],
    ['tg', 33],
    ['ka', 31],
    ['cg', 33],
    ['rj', 41],
    ['jk', 20],
    ['dl', 11],
  ])('state %s has %i districts', (stateId, count) => {
    expect(districtsOfState(stateId)).toHaveLength(count);
  });

  it('labels every district in clean English and pure Devanagari', () => {
    for (const district of DISTRICTS) {
      expect(district.en, district.id).toMatch(ASCII_LABEL);
      expect(district.en.trim(), district.id).toBe(district.en);
      expect(district.hi, district.id).toMatch(DEVANAGARI_LABEL);
      expect(district.hi.trim(), district.id).toBe(district.hi);
    }
  });

  it('never repeats a name within a state, in either script', () => {
    for (const state of STATES) {
      const districts = districtsOfState(state.id);
      expect(duplicatesOf(districts.map((district) => district.en))).toEqual([]);
      expect(duplicatesOf(districts.map((district) => district.hi))).toEqual([]);
    }
  });

  it('keeps same-named districts of different states apart by the state prefix', () => {
    expect(districtById('up-hamirpur')?.en).toBe('Hamirpur');
    expect(districtById('hp-hamirpur')?.en).toBe('Hamirpur');
    expect(districtById('up-pratapgarh')?.hi).toBe('प्रतापगढ़');
    expect(districtById('rj-pratapgarh')?.hi).toBe('प्रतापगढ़');
    expect(districtById('hp-bilaspur')?.state).toBe('hp');
    expect(districtById('cg-bilaspur')?.state).toBe('cg');
    expect(districtById('br-aurangabad')?.en).toBe('Aurangabad');
    expect(districtById('mh-chhatrapati-sambhajinagar')?.hi).toBe('छत्रपति संभाजीनगर');
  });

  it('uses the current official names', () => {
    const names = new Set(DISTRICTS.map((district) => district.en));
    for (const name of ['Prayagraj', 'Ayodhya', 'Dharashiv', 'Nuh', 'Kamrup Metropolitan']) {
      expect(names).toContain(name);
    }
    for (const name of ['Allahabad', 'Faizabad', 'Osmanabad', 'Mewat', 'Gurgaon']) {
      expect(names).not.toContain(name);
    }
  });

  it('keys aliases by real district ids', () => {
    for (const id of Object.keys(DISTRICT_ALIASES)) expect(districtById(id), id).toBeDefined();
  });
});

describe('districtLabel', () => {
  it('gives the name in the asked language', () => {
    expect(districtLabel('up-lucknow', 'hi')).toBe('लखनऊ');
    expect(districtLabel('up-lucknow', 'en')).toBe('Lucknow');
    expect(districtLabel('mh-mumbai-suburban', 'hi')).toBe('मुंबई उपनगर');
    expect(districtLabel('ka-bengaluru-urban', 'hi')).toBe('बेंगलुरु शहरी');
    expect(districtLabel('kl-thiruvananthapuram', 'hi')).toBe('तिरुवनंतपुरम');
  });

  it('translates an old free-text name when only one district has it', () => {
    expect(districtLabel('Lucknow', 'hi')).toBe('लखनऊ');
    expect(districtLabel(' prayagraj ', 'hi')).toBe('प्रयागराज');
    expect(districtLabel('लखनऊ', 'en')).toBe('Lucknow');
    expect(districtByName('Hamirpur')).toBeUndefined();
  });

  it('shows an unknown value as it is', () => {
    expect(districtLabel('Some Village', 'hi')).toBe('Some Village');
    expect(districtLabel('Bilaspur', 'hi')).toBe('Bilaspur');
    expect(districtLabel('', 'en')).toBe('');
  });
});

describe('placeNames (issue 16 item 4: the feed needs no district list)', () => {
  it('names the district and its state in both languages', () => {
    expect(placeNames('up-lucknow')).toEqual({
      en: 'Lucknow, Uttar Pradesh',
      hi: 'लखनऊ, उत्तर प्रदेश',
    });
    expect(placeNames('dl-new-delhi')).toEqual({ en: 'New Delhi, Delhi', hi: 'नई दिल्ली, दिल्ली' });
  });

  it('shows an older free-text value as districtLabel does', () => {
    expect(placeNames('Lucknow')).toEqual({ en: 'Lucknow', hi: 'लखनऊ' });
    expect(placeNames('Some Village')).toEqual({ en: 'Some Village', hi: 'Some Village' });
  });
});
