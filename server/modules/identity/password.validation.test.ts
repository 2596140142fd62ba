import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { TOO_COMMON, TOO_EASY, newPassword } from './password.validation.js';

/** The message the API puts on the password field (the first issue), or null when the password is accepted. */
function problemOf(password: string): string | null {
  const result = z.safeParse(newPassword, password);
  return result.success ? null : result.error.issues[0].message;
}

describe('a new password', () => {
  it.each([
    ['one repeated character', 'aaaaaaaa'],
    ['one repeated digit', '99999999'],
    ['an alphabet sequence', 'abcdefgh'],
    ['a sequence backwards', 'zyxwvuts'],
    ['a repeated pattern', 'ab1!ab1!ab1!'],
    ['a long run of one character', 'x'.repeat(150)],
  ])('is refused when it is %s', (_label, password) => {
    expect(problemOf(password)).toBe(TOO_EASY);
  });

  it.each([
    ['a digit sequence', '12345678'],
    ['a keyboard row', 'qwertyui'],
    ['a common one with a digit', 'password1'],
    ['a common one in capitals', 'QWERTY123'],
  ])('is refused as too common when it is %s', (_label, password) => {
    expect(problemOf(password)).toBe(TOO_COMMON);
  });

  it('gets one message only, the most specific one', () => {
    const result = z.safeParse(newPassword, 'password1');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([TOO_COMMON]);
  });

  it.each([
    // The demo accounts' passwords (README) and those the tests sign up with.
    'Admin#2026',
    'Provider#2026',
    'Customer#2026',
    'Affiliate#2026',
    'Chililabombwe#1',
    'Lake-Kariba#2026',
    'Kafue-Flats#2026',
    'affiliate-pass-1',
    ' Lusaka sunrise ',
    'Mwila2026',
  ])('is accepted when it is as hard to guess as %j', (password) => {
    expect(problemOf(password)).toBeNull();
  });

  it('keeps the length rules first', () => {
    expect(problemOf('aaaa')).toBe('Password must be at least 8 characters.');
  });
});
