import * as z from 'zod/mini';
import { optionalEmail, requiredText } from '../../lib/form-fields.js';

// An AYS team member's fields and their words, in one place for the server, which parses the admin's
// input with them (providers.service.ts), and the web's form (InternalProviderForm), which checks with the
// same schemas. zod/mini, as form-fields.ts, because they travel to phones.

export const NO_CATEGORY = 'Choose at least one category.';

/** Spec §5: name, phone, city, categories and NRC/ID required; email optional; areas of the chosen city. */
export const internalProviderFields = {
  name: requiredText('Name is required.', 120),
  email: optionalEmail,
  phone: requiredText('Phone is required.', 40),
  cityId: requiredText('City is required.'),
  areaIds: z.array(z.string()).check(z.maxLength(100, 'Choose at most 100 areas.')),
  categoryIds: z.array(z.string()).check(z.minLength(1, NO_CATEGORY), z.maxLength(50, 'Choose at most 50 categories.')),
  nrc: requiredText('NRC/ID is required.', 40),
};
