import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_WORDS, MAX_WORD_LENGTH, searchWords } from './search-words.js';

describe('the words a search looks for', () => {
  it.each([
    ['no search', null, null],
    ['only spaces', '   \t ', null],
    ['one word, lowercased', 'Plumb', ['plumb']],
    ['stop words and repeats dropped', 'Plumber near me in Lusaka, plumber!', ['plumber', 'lusaka']],
    ['punctuation and tsquery syntax separate words', "o'neill & (geyser | !tap) <-> x:*", ['neill', 'geyser', 'tap']],
    ['LIKE wildcards are separators', '100%_sure', ['100', 'sure']],
    ['text without a word finds nothing', '%_\'"&|!', []],
    ['only stop words find nothing', 'in the', []],
    ['letters of any script', 'Électricien Ŵ ቤት', ['électricien', 'ቤት']],
  ] as const)('%s', (_label, text, expected) => {
    expect(searchWords(text)).toEqual(expected);
  });

  it(`keeps at most ${MAX_SEARCH_WORDS} words of ${MAX_WORD_LENGTH} characters from the start of a wall of text`, () => {
    expect(searchWords(Array.from({ length: 2_000 }, (_, i) => `word${i}`).join(' '))).toEqual([
      'word0',
      'word1',
      'word2',
      'word3',
      'word4',
      'word5',
    ]);
    expect(searchWords('x'.repeat(10_000))).toEqual(['x'.repeat(MAX_WORD_LENGTH)]);
  });
});
