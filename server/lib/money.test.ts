import { describe, expect, it } from 'vitest';
import { displayKwacha, formatHundredths, parseHundredths } from './money.js';

describe('money', () => {
  it.each([
    ['1250', 125_000], ['1250.5', 125_050], ['1250.05', 125_005], ['0', 0], ['0.01', 1], ['-3.10', -310], [' 7 ', 700],
  ])('parses %s exactly', (text, expected) => {
    expect(parseHundredths(text)).toBe(expected);
  });

  it.each(['1.234', 'abc', '', '1,000', '1e3', '.5'])('refuses %j', (text) => {
    expect(parseHundredths(text)).toBeNull();
  });

  it('formats for the API with two places', () => {
    expect([formatHundredths(125_050), formatHundredths(5), formatHundredths(0), formatHundredths(-310)]).toEqual(['1250.50', '0.05', '0.00', '-3.10']);
  });

  it('displays kwacha the way the spec writes it', () => {
    expect([displayKwacha(15_000), displayKwacha(6_750), displayKwacha(125_000_000), displayKwacha(5)]).toEqual(['K150', 'K67.50', 'K1,250,000', 'K0.05']);
  });
});
