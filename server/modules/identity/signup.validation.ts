import { z } from 'zod';
import { emailAddress } from '../../lib/form-fields.js';
import { BUSINESS_NAME_REQUIRED, inviteCode, personName, requiredNrc, requiredPhone } from './account-rules.js';
import { newPassword } from './password.validation.js';
import { Role } from '../../lib/role.js';
import { Gender } from './gender.js';

const optionalText = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((value) => value || null);

/** The spec's §5 sign-up rules. Email is required too: it is how people sign in. */
const base = z.object({
  name: personName,
  email: emailAddress,
  password: newPassword,
  phone: optionalText,
  nrc: optionalText,
});

export const customerSignUp = base;

/** What a sign-in may send: no longer than sign-up allows (an endless email must not reach the throttle's index). */
export const signInCredentials = z.object({
  email: z.string().trim().toLowerCase().max(254, 'Enter a valid email address.'),
  password: z.string().max(200, 'Password is too long.'),
});

/** How a provider works, at sign-up and in the profile alike: a company needs its business name (spec §5). */
const companyFields = { isCompany: z.boolean(), companyName: optionalText, businessName: optionalText };
const namesItsBusiness = (input: { isCompany: boolean; businessName: string | null }) => !input.isCompany || !!input.businessName;
const businessNameIssue = { path: ['businessName'], message: BUSINESS_NAME_REQUIRED };

export const providerSignUp = base.extend({ phone: requiredPhone, ...companyFields }).refine(namesItsBusiness, businessNameIssue);

export const adminSignUp = base.extend({
  nrc: requiredNrc,
  inviteCode,
});

/** Profile edits keep the sign-up rules of the person's role (spec §5). */
export function profileRules(role: Role) {
  const needsPhone = role === Role.EXTERNAL_PROVIDER || role === Role.AFFILIATE;
  return z
    .object({
      name: personName,
      phone: needsPhone ? requiredPhone : optionalText,
      gender: z
        .enum(Gender)
        .nullish()
        .transform((value) => value ?? null),
      nrc: role === Role.ADMIN ? requiredNrc : optionalText,
      ...companyFields,
    })
    .refine(namesItsBusiness, businessNameIssue);
}
