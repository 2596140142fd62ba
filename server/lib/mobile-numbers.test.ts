import { describe, expect, it } from 'vitest';
import {
  localNumber,
  MTN_SANDBOX_NUMBERS,
  msisdnFor,
  NETWORK_NAME,
  networkOfNumber,
  normaliseZambianMobile,
  wrongNumberMessage,
} from './mobile-numbers.js';

describe('mobile numbers', () => {
  it.each(['0971234567', '971234567', '+260 97 123 4567', '260971234567', '097-123-4567', ' 0971 234 567 '])(
    'reads %j as 260971234567',
    (input) => {
      expect(normaliseZambianMobile(input)).toBe('260971234567');
    },
  );

  it.each([
    ['0211234567', 'a fixed line'],
    ['097123456', 'too short'],
    ['09712345678', 'too long'],
    ['+27 82 123 4567', 'South African'],
    ['2600971234567', 'a 0 after 260'],
    ['097 123 456a', 'a letter'],
    ['', 'nothing'],
  ])('refuses %j (%s)', (input) => {
    expect(normaliseZambianMobile(input)).toBeNull();
  });

  it.each([
    ['0961234567', 'MTN'],
    ['0761234567', 'MTN'],
    ['0971234567', 'AIRTEL'],
    ['+260 77 123 4567', 'AIRTEL'],
    ['0951234567', 'ZAMTEL'],
    ['260751234567', 'ZAMTEL'],
    ['0981234567', null],
    ['0211234567', null],
  ])('knows %s is on %s', (input, network) => {
    expect(networkOfNumber(input)).toBe(network);
  });

  it('gives each network the number the way its API wants it', () => {
    expect(msisdnFor('MTN', '260961234567')).toBe('260961234567');
    expect(msisdnFor('MTN', '46733123451')).toBe('46733123451');
    expect(msisdnFor('AIRTEL', '260971234567')).toBe('971234567');
  });

  it("lists MTN's sandbox numbers, which are no Zambian numbers", () => {
    expect(MTN_SANDBOX_NUMBERS[46733123451]).toBe('PayerRejected');
    expect(Object.keys(MTN_SANDBOX_NUMBERS).map(normaliseZambianMobile)).toEqual(Object.keys(MTN_SANDBOX_NUMBERS).map(() => null));
  });

  it('tells a payer which number their network needs', () => {
    expect(wrongNumberMessage('MTN')).toBe('Enter an MTN number, like 096 123 4567.');
    expect(wrongNumberMessage('AIRTEL')).toBe('Enter an Airtel number, like 097 123 4567.');
  });
});

describe('numbers as people read them', () => {
  it('writes a Zambian number the local way and names the networks as Zambians do', () => {
    expect(localNumber('260971234567')).toBe('097 123 4567');
    expect(localNumber('46733123450')).toBe('46733123450');
    expect(NETWORK_NAME).toEqual({ MTN: 'MTN MoMo', AIRTEL: 'Airtel Money' });
  });
});
