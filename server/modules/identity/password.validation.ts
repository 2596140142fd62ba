import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import * as z from 'zod/mini';
import { passwordShape } from '../../lib/form-fields.js';

export const TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';
export const TOO_EASY = 'This password is too easy to guess. Avoid repeated characters and sequences like abcd or 1234.';

/**
 * zxcvbn's guesses-based score counts 0 to 4; below 2 ("guessable within 10^6 tries") are repeats
 * (aaaaaaaa), sequences (abcdefgh, 12345678), keyboard rows (qwertyui) and dictionary words with a digit
 * tacked on. Only the first 64 characters are scored: matching grows with the square of the length, and a
 * 200-character password would hold the event loop for a fifth of a second.
 */
const MIN_SCORE = 2;
const SCORED_LENGTH = 64;

let common: Set<string> | null = null;
let strength: ZxcvbnFactory | null = null;

/** The ~49,000 most common passwords of leaked lists (zxcvbn's dictionary), compared without case. */
function isCommon(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

function isGuessable(password: string): boolean {
  strength ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: SCORED_LENGTH });
  return strength.check(password).score < MIN_SCORE;
}

/**
 * A password someone chooses: long enough, not only spaces, not one attackers try first, and not made of
 * a repeat or a sequence. Server-side only: the web shares `passwordShape`, and zxcvbn's dictionaries
 * (some 400 KB of word lists) stay off phones; a form shows these messages from the API's field errors.
 */
export const newPassword = passwordShape.check(
  z.refine((value) => !isCommon(value), { error: TOO_COMMON, abort: true }),
  z.refine((value) => !isGuessable(value), TOO_EASY),
);
