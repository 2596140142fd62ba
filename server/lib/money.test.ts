import { describe, expect, it } from 'vitest';
import { displayFeeSplit, displayKwacha, formatHundredths, parseHundredths } from './money.js';

describe('money', () => {
  it.each([
    ['1250', 125_000],
    ['1250.5', 125_050],
    ['1250.05', 125_005],
    ['0', 0],
    ['0.01', 1],
    ['-3.10', -310],
    [' 7 ', 700],
  ])('parses %s exactly', (text, expected) => {
    expect(parseHundredths(text)).toBe(expected);
  });

  it.each(['1.234', 'abc', '', '1,000', '1e3', '.5'])('refuses %j', (text) => {
    expect(parseHundredths(text)).toBeNull();
  });

  it('formats for the API with two places', () => {
    expect([formatHundredths(125_050), formatHundredths(5), formatHundredths(0), formatHundredths(-310)]).toEqual([
      '1250.50',
      '0.05',
      '0.00',
      '-3.10',
    ]);
  });

  it('displays kwacha the way the spec writes it', () => {
    expect([displayKwacha(15_000), displayKwacha(6_750), displayKwacha(125_000_000), displayKwacha(5)]).toEqual([
      'K150',
      'K67.50',
      'K1,250,000',
      'K0.05',
    ]);
  });

  it.each([
    ['112.50', '637.50', 'K113', 'K637'],
    ['20.25', '114.75', 'K20', 'K115'],
    ['60.00', '340.00', 'K60', 'K340'],
    ['67.49', '382.51', 'K67', 'K383'],
    ['0.00', '99.99', 'K0', 'K100'],
  ])('shows a fee of %s and a share of %s rounded, adding up: %s and %s', (fee, share, shownFee, shownShare) => {
    expect(displayFeeSplit(fee, share)).toEqual({ platformFee: shownFee, providerReceives: shownShare });
  });
});
