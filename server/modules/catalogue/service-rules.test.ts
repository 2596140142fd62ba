import { describe, expect, it } from 'vitest';
import { read } from '../../../tests/helpers/form-rule-reading.js';
import { CommissionType } from './pricing-rules.js';
import { COMMISSION_OVER_WHOLE } from './commission-rules.js';
import { adminServiceFields, DISCOUNT_RANGE, serviceCommissionRules, serviceInfoFields } from './service-rules.js';

describe('service rules shared by the server and the service forms', () => {
  it('requires a service name of at most 120 characters and a description of at most 4,000', () => {
    expect(read(serviceInfoFields.serviceName, ' ')).toEqual({ message: 'Service name is required.' });
    expect(read(serviceInfoFields.serviceName, 'x'.repeat(121))).toEqual({ message: 'At most 120 characters.' });
    expect(read(serviceInfoFields.description, 'x'.repeat(4000))).toEqual({ value: 'x'.repeat(4000) });
    expect(read(serviceInfoFields.description, '')).toEqual({ message: 'Description is required.' });
  });

  it('reads a commission rate as hundredths, a percentage at most 100%', () => {
    const commission = (commissionType: CommissionType, commissionRate: string) =>
      read(serviceCommissionRules, { commissionType, commissionRate });
    expect(commission(CommissionType.PERCENTAGE, '')).toEqual({ message: 'Commission rate is required.' });
    expect(commission(CommissionType.PERCENTAGE, '101')).toEqual({ message: COMMISSION_OVER_WHOLE });
    expect(commission(CommissionType.AMOUNT, '101')).toEqual({ value: { commissionType: 'amount', commissionRate: 10_100 } });
  });

  it('keeps an affiliate rate at most 100% and a discount a whole number from 0 to 100', () => {
    expect(read(adminServiceFields.affiliateRate, 'five')).toEqual({ message: 'Affiliate rate must be a number.' });
    expect(read(adminServiceFields.affiliateRate, '100.5')).toEqual({ message: 'Affiliate rate cannot be more than 100%.' });
    expect(read(adminServiceFields.affiliateRate, '7.5')).toEqual({ value: 750 });
    for (const discount of [101, -1, null])
      expect(read(adminServiceFields.discountPercentage, discount)).toEqual({ message: DISCOUNT_RANGE });
    expect(read(adminServiceFields.discountPercentage, 2.5)).toEqual({ message: 'Discount must be a whole number.' });
    expect(read(adminServiceFields.discountPercentage, 100)).toEqual({ value: 100 });
  });
});
