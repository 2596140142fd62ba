import { describe, expect, it } from 'vitest';
import { read } from '../../../tests/helpers/form-rule-reading.js';
import { addDays, todayInLusaka } from '../../lib/lusaka-time.js';
import { moneySentFields, PayoutMethod } from './payout-rules.js';

describe('how money sent by hand is recorded, shared by the server and the payout and refund forms', () => {
  it('takes a calendar day up to today in Lusaka, never ahead of it', () => {
    const today = todayInLusaka();
    expect(read(moneySentFields.paidOn, today)).toEqual({ value: today });
    expect(read(moneySentFields.paidOn, addDays(today, 1))).toEqual({ message: 'The payment date cannot be in the future.' });
    for (const wrong of ['', '01/01/2025', '2025-02-30'])
      expect(read(moneySentFields.paidOn, wrong)).toEqual({ message: 'Enter the date as YYYY-MM-DD.' });
  });

  it('asks how the money was sent until one of the methods is chosen', () => {
    expect(read(moneySentFields.method, PayoutMethod.MOMO)).toEqual({ value: PayoutMethod.MOMO });
    for (const wrong of [undefined, '', 'MOMO', 'genopay'])
      expect(read(moneySentFields.method, wrong)).toEqual({ message: 'Choose how the money was sent.' });
  });

  it('requires a transaction reference of at most 100 characters, trimmed', () => {
    expect(read(moneySentFields.reference, ' MP240101.1234 ')).toEqual({ value: 'MP240101.1234' });
    expect(read(moneySentFields.reference, '   ')).toEqual({ message: 'Reference is required.' });
    expect(read(moneySentFields.reference, 'x'.repeat(101))).toEqual({ message: 'At most 100 characters.' });
  });
});
