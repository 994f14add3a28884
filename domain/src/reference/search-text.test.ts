import { describe, expect, it } from 'vitest';
import { foldedWordStarts, foldForSearch } from './search-text';

describe('foldForSearch', () => {
  it.each([
    ['  Kanpur-Nagar ', 'kanpurnagar'],
    ['Dr. B.R. Ambedkar', 'drbrambedkar'],
    ['Chümoukedima', 'chumoukedima'],
    ['ग़ाज़ियाबाद', foldForSearch('गाजियाबाद')],
    ['हापुड़', foldForSearch('हापुड')],
    ['झाँसी', foldForSearch('झांसी')],
    ['चम्पारण', foldForSearch('चंपारण')],
    ['सीवान', foldForSearch('सिवान')],
    ['उत्तर २४ परगना', foldForSearch('उत्तर 24 परगना')],
  ])('%j folds like %j', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });
});

describe('foldedWordStarts', () => {
  it('gives the folded rest of the name from each word', () => {
    expect(foldedWordStarts('Sant Kabir Nagar')).toEqual(['santkabirnagar', 'kabirnagar', 'nagar']);
  });
});
