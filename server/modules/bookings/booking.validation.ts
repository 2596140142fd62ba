import { z } from 'zod';
import { isCalendarDate, TIME_OF_DAY, todayInLusaka } from '../../lib/lusaka-time.js';
import { optionalText, requiredText } from '../../lib/form-fields.js';
import { MAX_CODE_NAME_LENGTH } from '../promotions/promo-code-rules.js';
import {
  amountPaid,
  availableMethod,
  MAX_NOTE_LENGTH,
  MAX_REASON_LENGTH,
  rating,
  requiredReason,
  review,
  senderName,
  transactionNumber,
} from './booking-form-rules.js';

export const NO_REASON = 'No reason provided';

/** A day from today on (Lusaka time). The spec leaves date and time unchecked; a booking in the past helps no one. */
export const futureDate = z
  .string({ error: 'Choose a date.' })
  .trim()
  .refine(isCalendarDate, 'Choose a date.')
  .refine((day) => day >= todayInLusaka(), 'Choose a date from today on.');

export const timeOfDay = z.string({ error: 'Choose a time.' }).trim().regex(TIME_OF_DAY, 'Choose a time.');

export const createBookingRules = z.object({
  packageName: requiredText('Choose a package.', 60),
  date: futureDate,
  time: timeOfDay,
  customerNote: optionalText(MAX_NOTE_LENGTH),
  promoCode: optionalText(MAX_CODE_NAME_LENGTH),
  depositAgreementAccepted: z.literal(true, { error: 'Please accept the deposit agreement.' }),
  bookingChannel: z.string().trim().min(1).max(20),
  idempotencyKey: z
    .uuid('The idempotency key must be a UUID.')
    .nullish()
    .transform((value) => value?.toLowerCase() ?? null),
});

export const paymentProofRules = z.object({ senderName, transactionNumber, paymentMethod: availableMethod });

export const endBookingRules = z.object({ rating, review, paymentMethod: availableMethod, amountPaid });

export const rescheduleRules = z.object({ date: futureDate, time: timeOfDay, reason: optionalText(MAX_REASON_LENGTH) });

export const reasonRules = (required: boolean) =>
  z.object({
    reason: required
      ? requiredReason
      : z.pipe(
          optionalText(MAX_REASON_LENGTH),
          z.transform((value) => value ?? NO_REASON),
        ),
  });
