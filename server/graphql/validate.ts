import type { z } from 'zod';
import { CORRECT_FIELDS } from '../lib/form-fields.js';
import { badUserInput, type FieldMessages } from './errors.js';

/** Zod issues as one message per top-level field, the shape BAD_USER_INPUT carries. */
export function fieldMessages(error: z.ZodError): FieldMessages {
  const fields: FieldMessages = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'input';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** One wrong field: its own message says it best; several: point at the highlighted fields. */
export function summaryOf(fields: FieldMessages): string {
  const messages = Object.values(fields);
  return messages.length === 1 ? messages[0] : CORRECT_FIELDS;
}

/** Parses input with a rule schema, or throws BAD_USER_INPUT naming each wrong field. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const fields = fieldMessages(parsed.error);
    throw badUserInput(summaryOf(fields), fields);
  }
  return parsed.data;
}
