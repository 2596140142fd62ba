import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { problem } from '../../../tests/helpers/form-rule-reading.js';
import { PaymentMethod } from './booking-enum-rules.js';
import {
  amountPaidWithin,
  availableMethod,
  GENOPAY_SOON,
  rating,
  RATING_RANGE,
  senderName,
  transactionNumber,
} from './booking-form-rules.js';

describe('booking form rules shared by the server and the customer modals', () => {
  it('rates from 1 to 5 in whole stars', () => {
    expect(problem(rating, 0)).toBe(RATING_RANGE);
    expect(problem(rating, 6)).toBe(RATING_RANGE);
    expect(problem(rating, 2.5)).toBe(RATING_RANGE);
    expect(problem(rating, 5)).toBeUndefined();
  });

  it('takes an amount paid from nothing up to the full amount, in ngwee', () => {
    const within = amountPaidWithin(40_500);
    expect(problem(within, -1)).toBe('Amount paid cannot be negative.');
    expect(problem(within, 40_501)).toBe('Amount paid cannot be more than the full amount K405.');
    expect(problem(within, 0)).toBeUndefined();
    expect(problem(within, 40_500)).toBeUndefined();
  });

  it('refuses GenoPay until it opens', () => {
    expect(problem(availableMethod, PaymentMethod.GENOPAY)).toBe(GENOPAY_SOON);
    expect(problem(availableMethod, PaymentMethod.MOMO)).toBeUndefined();
  });

  it('needs the sender and the transaction number, trimmed, within their lengths', () => {
    expect(problem(senderName, '  ')).toBe('Sender name is required.');
    expect(problem(transactionNumber, '')).toBe('Transaction number is required.');
    expect(problem(transactionNumber, 'x'.repeat(81))).toBe('At most 80 characters.');
    expect(z.parse(transactionNumber, ' MP240512.1530 ')).toBe('MP240512.1530');
  });
});
