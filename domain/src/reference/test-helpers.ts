// Shared checks of the reference tests: what a clean label in each script looks like.

// Devanagari letters, marks and digits, with the spaces and punctuation names use.
export const DEVANAGARI_LABEL = /^[\u0900-\u097f][\u0900-\u097f .\-()/]*$/;

// Printable ASCII only: English labels must never carry accents or look-alike letters.
export const ASCII_LABEL = /^[\x20-\x7e]+$/;

export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function duplicatesOf(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}
