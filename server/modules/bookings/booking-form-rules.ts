import * as z from 'zod/mini';
import { optionalText, requiredText } from '../../lib/form-fields.js';
import { displayKwacha } from '../../lib/money.js';
import { PaymentMethod } from './booking-enum-rules.js';

// The fields of the customer's booking forms (proof of payment, End Booking) and their words, in one place
// for the server, which parses those inputs with them (booking.validation.ts, booking-actions.service.ts),
// and the web's modals, which check with the same schemas before sending. zod/mini, as form-fields.ts,
// because they travel to phones: booking.validation.ts is classic zod and stays on the server.

export const GENOPAY_SOON = 'GenoPay is coming soon. Please choose another payment method.';
export const RATING_RANGE = 'Rate the service from 1 to 5.';
export const MAX_SENDER_NAME_LENGTH = 120;
export const MAX_TRANSACTION_NUMBER_LENGTH = 80;
export const MAX_REVIEW_LENGTH = 2000;
/** A reason for cancelling or rescheduling, from the customer or an admin. */
export const MAX_REASON_LENGTH = 500;
/** The customer's note on a booking. */
export const MAX_NOTE_LENGTH = 1000;

/** What a booking's note reads when the customer wrote none (the admins' email, the request's page). */
export const NO_NOTE = 'No additional notes.';

/** How the customer paid: GenoPay is listed (spec §9) but not open yet. */
export const availableMethod = z.enum(PaymentMethod).check(z.refine((method) => method !== PaymentMethod.GENOPAY, GENOPAY_SOON));

export const senderName = requiredText('Sender name is required.', MAX_SENDER_NAME_LENGTH);
export const transactionNumber = requiredText('Transaction number is required.', MAX_TRANSACTION_NUMBER_LENGTH);

/** Why a confirmed booking is cancelled: asked for, as the cancellation policy may keep money. */
export const requiredReason = requiredText('Please give a reason.', MAX_REASON_LENGTH);

export const rating = z.int({ error: RATING_RANGE }).check(z.minimum(1, RATING_RANGE), z.maximum(5, RATING_RANGE));
export const review = optionalText(MAX_REVIEW_LENGTH);

/** What the customer paid in all, in ngwee. */
export const amountPaid = z.int().check(z.minimum(0, 'Amount paid cannot be negative.'));

/** `amountPaid`, and no more than the booking's full amount (the server reads that from the locked booking). */
export const amountPaidWithin = (fullNgwee: number) =>
  amountPaid.check(z.maximum(fullNgwee, `Amount paid cannot be more than the full amount ${displayKwacha(fullNgwee)}.`));
