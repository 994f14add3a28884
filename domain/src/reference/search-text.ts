// Folds the ways people type one name so 'Prayag raj', 'prayagraj', 'प्रयागराज' and a nukta or
// chandrabindu variant compare equal: lower case, no accents, no spaces or punctuation.

const NASAL_BEFORE_CONSONANT = /[ङञणनम]\u094d(?=[क-ह])/g; // अम्बाला is written अंबाला too
const DEVANAGARI_DIGIT = /[०-९]/g;

export function foldForSearch(text: string): string {
  return (
    text
      // NFD splits ज़ into ज + nukta and é into e + accent, so both marks can be dropped
      .normalize('NFD')
      .toLowerCase()
      .replace(/[\u0300-\u036f\u093c\u200c\u200d]/g, '')
      .replace(/\u0901/g, '\u0902')
      .replace(NASAL_BEFORE_CONSONANT, '\u0902')
      // long and short i/u are often mixed up when typing (सीवान, सिवान)
      .replace(/\u0940/g, '\u093f')
      .replace(/\u0942/g, '\u0941')
      .replace(/ई/g, 'इ')
      .replace(/ऊ/g, 'उ')
      .replace(/\u0949/g, '\u093e')
      .replace(/ऑ/g, 'आ')
      .replace(DEVANAGARI_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x966))
      .replace(/[^a-z0-9\u0900-\u0963\u0966-\u097f]/g, '')
  );
}

/** The folded text from the start of each word, so 'nagar' finds 'Kanpur Nagar' as a word start. */
export function foldedWordStarts(text: string): string[] {
  const words = text.split(/[\s\-./(),]+/).filter((word) => word.length > 0);
  return words.map((_, index) => foldForSearch(words.slice(index).join(' ')));
}
