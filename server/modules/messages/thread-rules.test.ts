import { describe, expect, it } from 'vitest';
import { problem } from '../../../tests/helpers/form-rule-reading.js';
import * as z from 'zod/mini';
import { authorLabel, authorRoleOf, EMPTY_MESSAGE, isThreadOpen, messageBody, threadClosesAt } from './thread-rules.js';

const DAY = 24 * 60 * 60 * 1000;
const ended = new Date('2026-03-01T10:00:00Z');
const booking = (status: string, at: Partial<{ completedAt: Date | null; cancelledAt: Date | null }> = {}) => ({
  status,
  completedAt: null,
  cancelledAt: null,
  updatedAt: new Date('2026-03-05T00:00:00Z'),
  ...at,
});

describe('thread rules', () => {
  it('keeps a thread open while the booking goes on', () => {
    for (const status of ['unconfirmed', 'verifying_payment', 'confirmed']) {
      expect(threadClosesAt(booking(status))).toBeNull();
      expect(isThreadOpen(booking(status), new Date('2030-01-01'))).toBe(true);
    }
  });

  it('closes 14 days after completion or cancellation, to the millisecond', () => {
    for (const done of [booking('completed', { completedAt: ended }), booking('cancelled', { cancelledAt: ended })]) {
      expect(threadClosesAt(done)).toEqual(new Date(ended.getTime() + 14 * DAY));
      expect(isThreadOpen(done, new Date(ended.getTime() + 14 * DAY - 1))).toBe(true);
      expect(isThreadOpen(done, new Date(ended.getTime() + 14 * DAY))).toBe(false);
    }
  });

  it('counts from the last change of an ended booking that has no end time recorded', () => {
    expect(threadClosesAt(booking('completed'))).toEqual(new Date(new Date('2026-03-05T00:00:00Z').getTime() + 14 * DAY));
  });

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
