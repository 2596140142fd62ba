import { describe, expect, it } from 'vitest';
import { commission, customerPrice, divideRounded, priceRange } from './pricing.js';

describe('pricing', () => {
  it.each([
    // price (ngwee), rate, expected commission (ngwee)
    [100_000, { type: 'percentage', value: 1500 }, 15_000], // K1,000 at 15% = K150
    [0, { type: 'percentage', value: 1500 }, 0],
    [100_000, { type: 'percentage', value: 10_000 }, 100_000], // 100%
    [100_000, { type: 'percentage', value: 0 }, 0],
    [3, { type: 'percentage', value: 5000 }, 2], // 1.5 ngwee rounds half up
    [1, { type: 'percentage', value: 4999 }, 0], // 0.4999 ngwee rounds down
    [100_000, { type: 'amount', value: 5_000 }, 5_000], // flat K50
    [0, { type: 'amount', value: 5_000 }, 5_000],
  ] as const)('commission of %i at %o is %i', (price, rate, expected) => {
    expect(commission(price, rate)).toBe(expected);
  });

  it('adds the commission to the customer price only with markup', () => {
    const rate = { type: 'percentage', value: 1500 } as const;
    expect(customerPrice(20_000, rate, true)).toBe(23_000);
    expect(customerPrice(20_000, rate, false)).toBe(20_000);
  });

  it('rounds halves up and everything else to the nearest ngwee', () => {
    expect([divideRounded(5, 10), divideRounded(4, 10), divideRounded(15, 10), divideRounded(14, 10)]).toEqual([1, 0, 2, 1]);
  });

  it('gives the range of package prices, or none without packages', () => {
    expect(priceRange([30_000, 10_000, 20_000])).toEqual({ min: 10_000, max: 30_000 });
    expect(priceRange([])).toBeNull();
  });
});
