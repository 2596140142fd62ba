import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { DepositType } from './pricing-rules.js';
import {
  depositRaisedMessage,
  isBasicPackage,
  keepsBasicPackage,
  packageListRules,
  packageTemplateListRules,
  PRICE_ABOVE_ZERO,
} from './package-rules.js';

const basic = {
  name: 'Basic',
  description: '',
  isMandatory: true,
  depositType: DepositType.AMOUNT,
  depositValue: '0',
  price: 15_000,
  durationMinutes: 120,
};

/** The messages a list of packages gets, by path as BAD_USER_INPUT's fields and the editors key them. */
function problems(rules: z.ZodMiniType, packages: unknown[]): Record<string, string> {
  const result = z.safeParse(rules, packages);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('package rules shared by the server and the package editors', () => {
  it('reads a service package: trimmed name, empty description as null, deposit in hundredths', () => {
    const result = z.safeParse(packageListRules, [{ ...basic, name: ' Basic ', depositValue: ' 12.5 ' }]);
    expect(result.data).toEqual([{ ...basic, description: null, depositValue: 1250 }]);
  });

  it('asks a service package for a price above K0, a name, a readable deposit and a length of 15 to 720 minutes', () => {
    expect(problems(packageListRules, [{ ...basic, price: 0, name: ' ', depositValue: '1.234', durationMinutes: 10 }])).toEqual({
      '0.price': PRICE_ABOVE_ZERO,
      '0.name': 'Package name is required.',
      '0.depositValue': 'Deposit must be a number with at most two decimals.',
      '0.durationMinutes': 'Length must be between 15 and 720 minutes.',
    });
  });

  it('lets a category template go without a price or a length, but not below K0', () => {
    const { durationMinutes: _length, ...template } = basic;
    expect(problems(packageTemplateListRules, [{ ...template, price: 0 }])).toEqual({});
    expect(problems(packageTemplateListRules, [{ ...template, price: -100 }])).toEqual({ '0.price': 'Price cannot be negative.' });
  });

  it('keeps a percentage deposit at most 100% and a list at most 20 packages with different names', () => {
    expect(problems(packageListRules, [{ ...basic, depositType: DepositType.PERCENTAGE, depositValue: '100.01' }])).toEqual({
      '0.depositValue': 'A percentage deposit cannot be more than 100%.',
    });
    expect(problems(packageListRules, [basic, { ...basic, name: 'BASIC', price: 0 }])).toEqual({
      '1.price': PRICE_ABOVE_ZERO,
      '1.name': 'Package names must be different.',
    });
    expect(
      problems(
        packageListRules,
        Array.from({ length: 21 }, (_, index) => ({ ...basic, name: `Package ${index}` })),
      ),
    ).toEqual({ '': 'At most 20 packages.' });
  });

  it('knows the mandatory Basic package by its name, whatever its case and spaces', () => {
    expect(isBasicPackage(' basic ')).toBe(true);
    expect(keepsBasicPackage([{ name: 'Standard' }, { name: 'BASIC' }])).toBe(true);
    expect(keepsBasicPackage([{ name: 'Standard' }])).toBe(false);
  });

  it('says a raised deposit in kwacha as the spec writes amounts', () => {
    expect(depositRaisedMessage(6750)).toBe('Deposit cannot be less than platform commission K67.50');
  });
});
