import { z } from 'zod';
import { newPassword } from './password.validation.js';
import { emailAddress } from '../../lib/form-fields.js';
import { currentPassword } from './account-rules.js';

/** Asking for a reset link: an email address read as sign-up reads it. */
export const resetRequestRules = z.object({ email: emailAddress });

/** Setting a password from an emailed link: the sign-up rules. */
export const resetPasswordRules = z.object({ password: newPassword });

/** Changing it while signed in: the current one (checked against the stored hash), and a new one by the sign-up rules. */
export const changePasswordRules = z.object({
  currentPassword,
  newPassword,
});
