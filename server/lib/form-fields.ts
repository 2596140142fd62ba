import * as z from 'zod/mini';

// The fields people type into many forms, with the product's wording. The server parses its inputs with
// these schemas and the web's forms derive their checks and messages from the same ones
// (web/src/lib/form-rules.ts), so a form and the API it calls cannot disagree. zod/mini, because these
// travel to phones: a form page carries a few kilobytes of zod instead of all of it. They compose with
// the server's classic zod schemas (both are zod 4 core schemas).

const INVALID_EMAIL = 'Enter a valid email address.';

/** What a refused form says when several of its fields are wrong: each shows its own message beside it. */
export const CORRECT_FIELDS = 'Please correct the highlighted fields.';

/** Text that must be filled in (spaces alone do not count), trimmed. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, `At most ${max} characters.`));

/** A choice that must be made, such as the id a picker holds, trimmed. */
export const requiredChoice = (message: string) => z.string({ error: message }).check(z.trim(), z.minLength(1, message));

/** Text that may be left empty (read as null), trimmed, within its length. */
export const optionalText = (max = 200) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters.`))),
    z.transform((value) => value || null),
  );

/** A choice that may be left empty, such as an optional select's id (read as null). */
export const optionalChoice = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value || null),
);

/** A non-negative decimal with at most two places ("15", "12.50"), as integer hundredths. */
export const hundredths = (message: string) =>
  z.pipe(
    z.string({ error: message }).check(z.trim(), z.regex(/^\d{1,10}(\.\d{1,2})?$/, message)),
    z.transform((value) => {
      const [whole, fraction = ''] = value.split('.');
      return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    }),
  );

/** How every email address a person types is read: trimmed, lower-cased, a valid address. */
export const emailAddress = z.pipe(
  z
    .string({ error: INVALID_EMAIL })
    .check(z.trim(), z.toLowerCase(), z.minLength(1, 'Email is required.'), z.maxLength(254, INVALID_EMAIL)),
  z.email(INVALID_EMAIL),
);

/** An email address that may be left empty (read as null). */
export const optionalEmail = z.pipe(
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.toLowerCase())),
    z.transform((value) => value || null),
  ),
  z.nullable(z.email(INVALID_EMAIL)),
);

/** An empty password field, on every form that has one (signing in included). */
export const PASSWORD_REQUIRED = 'Password is required.';

/**
 * The length and blank rules of a password someone chooses. The server adds that it must not be a common
 * one nor easy to guess, such as a repeat or a sequence (identity/password.validation.ts), which needs
 * zxcvbn's dictionaries, too big to send to a phone.
 */
export const passwordShape = z.string({ error: PASSWORD_REQUIRED }).check(
  z.minLength(1, PASSWORD_REQUIRED),
  z.minLength(8, 'Password must be at least 8 characters.'),
  z.maxLength(200, 'Password is too long.'),
  z.refine((value) => value.trim().length > 0, 'Password cannot be only spaces.'),
);
