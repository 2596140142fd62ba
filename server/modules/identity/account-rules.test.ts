import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { problem } from '../../../tests/helpers/form-rule-reading.js';
import {
  BUSINESS_NAME_REQUIRED,
  companyBusinessName,
  currentPassword,
  inviteCode,
  personName,
  requiredNrc,
  requiredPhone,
} from './account-rules.js';

describe('account rules shared by the server and the account forms', () => {
  it('says which required field is empty', () => {
    expect(problem(personName, ' ')).toBe('Name is required.');
    expect(problem(requiredPhone, '')).toBe('Phone is required.');
    expect(problem(requiredNrc, '')).toBe('NRC is required.');
    expect(problem(inviteCode, '')).toBe('Invite code is required.');
    expect(problem(companyBusinessName, '  ')).toBe(BUSINESS_NAME_REQUIRED);
    expect(problem(companyBusinessName, 'Kabwe Cleaners')).toBeUndefined();
  });

  it('asks for the current password, as typed, up to the longest password there can be', () => {
    expect(problem(currentPassword, '')).toBe('Enter your current password.');
    expect(problem(currentPassword, 'x'.repeat(201))).toBe('Password is too long.');
    expect(z.parse(currentPassword, ' secret ')).toBe(' secret ');
  });
});
