import * as z from 'zod/mini';
import { optionalText, requiredText } from '../../lib/form-fields.js';

// The provider's answer to a review and their private rating of a customer (issue 33): the server parses
// those inputs with these, and the provider's forms check with the same schemas before sending.

export const MAX_ANSWER_LENGTH = 1000;
export const MAX_CUSTOMER_NOTE_LENGTH = 500;
export const CUSTOMER_RATING_RANGE = 'Rate the customer from 1 to 5.';

export const ANSWERED_ALREADY = 'This review has an answer already.';
export const RATED_ALREADY = 'You have rated the customer of this booking already.';
export const RATE_COMPLETED_ONLY = 'A customer can be rated once the booking is completed.';

export const ANSWER_REQUIRED = 'Write your answer.';
export const answer = requiredText(ANSWER_REQUIRED, MAX_ANSWER_LENGTH);
export const customerRating = z
  .int({ error: CUSTOMER_RATING_RANGE })
  .check(z.minimum(1, CUSTOMER_RATING_RANGE), z.maximum(5, CUSTOMER_RATING_RANGE));
export const customerNote = optionalText(MAX_CUSTOMER_NOTE_LENGTH);
