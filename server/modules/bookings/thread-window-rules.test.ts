import { describe, expect, it } from 'vitest';
import { isThreadOpen, threadClosesAt } from './thread-window-rules.js';

const DAY = 24 * 60 * 60 * 1000;
const ended = new Date('2026-03-01T10:00:00Z');
const booking = (status: string, at: Partial<{ completedAt: Date | null; cancelledAt: Date | null }> = {}) => ({
  status,
  completedAt: null,
  cancelledAt: null,
  updatedAt: new Date('2026-03-05T00:00:00Z'),
  ...at,
});

describe('thread window rules', () => {
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
});
