import { describe, expect, it } from 'vitest';
import { expiryPhrase, expiryReasonOf, paymentClockStarts } from './payment-clock-rules.js';

const MADE = new Date('2027-01-01T10:30:00+02:00');

describe('the payment clock', () => {
  it('starts when a single request or a series’ first visit is made', () => {
    for (const seriesIndex of [null, 1]) {
      expect(paymentClockStarts({ seriesIndex, createdAt: MADE, date: '2027-03-01' })).toEqual(MADE);
    }
    expect(expiryPhrase({ seriesIndex: null, createdAt: MADE, date: '2027-03-01' }, 72)).toBe('72 hours after it was made');
    expect(expiryReasonOf({ seriesIndex: 1, createdAt: MADE, date: '2027-03-01' }, 72)).toBe(
      'Expired: no proof of payment within 72 hours',
    );
  });

  it('starts a later visit’s at 08:00 seven days before its day, or when it was made if that is later', () => {
    const later = { seriesIndex: 3, createdAt: MADE, date: '2027-01-22' };
    expect(paymentClockStarts(later)).toEqual(new Date('2027-01-15T08:00:00+02:00'));
    expect(expiryPhrase(later, 72)).toBe('on 2027-01-18 at 08:00');
    expect(expiryReasonOf(later, 72)).toBe('Expired: no proof of payment for this visit by 2027-01-18 at 08:00');
    expect(paymentClockStarts({ ...later, date: '2027-01-05' })).toEqual(MADE);
    expect(expiryPhrase({ ...later, date: '2027-01-05' }, 24)).toBe('on 2027-01-02 at 10:30');
  });
});
