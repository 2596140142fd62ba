import { describe, expect, it } from 'vitest';
import { internationalPhone } from './contact-numbers.js';

describe('internationalPhone', () => {
  it.each([
    ['0977 123 456', '+260977123456'],
    ['0977-123-456', '+260977123456'],
    ['(0977) 123 456', '+260977123456'],
    ['+260 97 712 3456', '+260977123456'],
    ['00260977123456', '+260977123456'],
    ['260977123456', '+260977123456'],
    ['977123456', '+260977123456'],
    ['+27 82 123 4567', '+27821234567'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('reads %s as %s', (typed, expected) => {
    expect(internationalPhone(typed)).toBe(expected);
  });

  it.each([
    'call me',
    '0977 123 45',
    '0977 123 4567',
    '+260 977 123 45',
    '+0 977 123 456',
    '+1234567',
    '+1234567890123456',
    '0977 123 456 ext 2',
    '097712345６',
  ])('refuses %s', (typed) => {
    expect(internationalPhone(typed)).toBeNull();
  });
});
