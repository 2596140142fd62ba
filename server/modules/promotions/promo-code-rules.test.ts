import { describe, expect, it } from 'vitest';
import { read } from '../../../tests/helpers/form-rule-reading.js';
import { promoCodeFields } from './promo-code-rules.js';

describe('promo code fields shared by the server and the promo code form', () => {
  it('reads a code name trimmed, of letters, digits, - and _, at most 40 characters', () => {
    expect(read(promoCodeFields.codeName, ' LUSAKA_10-A ')).toEqual({ value: 'LUSAKA_10-A' });
    expect(read(promoCodeFields.codeName, '  ')).toEqual({ message: 'Code name is required.' });
    expect(read(promoCodeFields.codeName, 'TWO WORDS')).toEqual({ message: 'Use letters, digits, - and _ only.' });
    expect(read(promoCodeFields.codeName, '-LEADING')).toEqual({ message: 'Use letters, digits, - and _ only.' });
    expect(read(promoCodeFields.codeName, 'A'.repeat(41))).toEqual({ message: 'At most 40 characters.' });
  });

  it('reads an empty discount as 0 and an empty usage limit as 10, and whole numbers within range otherwise', () => {
    for (const empty of [null, undefined]) {
      expect(read(promoCodeFields.discount, empty)).toEqual({ value: 0 });
      expect(read(promoCodeFields.usageLimit, empty)).toEqual({ value: 10 });
    }
    expect(read(promoCodeFields.discount, 100)).toEqual({ value: 100 });
    for (const wrong of [-1, 101, 2.5, Number.NaN, '5'])
      expect(read(promoCodeFields.discount, wrong)).toEqual({ message: 'Discount must be a whole number from 0 to 100.' });
    expect(read(promoCodeFields.usageLimit, 100_000)).toEqual({ value: 100_000 });
    for (const wrong of [0, 100_001, 1.5])
      expect(read(promoCodeFields.usageLimit, wrong)).toEqual({ message: 'Usage limit must be a whole number from 1 to 100000.' });
  });

  it('reads an affiliate rate as hundredths of a percent, 5% when empty, at most 100%', () => {
    expect(read(promoCodeFields.affiliateRate, null)).toEqual({ value: 5_00 });
    expect(read(promoCodeFields.affiliateRate, ' 7.5 ')).toEqual({ value: 7_50 });
    expect(read(promoCodeFields.affiliateRate, '100')).toEqual({ value: 100_00 });
    expect(read(promoCodeFields.affiliateRate, '100.01')).toEqual({ message: 'Affiliate rate cannot be more than 100%.' });
    for (const wrong of ['five', '7.555', '-1'])
      expect(read(promoCodeFields.affiliateRate, wrong)).toEqual({ message: 'Affiliate rate must be a percentage such as 5 or 7.5.' });
  });

  it('requires a service and an affiliate', () => {
    expect(read(promoCodeFields.serviceId, '')).toEqual({ message: 'Service is required.' });
    expect(read(promoCodeFields.affiliateId, ' ')).toEqual({ message: 'Affiliate is required.' });
  });
});
