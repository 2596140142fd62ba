// The web's form checks, derived from the schemas the server parses the same fields with
// (server/lib/form-fields.ts): one set of rules and texts, caught here before a round trip.
import * as z from 'zod/mini';
import { emailAddress, optionalEmail, passwordShape, requiredText } from '@server/lib/form-fields';

/** A Mantine form validator from a schema: the first message it gives, or null when the value passes. */
export function fieldRule(schema: z.ZodMiniType) {
  return (value: unknown): string | null => {
    const result = z.safeParse(schema, value);
    return result.success ? null : (result.error.issues[0]?.message ?? null);
  };
}

export const validateEmail = fieldRule(emailAddress);
export const validateOptionalEmail = fieldRule(optionalEmail);
export const validateNewPassword = fieldRule(passwordShape);
export const required = (message: string) => fieldRule(requiredText(message));

/** `fieldRule`, for a field only some variants of a form ask for. */
export const fieldRuleIf = (applies: boolean, schema: z.ZodMiniType) => (applies ? fieldRule(schema) : () => null);

export function validateRepeatedPassword(value: string, password: string): string | null {
  return value === password ? null : 'The passwords do not match.';
}
