import { describe, expect, it } from 'vitest';
import { formatDiscount, formatKwacha, formatKwachaRange, formatZmw } from './money-format.js';

describe('how kwacha amounts are written', () => {
  it.each([
    ['1250.00', 'K1,250'],
    ['67.50', 'K67.50'],
    ['0.05', 'K0.05'],
    ['0', 'K0'],
    ['-3.10', '-K3.10'],
    ['1250000.00', 'K1,250,000'],
    // Exact from the digits: a float would make this 9,007,199,254,740,992.
    ['9007199254740993.00', 'K9,007,199,254,740,993'],
    [150, 'K150'],
    // Rounded to ngwee, halves away from zero, carrying into the kwacha.
    ['67.505', 'K67.51'],
    ['999.995', 'K1,000'],
    ['-2.345', '-K2.35'],
    ['0.004', 'K0'],
    // Nothing left to take off is not a negative amount.
    ['-0.001', 'K0'],
    [0.1 + 0.2, 'K0.30'],
    ['1e3', 'K1,000'],
    ['.5', 'K0.50'],
    ['not a number', 'Knot a number'],
  ])('formatKwacha(%j) is %s', (amount, written) => {
    expect(formatKwacha(amount)).toBe(written);
  });

  it.each([
    ['75.00', '-K75'],
    ['12.50', '-K12.50'],
    ['0.00', 'K0'],
  ])('formatDiscount(%j) is %s', (amount, written) => {
    expect(formatDiscount(amount)).toBe(written);
  });

  it.each([
    ['150.00', '600.00', 'K150 - K600'],
    ['250.00', '250.00', 'K250'],
    ['99.50', '1200.00', 'K99.50 - K1,200'],
  ])('formatKwachaRange(%j, %j) is %s', (min, max, written) => {
    expect(formatKwachaRange(min, max)).toBe(written);
  });

  it("writes every amount as en-ZM's number format would, digit for digit", () => {
    const enZm = new Intl.NumberFormat('en-ZM', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      trailingZeroDisplay: 'stripIfInteger',
    });
    let seed = 7;
    const random = (below: number) => (seed = (seed * 48271) % 2147483647) % below;
    for (let i = 0; i < 2000; i += 1) {
      const whole = String(random(10 ** (1 + random(9))));
      const amount = `${random(4) === 0 ? '-' : ''}${whole}.${String(random(10000))
        .padStart(4, '0')
        .slice(0, 1 + random(4))}`;
      const written = enZm.format(amount as Intl.StringNumericLiteral);
      if (written === '-0') continue; // see "Nothing left to take off" above
      expect(formatZmw(amount), amount).toBe(`${written} ZMW`);
    }
  });

  it('writes ZMW after the amount for the service page sentence', () => {
    expect(formatZmw('1200.00')).toBe('1,200 ZMW');
    expect(formatZmw('450.50')).toBe('450.50 ZMW');
  });
});
