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

/** Setting a password from an emailed link: the sign-up rules. */
export const resetPasswordRules = z.object({ password: newPassword });

/** Changing it while signed in: the current one (checked against the stored hash), and a new one by the sign-up rules. */
export const changePasswordRules = z.object({
  currentPassword: z.string().min(1, 'Enter your current password.').max(200, 'Password is too long.'),
  newPassword,
});
