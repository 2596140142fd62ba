/** More words than this narrow nothing further; the rest of a long search is ignored. */
export const MAX_SEARCH_WORDS = 6;
/** Longer "words" are cut: nothing in the catalogue is longer, and the trigram work stays small. */
export const MAX_WORD_LENGTH = 32;
/** Only the start of a pasted wall of text is read. */
const MAX_TEXT_READ = 500;

/** Words that say nothing about a service ("cleaning in Lusaka", "plumber near me"). */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'at',
  'by',
  'for',
  'from',
  'i',
  'in',
  'is',
  'me',
  'my',
  'near',
  'need',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

/**
 * The words a customer's search looks for: runs of letters and digits, lowercased, without stop words or
 * repeats, at most MAX_SEARCH_WORDS of MAX_WORD_LENGTH characters each. Everything else (punctuation,
 * `%`, `_`, quotes, `&|!`) separates words, so no input ever reaches the database as syntax.
 * Returns null when there is no search at all (nothing but spaces), and an empty list when there was
 * text but no word in it: such a search finds nothing.
 */
export function searchWords(text: string | null | undefined): string[] | null {
  const read = (text ?? '').slice(0, MAX_TEXT_READ);
  if (read.trim() === '') return null;
  const words = new Set<string>();
  for (const [match] of read.toLowerCase().matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    const word = [...match].slice(0, MAX_WORD_LENGTH).join('');
    if (word.length < 2 || STOP_WORDS.has(word)) continue;
    words.add(word);
    if (words.size === MAX_SEARCH_WORDS) break;
  }
  return [...words];
}
