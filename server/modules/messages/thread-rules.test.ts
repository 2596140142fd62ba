import { describe, expect, it } from 'vitest';
import { problem } from '../../../tests/helpers/form-rule-reading.js';
import * as z from 'zod/mini';
import { authorLabel, authorRoleOf, EMPTY_MESSAGE, messageBody } from './thread-rules.js';

describe('thread rules', () => {
  it('names the writer by their most specific side and admins as the AYS team', () => {
    expect(authorRoleOf(['admin', 'customer'])).toBe('customer');
    expect(authorRoleOf(['provider'])).toBe('provider');
    expect(authorRoleOf(['admin'])).toBe('admin');
    expect(authorRoleOf([])).toBeNull();
    expect(authorLabel('customer', 'Mwila')).toBe('Mwila (customer)');
    expect(authorLabel('provider', 'Chanda Plumbing')).toBe('Chanda Plumbing (provider)');
    expect(authorLabel('admin', 'Thandiwe')).toBe('AYS team');
  });

  it('needs text or a photo, and at most 2,000 characters, trimmed', () => {
    expect(problem(messageBody(false), '  ')).toBe(EMPTY_MESSAGE);
    expect(problem(messageBody(true), '  ')).toBeUndefined();
    expect(problem(messageBody(false), 'x'.repeat(2000))).toBeUndefined();
    expect(problem(messageBody(true), 'x'.repeat(2001))).toBe('At most 2,000 characters.');
    expect(z.parse(messageBody(false), `  ${'y'.repeat(2000)}\n`)).toBe('y'.repeat(2000));
  });
});
