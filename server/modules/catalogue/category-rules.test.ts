import { describe, expect, it } from 'vitest';
import { read } from '../../../tests/helpers/form-rule-reading.js';
import { categoryCommissionRules, categoryFields, categoryParentRules, PARENT_REQUIRED } from './category-rules.js';
import { CommissionType } from './pricing-rules.js';
import { COMMISSION_OVER_WHOLE } from './commission-rules.js';

describe('category rules shared by the server and the category form', () => {
  it('requires a name of at most 80 characters and a suggested service name of at most 120', () => {
    expect(read(categoryFields.name, '  ')).toEqual({ message: 'Name is required.' });
    expect(read(categoryFields.name, 'x'.repeat(81))).toEqual({ message: 'At most 80 characters.' });
    expect(read(categoryFields.suggestedServiceName, '')).toEqual({ message: 'Suggested service name is required.' });
    expect(read(categoryFields.suggestedServiceName, ' Plumbing ')).toEqual({ value: 'Plumbing' });
  });

  it('reads a commission as hundredths, a percentage at most 100% and a flat rate of any size', () => {
    const commission = (commissionType: CommissionType, commissionValue: string) =>
      read(categoryCommissionRules, { commissionType, commissionValue });
    expect(commission(CommissionType.PERCENTAGE, ' 12.5 ')).toEqual({ value: { commissionType: 'percentage', commissionValue: 1250 } });
    expect(commission(CommissionType.PERCENTAGE, 'fifteen')).toEqual({ message: 'Commission must be a number with at most two decimals.' });
    expect(commission(CommissionType.PERCENTAGE, '100.01')).toEqual({ message: COMMISSION_OVER_WHOLE });
    expect(commission(CommissionType.AMOUNT, '150')).toEqual({ value: { commissionType: 'amount', commissionValue: 15_000 } });
  });

  it('asks a subcategory, and only a subcategory, for its parent', () => {
    expect(read(categoryParentRules, { isSubcategory: true, parentCategoryId: '' })).toEqual({ message: PARENT_REQUIRED });
    expect(read(categoryParentRules, { isSubcategory: false, parentCategoryId: '' })).toEqual({
      value: { isSubcategory: false, parentCategoryId: null },
    });
  });
});
