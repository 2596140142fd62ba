import { z } from 'zod';
import { requiredText } from '../../lib/form-fields.js';
import { customerSignUp } from '../identity/signup.validation.js';
import { Gender } from '../identity/gender.js';

/**
 * Spec §5: the affiliate form needs a phone; otherwise the sign-up rules hold. The affiliate sets their own
 * password from the welcome email, so there is none here.
 */
export const affiliateRules = customerSignUp.omit({ password: true }).extend({
  phone: requiredText('Phone is required.', 40),
  gender: z.enum(Gender, { error: 'Choose a gender.' }),
});
