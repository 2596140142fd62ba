import { z } from 'zod';
import type { FieldMessages } from '../../graphql/errors.js';

const optionalText = z.string().trim().max(200).nullish().transform((value) => value || null);
const required = (message: string) => z.string({ error: message }).trim().min(1, message).max(200);

/** The spec's §5 sign-up rules. Email is required too: it is how people sign in. */
const base = z.object({
  name: required('Name is required.'),
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address.')),
  password: z.string().min(8, 'Password must be at least 8 characters.').max(200, 'Password is too long.'),
  phone: optionalText,
  nrc: optionalText,
});

export const customerSignUp = base;

export const providerSignUp = base
  .extend({
    phone: required('Phone is required.'),
    isCompany: z.boolean(),
    companyName: optionalText,
    businessName: optionalText,
  })
  .refine((input) => !input.isCompany || !!input.businessName, {
    path: ['businessName'],
    message: 'Business name is required when registering as a company.',
  });

export const adminSignUp = base.extend({
  nrc: required('NRC is required.'),
  inviteCode: required('Invite code is required.'),
});

/** Zod issues as one message per field, the shape BAD_USER_INPUT carries. */
export function fieldMessages(error: z.ZodError): FieldMessages {
  const fields: FieldMessages = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'input');
    fields[key] ??= issue.message;
  }
  return fields;
}
