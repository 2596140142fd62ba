import * as z from 'zod/mini';
import { requiredText } from '../../lib/form-fields.js';

// The fields people type about their own account (sign-up, profile, password change) and their words, in
// one place for the server, which parses those inputs with them (signup.validation.ts,
// password-request.validation.ts), and the web's forms, which check with the same schemas. zod/mini, as
// form-fields.ts, because they travel to phones: the validation files bring classic zod and zxcvbn.

export const BUSINESS_NAME_REQUIRED = 'Business name is required when registering as a company.';

export const personName = requiredText('Name is required.');
export const requiredPhone = requiredText('Phone is required.');
export const requiredNrc = requiredText('NRC is required.');
export const inviteCode = requiredText('Invite code is required.');

/**
 * A company's business name, which customers see (spec §5). Others may leave it empty, so the server checks
 * it on the whole input, where it knows whether the person registers as a company, with the same words.
 */
export const companyBusinessName = requiredText(BUSINESS_NAME_REQUIRED);

/** The password someone signed in with, checked against the stored hash: only its presence and length here. */
export const currentPassword = z.string().check(z.minLength(1, 'Enter your current password.'), z.maxLength(200, 'Password is too long.'));
