import { z } from 'zod';

/** Shared zod building blocks for the server's input rules, with the product's wording (those the web's forms check too are in form-fields.ts). */
export const optionalText = (max = 200) => z.string().trim().max(max, `At most ${max} characters.`).nullish().transform((value) => value || null);

/** A non-negative decimal with at most two places ("15", "12.50"), as integer hundredths. */
export const hundredths = (message: string) => z.string({ error: message }).trim()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, message)
  .transform((value) => {
    const [whole, fraction = ''] = value.split('.');
    return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  });
