import { describe, expect, it } from 'vitest';
import {
  commission,
  configuredDeposit,
  customerPrice,
  depositShortfall,
  divideRounded,
  minimumDeposit,
  percentOf,
  priceRange,
  quote,
  type PricingInput,
} from './pricing-rules.js';

const pct = (percent: number) => ({ type: 'percentage', value: percent * 100 }) as const;
const flat = (ngwee: number) => ({ type: 'amount', value: ngwee }) as const;

describe('commission (= platform fee)', () => {
  it.each([
    ['15% of K1,000', 100_000, pct(15), 15_000],
    ['15% of K0', 0, pct(15), 0],
    ['100% of K1,000', 100_000, pct(100), 100_000],
    ['0% of K1,000', 100_000, pct(0), 0],
    ['50% of 3 ngwee rounds the half up', 3, pct(50), 2],
    ['49.99% of 1 ngwee rounds down', 1, { type: 'percentage', value: 4999 }, 0],
    ['12.5% of K10.01', 1_001, { type: 'percentage', value: 1250 }, 125],
    ['a flat K50', 100_000, flat(5_000), 5_000],
    ['a flat K50 on a free package', 0, flat(5_000), 5_000],
  ] as const)('%s', (_label, price, rate, expected) => {
    expect(commission(price, rate)).toBe(expected);
  });
});

describe('rounding', () => {
  it('rounds halves up and everything else to the nearest ngwee', () => {
    expect([divideRounded(5, 10), divideRounded(4, 10), divideRounded(15, 10), divideRounded(14, 10), divideRounded(0, 10)]).toEqual([
      1, 0, 2, 1, 0,
    ]);
    expect(percentOf(333, 5000)).toBe(167);
  });
});

describe('markup', () => {
  it('adds the commission to the customer price only with markup', () => {
    expect(customerPrice(20_000, pct(15), true)).toBe(23_000);
    expect(customerPrice(20_000, pct(15), false)).toBe(20_000);
    expect(customerPrice(20_000, flat(1_000), true)).toBe(21_000);
  });
});

describe('deposits', () => {
  it.each([
    ['an amount is the value', 50_000, flat(10_000), 10_000],
    ['a percentage is of the price', 50_000, pct(20), 10_000],
    ['0% is nothing', 50_000, pct(0), 0],
    ['100% is the whole price', 50_000, pct(100), 50_000],
  ] as const)('%s', (_label, price, deposit, expected) => {
    expect(configuredDeposit(price, deposit)).toBe(expected);
  });

  it('asks external providers for at least the commission and AYS for nothing', () => {
    expect(minimumDeposit(100_000, pct(15), true)).toBe(15_000);
    expect(minimumDeposit(100_000, pct(15), false)).toBe(0);
  });
});

describe('price range', () => {
  it('gives the lowest and highest price, or none without packages', () => {
    expect(priceRange([30_000, 10_000, 20_000])).toEqual({ min: 10_000, max: 30_000 });
    expect(priceRange([5_000])).toEqual({ min: 5_000, max: 5_000 });
    expect(priceRange([])).toBeNull();
  });
});

describe('quote', () => {
  const base: PricingInput = {
    priceNgwee: 100_000,
    commission: pct(15),
    isMarkup: false,
    deposit: flat(20_000),
    isExternal: false,
    discountHundredths: 0,
  };

  it('prices an internal (AYS) booking', () => {
    expect(quote(base)).toEqual({
      listPrice: 100_000,
      customerPrice: 100_000,
      discountAmount: 0,
      fullPayment: 100_000,
      commission: 15_000,
      platformFee: 15_000,
      providerReceives: 85_000,
      deposit: 20_000,
      depositSource: 'AYS',
      commissionCoveredByDeposit: true,
    });
  });

  it('lets an AYS service ask a deposit below the commission', () => {
    expect(quote({ ...base, deposit: flat(5_000) })).toMatchObject({ deposit: 5_000, commissionCoveredByDeposit: false });
  });

  it("raises an external provider's deposit to the commission", () => {
    expect(quote({ ...base, isExternal: true, deposit: flat(5_000) })).toMatchObject({
      deposit: 15_000,
      depositSource: 'external_provider',
      commissionCoveredByDeposit: true,
    });
  });

  it('with markup charges price plus commission, pays the provider the price and defaults the deposit to the commission', () => {
    expect(quote({ ...base, isMarkup: true, deposit: flat(0), isExternal: true })).toMatchObject({
      customerPrice: 115_000,
      fullPayment: 115_000,
      commission: 15_000,
      providerReceives: 100_000,
      deposit: 15_000,
    });
  });

  it("takes a promo discount off what the customer pays, exactly, and not off the provider's share", () => {
    expect(quote({ ...base, discountHundredths: 1250 })).toMatchObject({
      discountAmount: 12_500,
      fullPayment: 87_500,
      providerReceives: 85_000,
    });
    expect(quote({ ...base, priceNgwee: 999, deposit: flat(0), discountHundredths: 1000 })).toMatchObject({
      discountAmount: 100,
      fullPayment: 899,
    });
  });

  it('never asks a deposit above the full payment', () => {
    expect(quote({ ...base, deposit: pct(100), discountHundredths: 10_000 })).toMatchObject({ fullPayment: 0, deposit: 0 });
    expect(quote({ ...base, priceNgwee: 0, commission: flat(5_000), isExternal: true })).toMatchObject({ fullPayment: 0, deposit: 0 });
  });

  it('prices a percentage deposit on the price the customer pays', () => {
    expect(quote({ ...base, isMarkup: true, deposit: pct(50) })).toMatchObject({ customerPrice: 115_000, deposit: 57_500 });
  });
});

describe('deposit shortfall', () => {
  it('names the commission a deposit falls short of, and nothing when it is covered', () => {
    expect(depositShortfall(100_000, pct(15), false, flat(10_000))).toBe(15_000);
    expect(depositShortfall(100_000, pct(15), false, flat(15_000))).toBeNull();
    expect(depositShortfall(100_000, pct(15), false, pct(10))).toBe(15_000);
    expect(depositShortfall(100_000, pct(15), false, pct(15))).toBeNull();
    // With markup a percentage deposit is of the customer price (K1,150): 13.05% of it is K150.08.
    expect(depositShortfall(100_000, pct(15), true, { type: 'percentage', value: 1305 })).toBeNull();
    expect(depositShortfall(0, flat(5_000), false, flat(0))).toBe(5_000);
  });
});
