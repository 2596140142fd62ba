import { dictionary } from '@zxcvbn-ts/language-common';
import * as z from 'zod/mini';
import { passwordShape } from '../../lib/form-fields.js';

let common: Set<string> | null = null;

/** The ~49,000 most common passwords of leaked lists (zxcvbn's dictionary), compared without case. */
function isCommon(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

/** A password someone chooses: long enough, not only spaces, and not one attackers try first. */
export const newPassword = passwordShape.check(z.refine((value) => !isCommon(value), 'This password is too common. Choose one that is harder to guess.'));
