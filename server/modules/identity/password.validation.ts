import { dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod';

let common: Set<string> | null = null;

/** The ~49,000 most common passwords of leaked lists (zxcvbn's dictionary), compared without case. */
function isCommon(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

/** A password someone chooses: long enough, not only spaces, and not one attackers try first. */
export const newPassword = z.string()
  .min(8, 'Password must be at least 8 characters.')
  .max(200, 'Password is too long.')
  .refine((value) => value.trim().length > 0, 'Password cannot be only spaces.')
  .refine((value) => !isCommon(value), 'This password is too common. Choose one that is harder to guess.');
