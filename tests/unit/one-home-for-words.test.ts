import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A rule's words live where the rule does: a sentence the server says (a refusal, a field's message) and a
// screen also writes out is a rule written twice, and the two drift apart. The web imports the server's pure
// rule files instead (docs/architecture.md); this finds a sentence copied by hand.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Code without its comments: a comment may quote what a screen says without saying it. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

function sources(folder: string, skip: (file: string) => boolean): { file: string; text: string }[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !skip(file))
    .map((file) => ({ file: `${folder}/${file}`, text: withoutComments(readFileSync(path.join(root, folder, file), 'utf8')) }));
}

/** Sentences both sides say, each of its own accord, and why that is not one rule written twice. */
const SAID_ON_BOTH_SIDES: Record<string, string> = {
  'Affiliate not found.': "the server's NOT_FOUND for an affiliate id, and the detail page's empty state when the answer is null",
  'Mobile money requests':
    "a row label of the dashboard's CSV (the requests to pay sent to each network), and the request detail's list of one booking's requests",
  'Booking moved to a new time': "a push's title, and the customer's switch for that kind of text message: alike today, free to part",
};

/** Quoted sentences: a capital letter, at least three words, 20 characters or more. */
function sentencesIn(text: string): string[] {
  return [...text.matchAll(/(['"])([A-Z][^'"`\n{}$]{19,})\1/g)].map(([, , sentence]) => sentence).filter((s) => s.split(' ').length >= 3);
}

describe('one home for the words of a rule', () => {
  it('no sentence the server writes is written again by the web', () => {
    const server = sources('server', () => false)
      .map((source) => source.text)
      .join('\n');
    const copies = sources('web/src', (file) => file.startsWith('gql/')).flatMap(({ file, text }) =>
      sentencesIn(text)
        .filter((sentence) => !(sentence in SAID_ON_BOTH_SIDES))
        .filter((sentence) => server.includes(`'${sentence}'`) || server.includes(`"${sentence}"`))
        .map((sentence) => `${file}: ${sentence}`),
    );
    expect(copies).toEqual([]);
  });

  it('finds a copied sentence', () => {
    expect(sentencesIn(`setProblem('Transaction number is required.'); label="Amount"`)).toEqual(['Transaction number is required.']);
  });
});
